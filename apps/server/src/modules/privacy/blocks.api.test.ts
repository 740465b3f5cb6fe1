import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { fakeWebDist } from '../../../test/web-dist.ts';
import { newId, nowIso } from '../../lib/ids.ts';

// Owen blocks Bea. Cid and a signed-out visitor are bystanders: every read path must hide Owen's
// profile, boards and pins from Bea, and from nobody else; unblocking brings them back.
describeEngines('blocking a person', (engine) => {
  let t: TestApp;
  const web = fakeWebDist();
  let owen: TestClient, bea: TestClient, cid: TestClient, anon: TestClient;
  const id: Record<string, string> = {};
  const ids = (res: { json: unknown }) => data(res as never).items.map((p: { id: string }) => p.id);

  const ok = async (res: Promise<{ status: number; body: string; json: unknown }>) => {
    const r = await res;
    expect(r.status, r.body).toBe(200);
    return data(r as never);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { WEB_DIST: web.dir });
    [owen, bea, cid, anon] = [
      testClient(t.app),
      testClient(t.app),
      testClient(t.app),
      testClient(t.app),
    ];
    id.owen = (await owen.signup('owen')).viewer.id;
    id.bea = (await bea.signup('bea')).viewer.id;
    id.cid = (await cid.signup('cid')).viewer.id;
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    const image = (
      await ok(owen.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }))
    ).imageSignature;
    const board = async (c: TestClient, name: string) =>
      (await ok(c.resource('BoardResource', 'create', { name }))) as { id: string; url: string };
    const pin = async (c: TestClient, boardId: string, title: string) =>
      (
        await ok(
          c.resource('PinResource', 'create', {
            board_id: boardId,
            image_signature: image,
            title,
            link: 'https://lamps.example/item',
          }),
        )
      ).id as string;
    const owenBoard = await board(owen, 'Lamps');
    id.board = owenBoard.id;
    id.boardUrl = owenBoard.url;
    id.pin = await pin(owen, id.board, 'Brass zqlamp');
    id.beaBoard = (await board(bea, 'Bea things')).id;
    id.cidBoard = (await board(cid, 'Cid things')).id;
    id.cidPin = await pin(cid, id.cidBoard, 'Cid zqlamp');
    // An interest on Owen's pin and Cid's.
    id.interest = newId();
    await t.db.db
      .insertInto('interests')
      .values({ id: id.interest, name: 'Zqlighting', slug: 'zqlighting', created_at: nowIso() })
      .execute();
    await t.db.db
      .insertInto('pin_interests')
      .values([id.pin, id.cidPin].map((pin_id) => ({ pin_id, interest_id: id.interest! })))
      .execute();
    // Ties before the block: follows both ways, board follows, collaborations both ways, saves.
    await ok(bea.resource('UserFollowResource', 'create', { user_id: id.owen }));
    await ok(owen.resource('UserFollowResource', 'create', { user_id: id.bea }));
    await ok(cid.resource('UserFollowResource', 'create', { user_id: id.owen }));
    expect((await bea.put(`/v3/boards/${id.board}/follow/`)).status).toBe(200);
    expect((await owen.put(`/v3/boards/${id.beaBoard}/follow/`)).status).toBe(200);
    await ok(
      owen.resource('BoardInviteResource', 'create', { board_id: id.board, username: 'bea' }),
    );
    await ok(bea.resource('BoardInviteResource', 'update', { board_id: id.board }));
    await ok(
      bea.resource('BoardInviteResource', 'create', { board_id: id.beaBoard, username: 'owen' }),
    );
    await ok(owen.resource('BoardInviteResource', 'update', { board_id: id.beaBoard }));
    id.beaCopy = (
      await ok(bea.resource('RepinResource', 'create', { pin_id: id.pin, board_id: id.beaBoard }))
    ).id;
    id.cidCopy = (
      await ok(cid.resource('RepinResource', 'create', { pin_id: id.pin, board_id: id.cidBoard }))
    ).id;
    expect(data(await owen.resource('UserBlockResource', 'create', { user_id: id.bea }))).toEqual({
      userId: id.bea,
      blockedByMe: true,
    });
  });
  afterAll(async () => {
    await t?.close();
    web.remove();
  });

  /** The read paths, each answering whether Owen's things showed. */
  const reads: [string, (c: TestClient) => Promise<boolean>][] = [
    [
      'profile',
      async (c) => (await c.resource('UserResource', 'get', { username: 'owen' })).status === 200,
    ],
    [
      'profile by id',
      async (c) => (await c.resource('UserResource', 'get', { user_id: id.owen! })).status === 200,
    ],
    ['profile page', async (c) => (await c.get('/owen/')).status === 200],
    [
      'boards list',
      async (c) => (await c.resource('BoardsResource', 'get', { username: 'owen' })).status === 200,
    ],
    [
      'board',
      async (c) =>
        (await c.resource('BoardResource', 'get', { board_id: id.board! })).status === 200,
    ],
    ['board page', async (c) => (await c.get(id.boardUrl!)).status === 200],
    [
      'board feed',
      async (c) =>
        (await c.resource('BoardFeedResource', 'get', { board_id: id.board! })).status === 200,
    ],
    ['pin', async (c) => (await c.resource('PinResource', 'get', { id: id.pin! })).status === 200],
    ['pin page', async (c) => (await c.get(`/pin/${id.pin}/`)).status === 200],
    [
      'saved grid',
      async (c) =>
        (await c.resource('UserSavedPinsResource', 'get', { username: 'owen' })).status === 200,
    ],
    [
      'created grid',
      async (c) =>
        (await c.resource('UserCreatedPinsResource', 'get', { username: 'owen' })).status === 200,
    ],
    [
      'home feed',
      async (c) => ids(await c.resource('UserHomefeedResource', 'get', {})).includes(id.pin),
    ],
    [
      'search',
      async (c) =>
        ids(await c.resource('SearchPinsResource', 'get', { query: 'zqlamp' })).includes(id.pin),
    ],
    [
      'related pins',
      async (c) =>
        // One card per original: Owen's pin, or Cid's newer save of it.
        ids(await c.resource('RelatedPinsResource', 'get', { pin_id: id.cidPin! })).some(
          (p: string) => p === id.pin || p === id.cidCopy,
        ),
    ],
    [
      'interest feed',
      async (c) =>
        ids(
          await c.resource('InterestFeedResource', 'get', { interest_id: id.interest! }),
        ).includes(id.pin),
    ],
    [
      'interest count',
      async (c) =>
        data(await c.resource('InterestResource', 'get', { id: id.interest! })).pinCount === 2,
    ],
    [
      'board search',
      async (c) =>
        ids(await c.resource('SearchBoardsResource', 'get', { query: 'lamps' })).includes(id.board),
    ],
    [
      'people search',
      async (c) =>
        ids(await c.resource('SearchUsersResource', 'get', { query: 'owen' })).includes(id.owen),
    ],
    [
      'suggestions',
      async (c) =>
        data(await c.resource('SearchSuggestionsResource', 'get', { query: 'lamps' })).items
          .length > 0,
    ],
    [
      "someone's following list",
      async (c) =>
        ids(await c.resource('UserFollowingResource', 'get', { username: 'cid' })).includes(
          id.owen,
        ),
    ],
    [
      "a save of Owen's pin by Cid",
      async (c) => (await c.resource('PinResource', 'get', { id: id.cidCopy! })).status === 200,
    ],
    [
      "Cid's board, with that save",
      async (c) =>
        ids(await c.resource('BoardFeedResource', 'get', { board_id: id.cidBoard! })).includes(
          id.cidCopy,
        ),
    ],
  ];

  it.each(reads)('hides Owen from Bea and from nobody else: %s', async (_name, shows) => {
    expect(await shows(bea)).toBe(false);
    expect(await shows(cid)).toBe(true);
    expect(await shows(owen)).toBe(true);
    // Signed out: everything but the viewer-specific home feed mix (public pins show there too).
    expect(await shows(anon)).toBe(true);
  });

  it('answers Bea exactly as for a missing person (the block is not told)', async () => {
    const missing = await bea.resource('UserResource', 'get', { username: 'nobodyzq' });
    const owenRes = await bea.resource('UserResource', 'get', { username: 'owen' });
    expect(owenRes.status).toBe(404);
    expect(owenRes.json.resource_response.error.message).toBe(
      missing.json.resource_response.error.message,
    );
    expect(data(await bea.resource('UserResource', 'get', { username: 'bea' })).blockedByMe).toBe(
      false,
    );
  });

  it('refuses Bea following, saving, reacting and favoriting', async () => {
    expect((await bea.resource('UserFollowResource', 'create', { user_id: id.owen })).status).toBe(
      404,
    );
    expect((await bea.put(`/v3/boards/${id.board}/follow/`)).status).toBe(404);
    expect((await bea.resource('RepinResource', 'create', { pin_id: id.pin })).status).toBe(404);
    expect((await bea.resource('RepinResource', 'create', { pin_id: id.cidCopy })).status).toBe(
      404,
    );
    expect(
      (await bea.resource('PinReactionResource', 'create', { pin_id: id.pin, reaction_type: 1 }))
        .status,
    ).toBe(404);
    expect((await bea.post(`/v3/pins/${id.pin}/favorite/`)).status).toBe(404);
    expect(
      (
        await bea.resource('BoardInviteResource', 'create', {
          board_id: id.beaBoard,
          username: 'owen',
        })
      ).status,
    ).toBe(404);
    // Her own earlier save stays hers, but it cannot be saved again nor reacted to.
    expect((await bea.resource('PinResource', 'get', { id: id.beaCopy })).status).toBe(200);
    expect((await bea.resource('RepinResource', 'create', { pin_id: id.beaCopy })).status).toBe(
      403,
    );
    expect(
      (
        await bea.resource('PinReactionResource', 'create', {
          pin_id: id.beaCopy,
          reaction_type: 1,
        })
      ).status,
    ).toBe(403);
  });

  it('cut every tie both ways: follows, board follows, collaborations', async () => {
    const db = t.db.db;
    const follows = await db
      .selectFrom('user_follows')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('follower_id', '=', id.owen!), eb('followee_id', '=', id.bea!)]),
          eb.and([eb('follower_id', '=', id.bea!), eb('followee_id', '=', id.owen!)]),
        ]),
      )
      .execute();
    expect(follows).toEqual([]);
    expect(
      await db
        .selectFrom('board_follows')
        .selectAll()
        .where('board_id', 'in', [id.board!, id.beaBoard!])
        .execute(),
    ).toEqual([]);
    const counts = await db
      .selectFrom('boards')
      .select('follower_count')
      .where('id', 'in', [id.board!, id.beaBoard!])
      .execute();
    expect(counts.map((c) => c.follower_count)).toEqual([0, 0]);
    expect(
      await db
        .selectFrom('board_collaborators')
        .selectAll()
        .where('board_id', 'in', [id.board!, id.beaBoard!])
        .execute(),
    ).toEqual([]);
    // Cid's follow of Owen is his own business.
    expect(
      data(await cid.resource('UserResource', 'get', { username: 'owen' })).followerCount,
    ).toBe(1);
  });

  it('lets Owen still see Bea, lists her, and refuses his following her until he unblocks', async () => {
    expect((await owen.resource('UserResource', 'get', { username: 'bea' })).status).toBe(200);
    expect(data(await owen.resource('UserResource', 'get', { username: 'bea' })).blockedByMe).toBe(
      true,
    );
    const list = data(await owen.resource('UserBlocksResource', 'get', {}));
    expect(list.items.map((b: { user: { id: string } }) => b.user.id)).toEqual([id.bea]);
    const follow = await owen.resource('UserFollowResource', 'create', { user_id: id.bea });
    expect(follow.status).toBe(400);
    expect(follow.json.resource_response.error.message).toMatch(/unblock/i);
    expect(
      (await bea.resource('UserBlocksResource', 'get', {})).json.resource_response.data.items,
    ).toEqual([]);
  });

  it('refuses blocking yourself, a missing person, and signed out', async () => {
    expect((await owen.resource('UserBlockResource', 'create', { user_id: id.owen })).status).toBe(
      400,
    );
    expect(
      (await owen.resource('UserBlockResource', 'create', { user_id: '1234567890123456789' }))
        .status,
    ).toBe(404);
    expect((await anon.resource('UserBlockResource', 'create', { user_id: id.bea })).status).toBe(
      401,
    );
    expect((await owen.resource('UserBlockResource', 'create', { user_id: 'bea' })).status).toBe(
      400,
    );
  });

  describe('unblocking', () => {
    beforeAll(async () => {
      await ok(owen.resource('UserBlockResource', 'delete', { user_id: id.bea }));
    });
    it.each(reads)('shows Owen to Bea again: %s', async (_name, shows) => {
      expect(await shows(bea)).toBe(true);
    });
    it('lets her follow again (nothing severed comes back by itself)', async () => {
      expect(
        data(await bea.resource('UserResource', 'get', { username: 'owen' }))
          .explicitlyFollowedByMe,
      ).toBe(false);
      await ok(bea.resource('UserFollowResource', 'create', { user_id: id.owen }));
      expect(data(await owen.resource('UserBlocksResource', 'get', {})).items).toEqual([]);
    });
  });
});
