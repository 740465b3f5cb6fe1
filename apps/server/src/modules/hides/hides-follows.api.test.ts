import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

describeEngines('hiding pins and following people', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let maker: TestClient;
  let viewer: TestClient;
  let makerId: string;
  let pinId: string;
  const ids = (res: { json: unknown }) => data(res as never).items.map((p: { id: string }) => p.id);

  beforeAll(async () => {
    t = await createTestApp(engine);
    maker = testClient(t.app);
    viewer = testClient(t.app);
    makerId = (await maker.signup('maker')).viewer.id;
    await viewer.signup('viewer');
    const board = data(await maker.resource('BoardResource', 'create', { name: 'Lamps' }));
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    const sig = data(
      await maker.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    pinId = data(
      await maker.resource('PinResource', 'create', {
        board_id: board.id,
        image_signature: sig,
        title: 'Brass lamp',
      }),
    ).id;
  });
  afterAll(() => t?.close());

  it('hides a pin from the home feed with pin feedback, and undo brings it back', async () => {
    expect(ids(await viewer.resource('UserHomefeedResource', 'get', {}))).toContain(pinId);
    const hide = await viewer.resource('PinFeedbackResource', 'update', {
      pin_id: pinId,
      feedback_type: 1,
    });
    expect(data(hide)).toEqual({ pinId, surface: 'home', hidden: true });
    expect(ids(await viewer.resource('UserHomefeedResource', 'get', {}))).not.toContain(pinId);
    // Only for that viewer, and only on that surface.
    expect(ids(await maker.resource('UserHomefeedResource', 'get', {}))).toContain(pinId);
    expect(ids(await viewer.resource('SearchPinsResource', 'get', { query: 'brass' }))).toContain(
      pinId,
    );
    await viewer.resource('PinFeedbackResource', 'update', {
      pin_id: pinId,
      feedback_type: 1,
      undo: true,
    });
    expect(ids(await viewer.resource('UserHomefeedResource', 'get', {}))).toContain(pinId);
  });

  it('hides and unhides in search with PUT /v3/search/{pinId}/hide/', async () => {
    const hide = await viewer.put(`/v3/search/${pinId}/hide/`, { query: 'brass', pin_type: 'pin' });
    expect(hide.status).toBe(200);
    expect(
      ids(await viewer.resource('SearchPinsResource', 'get', { query: 'lamp' })),
    ).not.toContain(pinId);
    await viewer.put(`/v3/search/${pinId}/unhide/`, { query: 'brass' });
    expect(ids(await viewer.resource('SearchPinsResource', 'get', { query: 'lamp' }))).toContain(
      pinId,
    );
  });

  it('answers the p2p and news hub hide pairs, and refuses bad calls', async () => {
    for (const [hide, undo] of [
      [`/v3/p2p/${pinId}/hide/`, `/v3/p2p/${pinId}/unhide/`],
      [`/v3/news_hub/77/pin/${pinId}/hide/`, `/v3/news_hub/77/pin/${pinId}/undo/`],
    ] as const) {
      expect(data(await viewer.put(hide))).toMatchObject({ hidden: true });
      expect(data(await viewer.put(undo))).toMatchObject({ hidden: false });
    }
    const rows = await t.db.db.selectFrom('hidden_pins').selectAll().execute();
    expect(rows).toEqual([]);
    expect((await testClient(t.app).put(`/v3/p2p/${pinId}/hide/`)).status).toBe(401);
    expect((await viewer.put('/v3/p2p/999/hide/')).status).toBe(404);
    expect((await viewer.put('/v3/p2p/abc/hide/')).status).toBe(400);
    expect((await viewer.put(`/v3/search/${pinId}/hide/`, { query: 5 })).status).toBe(400);
  });

  it('follows and unfollows a user, with counts and lists of at most 50', async () => {
    const f = data(await viewer.resource('UserFollowResource', 'create', { user_id: makerId }));
    expect(f).toEqual({ userId: makerId, explicitlyFollowedByMe: true, followerCount: 1 });
    expect(
      data(await viewer.resource('UserFollowResource', 'create', { user_id: makerId }))
        .followerCount,
    ).toBe(1);
    expect(data(await viewer.resource('UserResource', 'get', { username: 'maker' }))).toMatchObject(
      { followerCount: 1, explicitlyFollowedByMe: true },
    );
    expect(
      data(await viewer.resource('UserResource', 'get', { username: 'viewer' })),
    ).toMatchObject({ followingCount: 1 });
    expect(
      data(await maker.resource('UserFollowersResource', 'get', { username: 'maker' })).items.map(
        (u: { username: string }) => u.username,
      ),
    ).toEqual(['viewer']);
    expect(
      data(await maker.resource('UserFollowingResource', 'get', { username: 'viewer' })).items.map(
        (u: { username: string }) => u.username,
      ),
    ).toEqual(['maker']);
    expect(
      (await maker.resource('UserFollowersResource', 'get', { username: 'maker', page_size: 51 }))
        .status,
    ).toBe(400);
    expect(
      (await maker.resource('UserFollowResource', 'create', { user_id: makerId })).status,
    ).toBe(400);
    expect(
      data(await viewer.resource('UserFollowResource', 'delete', { user_id: makerId })),
    ).toMatchObject({ explicitlyFollowedByMe: false, followerCount: 0 });
  });
});
