import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';

describeEngines('boards', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: TestClient;
  let stranger: TestClient;
  let anon: TestClient;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = testClient(t.app);
    stranger = testClient(t.app);
    anon = testClient(t.app);
    await owner.signup('olive');
    await stranger.signup('sam');
  });
  afterAll(() => t.close());

  it('creates a public board with a unique slug and url', async () => {
    const a = await owner.resource('BoardResource', 'create', {
      name: 'Weeknight dinners',
      description: 'Fast food',
    });
    expect(a.status).toBe(200);
    expect(data(a)).toMatchObject({
      name: 'Weeknight dinners',
      privacy: 'public',
      url: '/olive/weeknight-dinners/',
      pinCount: 0,
      isOwner: true,
    });
    const b = await owner.resource('BoardResource', 'create', { name: 'Weeknight Dinners!' });
    expect(data(b).url).toBe('/olive/weeknight-dinners-2/');
    const got = await anon.resource('BoardResource', 'get', {
      username: 'olive',
      slug: 'weeknight-dinners',
    });
    expect(data(got).id).toBe(data(a).id);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(51) }, 'name'],
    [{ name: 'Secret plans', privacy: 'secret' }, 'privacy'],
  ])('refuses a bad board (%#) with a 400 naming the field', async (options, field) => {
    const res = await owner.resource('BoardResource', 'create', options);
    expect(res.status).toBe(400);
    expect(res.json.resource_response.error.field).toBe(field);
  });

  it('needs a signed-in viewer to create', async () => {
    expect((await anon.resource('BoardResource', 'create', { name: 'Nope' })).status).toBe(401);
  });

  it('hides secret and protected boards from everyone but the owner', async () => {
    const board = data(await owner.resource('BoardResource', 'create', { name: 'Surprise party' }));
    for (const privacy of ['secret', 'protected'] as const) {
      const upd = await owner.resource('BoardResource', 'update', { board_id: board.id, privacy });
      expect(data(upd).privacy).toBe(privacy);
      for (const who of [stranger, anon]) {
        expect((await who.resource('BoardResource', 'get', { board_id: board.id })).status).toBe(
          404,
        );
        const list = data(await who.resource('BoardsResource', 'get', { username: 'olive' }));
        expect(list.items.map((b: { id: string }) => b.id)).not.toContain(board.id);
      }
      const mine = data(await owner.resource('BoardsResource', 'get', { username: 'olive' }));
      expect(mine.items.map((b: { id: string }) => b.id)).toContain(board.id);
    }
  });

  it('lets only the owner rename, describe or delete', async () => {
    const board = data(await owner.resource('BoardResource', 'create', { name: 'Garden' }));
    const hijack = await stranger.resource('BoardResource', 'update', {
      board_id: board.id,
      name: 'Mine now',
    });
    expect(hijack.status).toBe(403);
    expect((await anon.resource('BoardResource', 'delete', { board_id: board.id })).status).toBe(
      401,
    );
    expect(
      (await stranger.resource('BoardResource', 'delete', { board_id: board.id })).status,
    ).toBe(403);
    const renamed = await owner.resource('BoardResource', 'update', {
      board_id: board.id,
      name: 'Vegetable garden',
      description: 'Beds',
    });
    expect(data(renamed)).toMatchObject({
      name: 'Vegetable garden',
      description: 'Beds',
      url: '/olive/vegetable-garden/',
    });
    expect((await owner.resource('BoardResource', 'delete', { board_id: board.id })).status).toBe(
      200,
    );
    expect((await owner.resource('BoardResource', 'get', { board_id: board.id })).status).toBe(404);
  });

  it('pages board lists with a bookmark', async () => {
    for (let i = 0; i < 4; i++)
      await stranger.resource('BoardResource', 'create', { name: `List ${i}` });
    const first = data(
      await anon.resource('BoardsResource', 'get', { username: 'sam', page_size: 3 }),
    );
    expect(first.items).toHaveLength(3);
    expect(first.bookmark).toBeTruthy();
    const second = data(
      await anon.resource('BoardsResource', 'get', {
        username: 'sam',
        page_size: 3,
        bookmark: first.bookmark,
      }),
    );
    expect(second.items).toHaveLength(1);
    expect(second.bookmark).toBeNull();
  });
});
