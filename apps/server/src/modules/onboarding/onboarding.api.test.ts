import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

// Onboarding (issue 16, spec §9 NUX steps): country and language, interests, use case, a first
// board; answers stored; the home feed follows the interests at once; done once.
describeEngines('onboarding', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let interestId: string;
  let interestPins: string[];
  /** Pins about an interest each use case looks for, older than all the others. */
  let woodPins: string[];
  let giftPins: string[];
  const interest = async (id: string, name: string, pinIds: string[]) => {
    await t.db.db
      .insertInto('interests')
      .values({ id, name, slug: name.toLowerCase(), created_at: new Date().toISOString() })
      .execute();
    if (pinIds.length)
      await t.db.db
        .insertInto('pin_interests')
        .values(pinIds.map((pin_id) => ({ pin_id, interest_id: id })))
        .execute();
  };
  beforeAll(async () => {
    t = await createTestApp(engine, { JOBS_POLL_MS: '50' });
    // Someone else's pins: twelve new ones, the oldest three about one interest.
    const alice = testClient(t.app);
    await alice.signup('alice');
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    const sig = dataOf(
      await alice.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    const board = dataOf(await alice.resource('BoardResource', 'create', { name: 'Things' })).id;
    const pin = async (title: string) =>
      dataOf(
        await alice.resource('PinResource', 'create', {
          board_id: board,
          image_signature: sig,
          title,
        }),
      ).id as string;
    giftPins = [await pin('Gift 0'), await pin('Gift 1')];
    woodPins = [await pin('Wood 0'), await pin('Wood 1'), await pin('Wood 2')];
    const pins: string[] = [];
    for (let i = 0; i < 12; i++) pins.push(await pin(`Pin ${i}`));
    interestId = '1700000000000000077';
    await t.db.db
      .insertInto('interests')
      .values({
        id: interestId,
        name: 'Pottery',
        slug: 'pottery',
        created_at: new Date().toISOString(),
      })
      .execute();
    interestPins = pins.slice(0, 3);
    await t.db.db
      .insertInto('pin_interests')
      .values(interestPins.map((pin_id) => ({ pin_id, interest_id: interestId })))
      .execute();
    // What "Find ideas for a project" and "Discover things to buy" look for (use-case-topics.ts).
    await interest('1700000000000000078', 'Woodworking', woodPins);
    await interest('1700000000000000079', 'Gifts', giftPins);
  });
  afterAll(() => t.close());

  const get = async (c: TestClient) => dataOf(await c.resource('OnboardingResource', 'get', {}));
  const update = (c: TestClient, o: object) => c.resource('OnboardingResource', 'update', o);

  it('stores each answer, and the home feed brings the followed interest first at once', async () => {
    const c = testClient(t.app);
    await c.signup('nova');
    expect(await get(c)).toEqual({ done: false, country: 'US', locale: 'en-US', useCase: null });
    expect(dataOf(await update(c, { country: 'DE', locale: 'de-DE' }))).toMatchObject({
      country: 'DE',
      locale: 'de-DE',
    });
    await c.resource('InterestFollowResource', 'create', { interest_id: interestId });
    expect(dataOf(await update(c, { use_case: 'projects' })).useCase).toBe('projects');
    expect((await c.resource('BoardResource', 'create', { name: 'My first board' })).status).toBe(
      200,
    );
    expect(dataOf(await update(c, { finish: true }))).toEqual({
      done: true,
      country: 'DE',
      locale: 'de-DE',
      useCase: 'projects',
    });
    const v = dataOf(await c.resource('UserSessionResource', 'get', {})).viewer;
    expect(v).toMatchObject({ country: 'DE', locale: 'de-DE', boardCount: 1 });
    // The interest's pins are the oldest of twelve, yet they are on the first page of five,
    // each saying why; without the follow, that page has none of them.
    type P = { id: string; recommendationReason: { reason: string; label: string } | null };
    const page = async (who: TestClient) =>
      dataOf(await who.resource('UserHomefeedResource', 'get', { page_size: 5 })).items as P[];
    const mine = await page(c);
    const about = mine.filter((p) => interestPins.includes(p.id));
    expect(about).toHaveLength(3);
    for (const p of about)
      expect(p.recommendationReason).toMatchObject({
        reason: 'followed_interest',
        label: 'Pottery',
      });
    const other = testClient(t.app);
    await other.signup('nofollow');
    expect((await page(other)).filter((p) => interestPins.includes(p.id))).toEqual([]);
  });

  it('finishing twice welcomes once; skipping every step is finishing', async () => {
    const c = testClient(t.app);
    const { viewer } = await c.signup('skip');
    await update(c, { finish: true });
    await update(c, { finish: true });
    expect((await get(c)).done).toBe(true);
    const welcomes = () =>
      t.db.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('user_id', '=', viewer.id)
        .where('template', '=', 'welcome')
        .execute();
    expect(await welcomes()).toHaveLength(1);
  });

  it('refuses countries and languages not on the list, by field', async () => {
    const c = testClient(t.app);
    await c.signup('badin');
    for (const [o, field] of [
      [{ country: 'XX' }, 'country'],
      [{ country: 'EU' }, 'country'],
      [{ country: 'de' }, 'country'],
      [{ locale: 'xx-YY' }, 'locale'],
      [{ use_case: 'spying' }, 'use_case'],
      [{ finish: false }, 'finish'],
      [{ admin: true }, 'admin'],
    ] as const) {
      const res = await update(c, o);
      expect(res.status, JSON.stringify(o)).toBe(400);
      expect(res.json.resource_response.error.errors[0].field).toBe(field);
    }
    expect((await update(c, { country: 'XX' })).json.resource_response.error.message).toMatch(
      /Choose a country/,
    );
    expect((await testClient(t.app).resource('OnboardingResource', 'get', {})).status).toBe(401);
  });

  type Reasoned = { id: string; recommendationReason: { reason: string; label: string } | null };
  const firstPage = async (c: TestClient) =>
    dataOf(await c.resource('UserHomefeedResource', 'get', { page_size: 5 })).items as Reasoned[];
  const among = (items: Reasoned[], ids: string[]) => items.filter((p) => ids.includes(p.id));

  it('with no interests followed, the use case leads the first feed, and a new answer changes it at once', async () => {
    const c = testClient(t.app);
    await c.signup('maker');
    // No answer: the newest popular pins; the use cases' pins are the oldest of seventeen.
    const before = await firstPage(c);
    expect(among(before, [...woodPins, ...giftPins])).toEqual([]);

    await update(c, { use_case: 'projects' });
    const projects = await firstPage(c);
    const wood = among(projects, woodPins);
    expect(wood.map((p) => p.id).sort()).toEqual([...woodPins].sort());
    for (const p of wood)
      expect(p.recommendationReason).toEqual({
        reason: 'use_case',
        reasonId: '1700000000000000078',
        board: null,
        label: 'Woodworking',
      });
    // Three of the first five, though the oldest; nothing of the other answer's.
    expect(among(projects, giftPins)).toEqual([]);

    await update(c, { use_case: 'shop' });
    const shop = await firstPage(c);
    expect(among(shop, woodPins)).toEqual([]);
    expect(
      among(shop, giftPins)
        .map((p) => p.id)
        .sort(),
    ).toEqual([...giftPins].sort());
    expect(among(shop, giftPins)[0]!.recommendationReason).toMatchObject({
      reason: 'use_case',
      label: 'Gifts',
    });
    // useCaseFeed answers the same way.
    const feed = dataOf(
      await c.resource('FeedResource', 'get', { feed_type: 'useCaseFeed', page_size: 10 }),
    ).items as { id: string }[];
    expect(feed.map((p) => p.id).sort()).toEqual([...giftPins].sort());
  });

  it('once the person follows an interest, it leads and the use case steps back', async () => {
    const c = testClient(t.app);
    await c.signup('settled');
    await update(c, { use_case: 'projects' });
    expect(among(await firstPage(c), woodPins)).toHaveLength(3);
    await c.resource('InterestFollowResource', 'create', { interest_id: interestId });
    const page = await firstPage(c);
    expect(among(page, woodPins)).toEqual([]);
    expect(among(page, interestPins)).toHaveLength(3);
  });

  it('an interest the person unfollowed from their feed is not brought back by the use case', async () => {
    const c = testClient(t.app);
    await c.signup('picky');
    await update(c, { use_case: 'projects' });
    expect(among(await firstPage(c), woodPins)).toHaveLength(3);
    // Following and unfollowing Woodworking records that they want none of it in the feed.
    await c.resource('InterestFollowResource', 'create', { interest_id: '1700000000000000078' });
    await c.resource('InterestFollowResource', 'delete', { interest_id: '1700000000000000078' });
    expect(among(await firstPage(c), woodPins)).toEqual([]);
  });
});
