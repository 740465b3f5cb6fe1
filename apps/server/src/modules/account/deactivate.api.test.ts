import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

const PASSWORD = 'correct horse battery';

// Dana deactivates: hidden from everyone (as a missing account), signed out everywhere; logging
// in again with her password brings everything back and says so.
describeEngines('deactivating an account', (engine) => {
  let t: TestApp;
  let dana: TestClient, danaPhone: TestClient, eli: TestClient, anon: TestClient;
  const id: Record<string, string> = {};
  const ids = (res: { json: unknown }) => data(res as never).items.map((p: { id: string }) => p.id);

  beforeAll(async () => {
    t = await createTestApp(engine);
    [dana, danaPhone, eli, anon] = [1, 2, 3, 4].map(() => testClient(t.app)) as [
      TestClient,
      TestClient,
      TestClient,
      TestClient,
    ];
    id.dana = (await dana.signup('dana')).viewer.id;
    await danaPhone.resource('UserSessionResource', 'create', {
      email: 'dana@example.com',
      password: PASSWORD,
    });
    await eli.signup('eli');
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    const image = data(
      await dana.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    id.board = data(await dana.resource('BoardResource', 'create', { name: 'Quilts' })).id;
    id.pin = data(
      await dana.resource('PinResource', 'create', {
        board_id: id.board,
        image_signature: image,
        title: 'Zqquilt pattern',
      }),
    ).id;
    await eli.resource('UserFollowResource', 'create', { user_id: id.dana });
  });
  afterAll(() => t?.close());

  /** Whether Dana's profile, board and pin show to this client. */
  async function visible(c: TestClient) {
    return {
      profile: (await c.resource('UserResource', 'get', { username: 'dana' })).status,
      board: (await c.resource('BoardResource', 'get', { board_id: id.board })).status,
      pin: (await c.resource('PinResource', 'get', { id: id.pin })).status,
      search: ids(await c.resource('SearchPinsResource', 'get', { query: 'zqquilt' })),
      home: ids(await c.resource('UserHomefeedResource', 'get', {})).includes(id.pin),
      people: ids(await c.resource('SearchUsersResource', 'get', { query: 'dana' })),
    };
  }

  it('refuses a wrong password with a message on the field, and changes nothing', async () => {
    const res = await dana.resource('UserDeactivationResource', 'create', { password: 'nope' });
    expect(res.status).toBe(400);
    expect(res.json.resource_response.error.errors).toEqual([
      { field: 'password', message: 'That password is incorrect' },
    ]);
    expect((await eli.resource('UserResource', 'get', { username: 'dana' })).status).toBe(200);
    const empty = await dana.resource('UserDeactivationResource', 'create', {});
    expect(empty.status).toBe(400);
    expect(empty.json.resource_response.error.field).toBe('password');
  });

  it('hides everything from everyone and ends every session', async () => {
    const res = await dana.resource('UserDeactivationResource', 'create', { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(data(res)).toEqual({ outcome: 'deactivated' });
    for (const c of [eli, anon])
      expect(await visible(c)).toEqual({
        profile: 404,
        board: 404,
        pin: 404,
        search: [],
        home: false,
        people: [],
      });
    for (const c of [dana, danaPhone])
      expect(data(await c.resource('UserSessionResource', 'get', {})).isAuthenticated).toBe(false);
    expect(
      data(await eli.resource('UserResource', 'get', { username: 'eli' })).followingCount,
    ).toBe(0);
    const rows = await t.db.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', id.dana!)
      .execute();
    expect(rows).toEqual([]);
  });

  it('a wrong password at login neither logs in nor reactivates', async () => {
    const res = await dana.resource('UserSessionResource', 'create', {
      email: 'dana@example.com',
      password: 'wrong password',
    });
    expect(res.status).toBe(401);
    expect((await eli.resource('UserResource', 'get', { username: 'dana' })).status).toBe(404);
  });

  it('logging in again reactivates, says so, and shows everything again', async () => {
    const res = await dana.resource('UserSessionResource', 'create', {
      email: 'dana@example.com',
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(data(res).reactivated).toBe(true);
    const seen = await visible(eli);
    expect(seen).toMatchObject({ profile: 200, board: 200, pin: 200, home: true });
    expect(seen.search).toEqual([id.pin]);
    expect(seen.people).toEqual([id.dana]);
    expect(
      data(await eli.resource('UserResource', 'get', { username: 'dana' })).followerCount,
    ).toBe(1);
    // The next login is an ordinary one.
    const again = await danaPhone.resource('UserSessionResource', 'create', {
      email: 'dana@example.com',
      password: PASSWORD,
    });
    expect(data(again).reactivated).toBeUndefined();
  });

  it('is for signed-in people only', async () => {
    expect(
      (await anon.resource('UserDeactivationResource', 'create', { password: PASSWORD })).status,
    ).toBe(401);
  });
});
