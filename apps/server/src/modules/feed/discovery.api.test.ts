import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import {
  dataOf as data,
  testClient,
  wholeHomeFeed,
  type TestClient,
} from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { idAt } from '../../lib/ids.ts';

type PinOut = {
  id: string;
  board: { id: string };
  recommendationReason: { reason: string; reasonId: string | null; label: string | null } | null;
  pinJoin: { visualAnnotation: string[] };
};

describeEngines('discovery: home feed, related pins, interests, tune', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let alice: TestClient;
  let bob: TestClient;
  let viewer: TestClient;
  let bobId: string;
  let sig: string;
  const board: Record<string, string> = {};
  const pinsOf: Record<string, string[]> = { lamps: [], chairs: [], bread: [], secret: [] };
  let interestId: string;

  const pinOn = async (who: TestClient, boardId: string, title: string, link?: string) =>
    data(
      await who.resource('PinResource', 'create', {
        board_id: boardId,
        image_signature: sig,
        title,
        ...(link ? { link } : {}),
      }),
    ).id as string;
  const feed = async (who: TestClient, options: object = {}) =>
    data(await who.resource('UserHomefeedResource', 'get', options)) as {
      items: PinOut[];
      bookmark: string | null;
    };
  /** Every pin of the whole feed, walking the bookmarks. */
  const wholeFeed = (who: TestClient) => wholeHomeFeed<PinOut>(who, 5);

  beforeAll(async () => {
    t = await createTestApp(engine);
    alice = testClient(t.app);
    bob = testClient(t.app);
    viewer = testClient(t.app);
    await alice.signup('alice');
    bobId = (await bob.signup('bob')).viewer.id;
    await viewer.signup('viewer');
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    sig = data(
      await alice.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    const create = async (who: TestClient, key: string, name: string, privacy = 'public') => {
      board[key] = data(await who.resource('BoardResource', 'create', { name })).id;
      if (privacy !== 'public')
        await who.resource('BoardResource', 'update', { board_id: board[key], privacy });
    };
    await create(alice, 'lamps', 'Lamps');
    await create(alice, 'chairs', 'Chairs');
    await create(alice, 'secret', 'Hidden stash', 'secret');
    await create(bob, 'bread', 'Bread');
    for (let i = 0; i < 3; i++)
      pinsOf.lamps!.push(await pinOn(alice, board.lamps!, `Lamp ${i}`, 'https://lumen.example/a'));
    pinsOf.secret!.push(await pinOn(alice, board.secret!, 'Secret lamp'));
    for (let i = 0; i < 8; i++)
      pinsOf.chairs!.push(
        await pinOn(alice, board.chairs!, `Chair ${i}`, 'https://seat.example/c'),
      );
    for (let i = 0; i < 3; i++) pinsOf.bread!.push(await pinOn(bob, board.bread!, `Loaf ${i}`));
    // An interest on the first chair and the last loaf.
    interestId = '1700000000000000001';
    await t.db.db
      .insertInto('interests')
      .values({
        id: interestId,
        name: 'Mid-century',
        slug: 'mid-century',
        created_at: '2025-01-01',
      })
      .execute();
    await t.db.db
      .insertInto('pin_interests')
      .values([
        { pin_id: pinsOf.chairs![0]!, interest_id: interestId },
        { pin_id: pinsOf.bread![2]!, interest_id: interestId },
      ])
      .execute();
  });
  afterAll(() => t?.close());

  it('signed out: popular public pins, every one marked popular, never a secret board', async () => {
    const all = await wholeFeed(testClient(t.app));
    const ids = all.map((p) => p.id);
    expect(ids).toHaveLength(14);
    expect(new Set(ids).size).toBe(14);
    expect(ids).not.toContain(pinsOf.secret![0]);
    expect(all.every((p) => p.recommendationReason?.reason === 'popular')).toBe(true);
  });

  it('followed boards, people and interests come first, each saying why', async () => {
    await viewer.put(`/v3/boards/${board.lamps}/follow/`);
    await viewer.resource('UserFollowResource', 'create', { user_id: bobId });
    await viewer.resource('InterestFollowResource', 'create', {
      interest_id: interestId,
      interest_list: 'favorited',
    });
    // The popular pins are newer than most followed ones, yet followed pins take up to two
    // thirds of a page: four of the first six.
    const first = await feed(viewer, { page_size: 6 });
    const followedOnPage = first.items.filter((p) => p.recommendationReason!.reason !== 'popular');
    expect(followedOnPage.map((p) => p.id)).toEqual([
      pinsOf.bread![2],
      pinsOf.bread![1],
      pinsOf.bread![0],
      pinsOf.chairs![0],
    ]);
    expect(followedOnPage[0]!.recommendationReason).toMatchObject({
      reason: 'followed_user',
      reasonId: bobId,
    });
    const all = await wholeFeed(viewer);
    expect(all.map((p) => p.id).sort()).toEqual(
      [...pinsOf.lamps!, ...pinsOf.chairs!, ...pinsOf.bread!].sort(),
    );
    const chair = all.find((p) => p.id === pinsOf.chairs![0]);
    expect(chair!.recommendationReason).toMatchObject({
      reason: 'followed_interest',
      reasonId: interestId,
      label: 'Mid-century',
    });
    expect(chair!.pinJoin.visualAnnotation).toEqual(['Mid-century']);
    expect(all.find((p) => p.id === pinsOf.lamps![0])!.recommendationReason).toMatchObject({
      reason: 'followed_board',
      reasonId: board.lamps,
      label: 'Lamps',
    });
  });

  it('never shows pins from an unfollowed board, on any page, until it is followed again', async () => {
    await viewer.delete(`/v3/boards/${board.lamps}/follow/`);
    const ids = (await wholeFeed(viewer)).map((p) => p.id);
    for (const id of pinsOf.lamps!) expect(ids).not.toContain(id);
    expect(ids).toContain(pinsOf.chairs![3]);
    // Others still see them.
    expect((await wholeFeed(bob)).map((p) => p.id)).toContain(pinsOf.lamps![0]);
    const tune = data(await viewer.resource('FeedControlResource', 'get', {}));
    expect(tune.boards).toEqual([
      {
        board: expect.objectContaining({ id: board.lamps, name: 'Lamps' }),
        owner: 'alice',
        followed: false,
      },
    ]);
    expect(tune.users).toEqual([{ user: expect.objectContaining({ id: bobId }), followed: true }]);
    expect(tune.interests).toEqual([
      { interest: expect.objectContaining({ id: interestId, followedByMe: true }), followed: true },
    ]);
    await viewer.put(`/v3/boards/${board.lamps}/follow/`);
    expect((await wholeFeed(viewer)).map((p) => p.id)).toContain(pinsOf.lamps![1]);
  });

  it('leaves out unfollowed people and interests, and hidden pins', async () => {
    await viewer.resource('UserFollowResource', 'delete', { user_id: bobId });
    await viewer.resource('InterestFollowResource', 'delete', { interest_id: interestId });
    await viewer.resource('PinFeedbackResource', 'update', {
      pin_id: pinsOf.chairs![5],
      feedback_type: 1,
    });
    const ids = (await wholeFeed(viewer)).map((p) => p.id);
    for (const id of pinsOf.bread!) expect(ids).not.toContain(id);
    expect(ids).not.toContain(pinsOf.chairs![0]); // annotated with the unfollowed interest
    expect(ids).not.toContain(pinsOf.chairs![5]);
    expect(ids).toContain(pinsOf.chairs![1]);
    const tune = data(await viewer.resource('FeedControlResource', 'get', {}));
    expect(tune.hiddenPins.map((p: PinOut) => p.id)).toEqual([pinsOf.chairs![5]]);
    expect(tune.users[0].followed).toBe(false);
    // Following again brings them back.
    await viewer.resource('UserFollowResource', 'create', { user_id: bobId });
    expect((await wholeFeed(viewer)).map((p) => p.id)).toContain(pinsOf.bread![0]);
  });

  it('mixes in followed pins only within the freshness window', async () => {
    const old = `${idAt(Date.now() - 90 * 86_400_000).slice(0, 13)}000123`;
    const row = await t.db.db
      .selectFrom('pins')
      .selectAll()
      .where('id', '=', pinsOf.bread![0]!)
      .executeTakeFirstOrThrow();
    const { search: _search, ...copy } = row as typeof row & { search?: unknown };
    await t.db.db
      .insertInto('pins')
      .values({ ...copy, id: old, title: 'Old loaf', created_at: '2026-08-01T00:00:00.000Z' })
      .execute();
    const all = await wholeFeed(viewer);
    expect(all.find((p) => p.id === old)!.recommendationReason!.reason).toBe('popular');
    expect(all.find((p) => p.id === pinsOf.bread![1])!.recommendationReason!.reason).toBe(
      'followed_user',
    );
    await t.db.db.deleteFrom('pins').where('id', '=', old).execute();
  });

  it("a followed interest's pins go on over the following pages", async () => {
    // Seven chairs on an interest a new viewer follows (and nothing else): at most two followed
    // pins a page of three, so the interest's stream has to carry on past its cursor.
    const seating = '1700000000000000009';
    await t.db.db
      .insertInto('interests')
      .values({ id: seating, name: 'Seating', slug: 'seating', created_at: '2025-01-01' })
      .execute();
    const chairs = pinsOf.chairs!.slice(1);
    await t.db.db
      .insertInto('pin_interests')
      .values(chairs.map((pin_id) => ({ pin_id, interest_id: seating })))
      .execute();
    const fan = testClient(t.app);
    await fan.signup('seatfan');
    await fan.resource('InterestFollowResource', 'create', {
      interest_id: seating,
      interest_list: 'favorited',
    });
    const pages: PinOut[][] = [];
    let bookmark: string | null = null;
    do {
      const page = await feed(fan, { page_size: 3, ...(bookmark ? { bookmark } : {}) });
      pages.push(page.items);
      bookmark = page.bookmark;
    } while (bookmark);
    // The interests tests below count one interest.
    await t.db.db.deleteFrom('interest_follows').where('interest_id', '=', seating).execute();
    await t.db.db.deleteFrom('pin_interests').where('interest_id', '=', seating).execute();
    await t.db.db.deleteFrom('interests').where('id', '=', seating).execute();
    const fromInterest = pages
      .flat()
      .filter((p) => p.recommendationReason?.reason === 'followed_interest');
    expect(fromInterest.map((p) => p.id)).toEqual([...chairs].reverse());
    expect(fromInterest.every((p) => p.recommendationReason!.reasonId === seating)).toBe(true);
    expect(pages[1]!.some((p) => p.recommendationReason?.reason === 'followed_interest')).toBe(
      true,
    );
  });

  it('refuses a bad bookmark by starting over, and FeedControl needs a login', async () => {
    const page = await feed(viewer, { bookmark: 'garbage' });
    expect(page.items.length).toBeGreaterThan(0);
    expect((await testClient(t.app).resource('FeedControlResource', 'get', {})).status).toBe(401);
  });

  describe('related pins', () => {
    it('shares a board, an interest or a domain; never the pin itself or its saves', async () => {
      const saved = data(
        await viewer.resource('RepinResource', 'create', {
          pin_id: pinsOf.chairs![0],
          board_id: data(await viewer.resource('BoardResource', 'create', { name: 'Mine' })).id,
        }),
      ).id;
      const related = async (bookmark?: string) =>
        data(
          await viewer.resource('RelatedPinsResource', 'get', {
            pin_id: pinsOf.chairs![0],
            page_size: 4,
            ...(bookmark ? { bookmark } : {}),
          }),
        );
      const ids: string[] = [];
      let page = await related();
      ids.push(...page.items.map((p: PinOut) => p.id));
      while (page.bookmark) {
        page = await related(page.bookmark);
        ids.push(...page.items.map((p: PinOut) => p.id));
      }
      expect(ids.sort()).toEqual([...pinsOf.chairs!.slice(1), pinsOf.bread![2]!].sort());
      expect(ids).not.toContain(saved);
      // Same domain only: the lamps share lumen.example.
      const lamp = data(
        await viewer.resource('RelatedPinsResource', 'get', { pin_id: pinsOf.lamps![0] }),
      );
      expect(lamp.items.map((p: PinOut) => p.id).sort()).toEqual(pinsOf.lamps!.slice(1).sort());
      const missing = await viewer.resource('RelatedPinsResource', 'get', { pin_id: '42' });
      expect(missing.status).toBe(404);
    });

    it('does not reveal a secret pin to a stranger', async () => {
      const res = await viewer.resource('RelatedPinsResource', 'get', {
        pin_id: pinsOf.secret![0],
      });
      expect(res.status).toBe(404);
    });
  });

  describe('interests', () => {
    it('lists, gets, pages its pins and counts followers', async () => {
      const list = data(await viewer.resource('InterestsResource', 'get', {}));
      expect(list.items).toEqual([
        expect.objectContaining({
          id: interestId,
          name: 'Mid-century',
          url: `/ideas/mid-century/${interestId}/`,
          pinCount: 2,
        }),
      ]);
      const pins = data(
        await viewer.resource('InterestFeedResource', 'get', { interest_id: interestId }),
      );
      expect(pins.items.map((p: PinOut) => p.id)).toEqual([pinsOf.bread![2], pinsOf.chairs![0]]);
      const follow = data(
        await bob.resource('InterestFollowResource', 'create', { interest_id: interestId }),
      );
      expect(follow).toEqual({ interestId, followedByMe: true, followerCount: 1 });
      // Idempotent.
      await bob.resource('InterestFollowResource', 'create', { interest_id: interestId });
      expect(data(await bob.resource('InterestResource', 'get', { id: interestId }))).toMatchObject(
        {
          followerCount: 1,
          followedByMe: true,
        },
      );
      expect(
        data(await bob.resource('InterestFollowResource', 'delete', { interest_id: interestId })),
      ).toEqual({ interestId, followedByMe: false, followerCount: 0 });
    });

    it('gives each interest a cover from its pins on public boards, or none (issue 21)', async () => {
      const secretOnly = '1700000000000000002';
      await t.db.db
        .insertInto('interests')
        .values({ id: secretOnly, name: 'Stash', slug: 'stash', created_at: '2025-01-01' })
        .execute();
      await t.db.db
        .insertInto('pin_interests')
        .values({ pin_id: pinsOf.secret![0]!, interest_id: secretOnly })
        .execute();
      try {
        const list = data(await viewer.resource('InterestsResource', 'get', {}));
        const byId = new Map(list.items.map((i: { id: string }) => [i.id, i]));
        expect(byId.get(interestId)).toMatchObject({
          coverImageUrl: expect.stringMatching(/^\/media\/236x\/.+\.jpg$/),
        });
        // Its only pin is on a secret board: no picture of it leaks.
        expect(byId.get(secretOnly)).toMatchObject({ coverImageUrl: null, pinCount: 0 });
        expect(
          data(await viewer.resource('InterestResource', 'get', { id: interestId })).coverImageUrl,
        ).toMatch(/^\/media\/236x\//);
      } finally {
        await t.db.db.deleteFrom('pin_interests').where('interest_id', '=', secretOnly).execute();
        await t.db.db.deleteFrom('interests').where('id', '=', secretOnly).execute();
      }
    });

    it('answers 404 for an unknown interest and 400 for a wrong list', async () => {
      expect((await viewer.resource('InterestResource', 'get', { id: '5' })).status).toBe(404);
      const wrong = await viewer.resource('InterestFollowResource', 'create', {
        interest_id: interestId,
        interest_list: 'liked',
      });
      expect(wrong.status).toBe(400);
      const anon = await testClient(t.app).resource('InterestFollowResource', 'create', {
        interest_id: interestId,
      });
      expect(anon.status).toBe(401);
    });
  });

  describe('search content types', () => {
    it('finds pins by board name and annotation, and follows a board rename', async () => {
      const search = async (query: string) =>
        data(await viewer.resource('SearchPinsResource', 'get', { query })).items.map(
          (p: PinOut) => p.id,
        );
      // Equally relevant: the one saved (by the related-pins test) ranks first.
      expect(await search('mid-century')).toEqual([pinsOf.chairs![0], pinsOf.bread![2]]);
      expect((await search('chairs')).length).toBe(8);
      await alice.resource('BoardResource', 'update', { board_id: board.chairs, name: 'Seating' });
      expect(await search('chairs')).toEqual([]);
      expect((await search('seating')).length).toBe(8);
    });

    it('searches boards (3) and people (4), and takes scopes by name or code', async () => {
      const boards = data(await viewer.resource('SearchBoardsResource', 'get', { query: 'bre' }));
      expect(boards.items.map((b: { id: string }) => b.id)).toEqual([board.bread]);
      const secret = data(await viewer.resource('SearchBoardsResource', 'get', { query: 'stash' }));
      expect(secret.items).toEqual([]);
      const people = data(await viewer.resource('SearchUsersResource', 'get', { query: 'BO' }));
      expect(people.items.map((u: { username: string }) => u.username)).toEqual(['bob']);
      for (const scope of ['buyable_pins', 1, 'videos', 2])
        expect(
          data(await viewer.resource('SearchPinsResource', 'get', { query: 'loaf', scope })).items,
        ).toEqual([]);
      expect(
        data(await viewer.resource('SearchPinsResource', 'get', { query: 'loaf', scope: 0 })).items,
      ).toHaveLength(3);
      // A loaf with a video: the videos scope (2) finds it, and only it.
      await t.db.db
        .updateTable('pins')
        .set({
          media: JSON.stringify({
            video: { key: 'video/aa/bb/x.webm', width: 474, height: 474, durationMs: 4000 },
          }),
        })
        .where('id', '=', pinsOf.bread![1]!)
        .execute();
      for (const scope of ['videos', 2])
        expect(
          data(
            await viewer.resource('SearchPinsResource', 'get', { query: 'loaf', scope }),
          ).items.map((p: PinOut) => p.id),
        ).toEqual([pinsOf.bread![1]]);
      const bad = await viewer.resource('SearchPinsResource', 'get', { query: 'loaf', scope: 3 });
      expect(bad.status).toBe(400);
      expect(bad.json.resource_response.error.message).toMatch(
        /Search boards with SearchBoardsResource/,
      );
    });
  });
});
