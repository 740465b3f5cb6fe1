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
    const pins: string[] = [];
    for (let i = 0; i < 12; i++)
      pins.push(
        dataOf(
          await alice.resource('PinResource', 'create', {
            board_id: board,
            image_signature: sig,
            title: `Pin ${i}`,
          }),
        ).id,
      );
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
});
