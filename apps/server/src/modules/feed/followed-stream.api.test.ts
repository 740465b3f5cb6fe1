import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import {
  dataOf as data,
  testClient,
  wholeHomeFeed,
  type TestClient,
} from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { idAt } from '../../lib/ids.ts';

type FeedPin = { id: string; recommendationReason: { reason: string } };

// The followed stream's edges (home-feed.ts): each followed kind reads a bounded list of its
// sources' newest pins, and the saves' topics only look as far back as the others fill a page.
describeEngines('home feed: the followed stream', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let maker: TestClient;
  let viewer: TestClient;
  let board: string;
  let pin: (who: TestClient, boardId: string, title: string) => Promise<string>;
  const chairs: string[] = [];
  let topicPin: string;

  /** The followed (not popular) pins of a viewer's whole feed, a few pins a page. */
  const followedPins = async (who: TestClient, pageSize: number) =>
    (await wholeHomeFeed<FeedPin>(who, pageSize)).filter(
      (p) => p.recommendationReason.reason !== 'popular',
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    maker = testClient(t.app);
    const other = testClient(t.app);
    viewer = testClient(t.app);
    await maker.signup('maker');
    await other.signup('other');
    await viewer.signup('viewer');
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    const sig = data(
      await maker.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    board = data(await maker.resource('BoardResource', 'create', { name: 'Chairs' })).id;
    const otherBoard = data(await other.resource('BoardResource', 'create', { name: 'Pots' })).id;
    pin = async (who: TestClient, boardId: string, title: string) =>
      data(
        await who.resource('PinResource', 'create', {
          board_id: boardId,
          image_signature: sig,
          title,
        }),
      ).id as string;
    const pot = await pin(other, otherBoard, 'Pot');
    for (let i = 0; i < 8; i++) chairs.push(await pin(maker, board, `Chair ${i}`));
    // Someone else's pot, made between the two newest chairs: its id says so.
    topicPin = (BigInt(chairs[6]!) + 1n).toString();
    expect(topicPin < chairs[7]!).toBe(true);
    await t.db.db.updateTable('pins').set({ id: topicPin }).where('id', '=', pot).execute();
    await t.db.db
      .insertInto('interests')
      .values({
        id: '1700000000000000007',
        name: 'Pottery',
        slug: 'pottery',
        created_at: '2025-01-01',
      })
      .execute();
    await t.db.db
      .insertInto('pin_interests')
      .values({ pin_id: topicPin, interest_id: '1700000000000000007' })
      .execute();
    // The viewer follows the chairs' board and saves the pot: their saves now say pottery.
    await viewer.put(`/v3/boards/${board}/follow/`);
    expect((await viewer.resource('RepinResource', 'create', { pin_id: topicPin })).status).toBe(
      200,
    );
  });
  afterAll(() => t?.close());

  it('a topic pin newer than the page the followed board fills comes on that page', async () => {
    const followed = await followedPins(viewer, 3);
    expect(followed.map((p) => p.id)).toEqual([
      chairs[7],
      topicPin,
      ...chairs.slice(0, 7).reverse(),
    ]);
    expect(followed[1]!.recommendationReason.reason).toBe('saved_interest');
  });

  it('reads further candidates when hidden pins leave a page short', async () => {
    // Page size 1: two pins a query, eight candidates. Two more chairs, and the eight newest
    // hidden: the first candidates all fail the filters, the two oldest chairs come after them.
    for (let i = 8; i < 10; i++) chairs.push(await pin(maker, board, `Chair ${i}`));
    const hider = testClient(t.app);
    await hider.signup('hider');
    await hider.put(`/v3/boards/${board}/follow/`);
    for (const id of chairs.slice(2))
      await hider.resource('PinFeedbackResource', 'update', { pin_id: id, feedback_type: 1 });
    const followed = await followedPins(hider, 1);
    expect(followed.map((p) => p.id)).toEqual([chairs[1], chairs[0]]);
    expect(followed.every((p) => p.recommendationReason.reason === 'followed_board')).toBe(true);
  });

  /** A new viewer who saved the pot: pottery is their saves' topic. */
  const potteryFan = async (name: string) => {
    const fan = testClient(t.app);
    await fan.signup(name);
    expect((await fan.resource('RepinResource', 'create', { pin_id: topicPin })).status).toBe(200);
    return fan;
  };

  /** Ten fresh pots on pottery by a new potter, the eight newest hidden by `fan`; oldest first. */
  const potsHiddenFrom = async (fan: TestClient, potterName: string) => {
    const potter = testClient(t.app);
    await potter.signup(potterName);
    const kiln = data(await potter.resource('BoardResource', 'create', { name: 'Kiln' })).id;
    const pots: string[] = [];
    for (let i = 0; i < 10; i++) pots.push(await pin(potter, kiln, `Pot ${i}`));
    await t.db.db
      .insertInto('pin_interests')
      .values(pots.map((id) => ({ pin_id: id, interest_id: '1700000000000000007' })))
      .execute();
    for (const id of pots.slice(2))
      await fan.resource('PinFeedbackResource', 'update', { pin_id: id, feedback_type: 1 });
    return pots;
  };

  it("reads further of the saves' topics when hidden pins leave a page short", async () => {
    // A viewer who follows nothing and saved the pot: pottery is their saves' topic. Ten fresh
    // pots on it, the eight newest hidden; page size 1 reads eight candidates at a time.
    const fan = await potteryFan('fan');
    const pots = await potsHiddenFrom(fan, 'potter2');
    const topical = (await followedPins(fan, 1)).map((p) => p.id);
    expect(topical).toEqual(expect.arrayContaining([pots[1], pots[0]]));
    expect(topical.filter((id) => pots.slice(2).includes(id))).toEqual([]);
  });

  it("reads further of the saves' topics above the followed pins' floor too", async () => {
    // A viewer who follows a board of two pins and saved the pot: the board fills a page of
    // page size 1 (two pins a query), so the saves' topics look only above its older pin, and
    // read their candidate list beside their query. Ten pots newer than both, the eight newest
    // hidden: the first eight candidates fail, the two oldest pots come after them.
    const fan = await potteryFan('fan2');
    const keeper = testClient(t.app);
    await keeper.signup('keeper');
    const shelf = data(await keeper.resource('BoardResource', 'create', { name: 'Shelf' })).id;
    const kept = [await pin(keeper, shelf, 'Vase 0'), await pin(keeper, shelf, 'Vase 1')];
    await fan.put(`/v3/boards/${shelf}/follow/`);
    const pots = await potsHiddenFrom(fan, 'potter3');
    const followed = (await followedPins(fan, 1)).map((p) => p.id);
    // Newest first: the two visible pots (newer than the board's pins), then the board's.
    expect(followed.slice(0, 4)).toEqual([pots[1], pots[0], kept[1], kept[0]]);
    expect(followed.filter((id) => pots.slice(2).includes(id))).toEqual([]);
  });

  it("a fresh save of an old pin brings its original's topic, and hiding the original hides it", async () => {
    // An old pot (years before the freshness window) on the viewer's topic, saved today by
    // someone else: the save has no topic of its own, its original has.
    const potter = testClient(t.app);
    await potter.signup('potter');
    const shelf = data(await potter.resource('BoardResource', 'create', { name: 'Shelf' })).id;
    const made = await pin(potter, shelf, 'Old pot');
    const old = idAt(Date.UTC(2020, 0, 1));
    await t.db.db.updateTable('pins').set({ id: old }).where('id', '=', made).execute();
    await t.db.db
      .insertInto('pin_interests')
      .values({ pin_id: old, interest_id: '1700000000000000007' })
      .execute();
    const saver = testClient(t.app);
    await saver.signup('saver');
    const copy = data(await saver.resource('RepinResource', 'create', { pin_id: old })).id;
    const topical = (await followedPins(viewer, 25)).filter(
      (p) => p.recommendationReason.reason === 'saved_interest',
    );
    expect(topical.map((p) => p.id)).toContain(copy);
    // Hidden from the home feed: the original, and with it every save of it.
    await viewer.resource('PinFeedbackResource', 'update', { pin_id: old, feedback_type: 1 });
    const home = (await wholeHomeFeed<FeedPin>(viewer, 25)).map((p) => p.id);
    expect(home).not.toContain(copy);
    expect(home).toContain(topicPin);
  });
});
