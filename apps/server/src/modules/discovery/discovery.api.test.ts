// The discovery pages of the route table (issue 14, MC §2.1): /videos/ and /shopping/ (pins by
// kind, everyone's or an interest's), /topics (interests A to Z), the shopping spotlight by slug,
// and /today with its pages, ranked by what people did in the last days.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

const ids = (page: { items: { id: string }[] }) => page.items.map((p) => p.id);

describeEngines('discovery pages: videos, shopping, topics, today', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let alice: TestClient;
  let bob: TestClient;
  let carol: TestClient;
  let sig: string;
  const pin: Record<string, string> = {};
  const interest = { baking: '1700000000000000001', lamps: '1700000000000000002' };

  const pinOn = async (boardId: string, title: string, extra: object = {}) => {
    const res = await alice.resource('PinResource', 'create', {
      board_id: boardId,
      image_signature: sig,
      title,
      ...extra,
    });
    expect(res.status, res.body).toBe(200);
    return data(res).id as string;
  };
  const saveAs = async (who: TestClient, pinId: string) => {
    const board = data(await who.resource('BoardResource', 'create', { name: `Saves ${pinId}` }));
    expect(
      (await who.resource('RepinResource', 'create', { pin_id: pinId, board_id: board.id })).status,
    ).toBe(200);
  };
  const get = async (who: TestClient, name: string, options: object) => {
    const res = await who.resource(name, 'get', options);
    expect(res.status, res.body).toBe(200);
    return data(res);
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    alice = testClient(t.app);
    bob = testClient(t.app);
    carol = testClient(t.app);
    await alice.signup('alice');
    await bob.signup('bob');
    await carol.signup('carol');
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    sig = data(
      await alice.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    const open = data(await alice.resource('BoardResource', 'create', { name: 'Kitchen' })).id;
    const secret = data(await alice.resource('BoardResource', 'create', { name: 'Stash' })).id;
    await alice.resource('BoardResource', 'update', { board_id: secret, privacy: 'secret' });
    pin.video = await pinOn(open, 'Kneading video');
    pin.secretVideo = await pinOn(secret, 'Secret video');
    pin.product = await pinOn(open, 'Bread tin', {
      product: { price: '12', currency: 'EUR', availability: 'InStock', merchant: 'Tins' },
    });
    pin.plain = await pinOn(open, 'Sourdough');
    pin.old = await pinOn(open, 'Old loaf');
    const video = JSON.stringify({
      video: { key: 'video/aa/bb/x.webm', width: 474, height: 474, durationMs: 4000 },
    });
    await t.db.db
      .updateTable('pins')
      .set({ media: video })
      .where('id', 'in', [pin.video, pin.secretVideo])
      .execute();
    await t.db.db
      .insertInto('interests')
      .values([
        { id: interest.baking, name: 'Baking', slug: 'baking', created_at: '2025-01-01' },
        { id: interest.lamps, name: 'Lamps', slug: 'lamps', created_at: '2025-01-01' },
      ])
      .execute();
    await t.db.db
      .insertInto('pin_interests')
      .values(
        ['video', 'secretVideo', 'product', 'plain', 'old'].map((k) => ({
          pin_id: pin[k]!,
          interest_id: interest.baking,
        })),
      )
      .execute();
    // Activity: two saves of the sourdough, one of the tin; opens of the video; the secret video
    // opened most of all (by its owner); the old loaf saved ten days ago, outside the window.
    await saveAs(bob, pin.plain);
    await saveAs(carol, pin.plain);
    await saveAs(bob, pin.product);
    const today = new Date().toISOString().slice(0, 10);
    await t.db.db
      .insertInto('pin_daily_stats')
      .values([
        { pin_id: pin.video, day: today, pin_clicks: 4, outbound_clicks: 1, impressions: 40 },
        {
          pin_id: pin.secretVideo,
          day: today,
          pin_clicks: 50,
          outbound_clicks: 0,
          impressions: 90,
        },
      ])
      .execute();
    await saveAs(carol, pin.old);
    await t.db.db
      .updateTable('saves')
      .set({ created_at: new Date(Date.now() - 10 * 86_400_000).toISOString() })
      .where('pin_id', '=', pin.old)
      .execute();
  });
  afterAll(() => t?.close());

  it('lists video pins, everyone’s or an interest’s, never a secret one of someone else', async () => {
    expect(ids(await get(bob, 'PinKindFeedResource', { pin_kind: 'video' }))).toEqual([pin.video]);
    expect(
      ids(
        await get(bob, 'PinKindFeedResource', { pin_kind: 'video', interest_id: interest.baking }),
      ),
    ).toEqual([pin.video]);
    // Its owner sees both.
    expect(ids(await get(alice, 'PinKindFeedResource', { pin_kind: 'video' }))).toEqual([
      pin.secretVideo,
      pin.video,
    ]);
    expect(
      ids(
        await get(bob, 'PinKindFeedResource', { pin_kind: 'video', interest_id: interest.lamps }),
      ),
    ).toEqual([]);
  });

  it('lists product pins (saves of them are not listed again)', async () => {
    expect(ids(await get(bob, 'PinKindFeedResource', { pin_kind: 'product' }))).toEqual([
      pin.product,
    ]);
  });

  it('answers 404 for a missing category and 400 for an unknown kind', async () => {
    const missing = await bob.resource('PinKindFeedResource', 'get', {
      pin_kind: 'video',
      interest_id: '1234567890123456789',
    });
    expect(missing.status).toBe(404);
    const bad = await bob.resource('PinKindFeedResource', 'get', { pin_kind: 'gif' });
    expect(bad.status).toBe(400);
    expect(bad.json.resource_response.error.message).toMatch(/pin_kind is one of video, product/);
  });

  it('lists only the interests with a pin of the kind, and all of them A to Z', async () => {
    const names = (page: { items: { name: string }[] }) => page.items.map((i) => i.name);
    expect(names(await get(bob, 'InterestsResource', { pin_kind: 'video' }))).toEqual(['Baking']);
    expect(names(await get(bob, 'InterestsResource', { order: 'name' }))).toEqual([
      'Baking',
      'Lamps',
    ]);
  });

  it('finds an interest by its slug (the shopping spotlight), and refuses id and slug at once', async () => {
    expect((await get(bob, 'InterestResource', { slug: 'Baking' })).id).toBe(interest.baking);
    expect((await bob.resource('InterestResource', 'get', { slug: 'nope' })).status).toBe(404);
    const both = await bob.resource('InterestResource', 'get', {
      id: interest.baking,
      slug: 'baking',
    });
    expect(both.status).toBe(400);
  });

  it('ranks the last days: best by saves, popular by opens, shop by products', async () => {
    expect(ids(await get(bob, 'TodayPinsResource', { list: 'best' }))).toEqual([
      pin.plain,
      pin.product,
    ]);
    expect(ids(await get(bob, 'TodayPinsResource', { list: 'popular' }))).toEqual([pin.video]);
    // The owner of the secret video sees it lead, as it does for her.
    expect(ids(await get(alice, 'TodayPinsResource', { list: 'popular' }))).toEqual([
      pin.secretVideo,
      pin.video,
    ]);
    expect(ids(await get(bob, 'TodayPinsResource', { list: 'shop' }))).toEqual([pin.product]);
    const paged = await get(bob, 'TodayPinsResource', { list: 'best', page_size: 1 });
    expect(ids(paged)).toEqual([pin.plain]);
    expect(
      ids(await get(bob, 'TodayPinsResource', { list: 'best', bookmark: paged.bookmark })),
    ).toEqual([pin.product]);
  });

  it("makes the day's stories from the interests people were into, with their pins", async () => {
    const day = await get(bob, 'TodayResource', {});
    expect(day.date).toBe(new Date().toISOString().slice(0, 10));
    expect(day.windowDays).toBe(7);
    expect(day.stories).toHaveLength(1);
    const [story] = day.stories;
    expect(story.interest).toMatchObject({ id: interest.baking, name: 'Baking' });
    expect(story.articleUrl).toBe(`/today/article/${interest.baking}/`);
    // Sourdough 2 saves (6), the video 5 opens (5), the tin 1 save (3); the secret video is
    // not bob's to see, and the old loaf's saves are outside the window.
    expect(story.pins.map((p: { id: string }) => p.id)).toEqual([
      pin.plain,
      pin.video,
      pin.product,
    ]);
    expect({ saves: story.saves, clicks: story.clicks }).toEqual({ saves: 3, clicks: 5 });
  });

  it('opens a story by its interest, the lead story without one, and none for a quiet interest', async () => {
    const lead = await get(bob, 'TodayArticleResource', {});
    expect(lead.story.interest.id).toBe(interest.baking);
    const baking = await get(bob, 'TodayArticleResource', { interest_id: interest.baking });
    expect(baking.story.pins).toHaveLength(3);
    expect((await get(bob, 'TodayArticleResource', { interest_id: interest.lamps })).story).toBe(
      null,
    );
    const missing = await bob.resource('TodayArticleResource', 'get', {
      interest_id: '1234567890123456789',
    });
    expect(missing.status).toBe(404);
  });
});
