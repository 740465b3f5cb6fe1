import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { ANONYMOUS_VIEWER_KEY } from '../experiences/experiences.service.ts';

type FeedPin = { id: string; recommendationReason: { reason: string; label: string | null } };

const choice = (c: TestClient, o: { a: boolean; m: boolean; p: boolean }) =>
  c.resource('UserSettingsResource', 'update', {
    allow_analytic_cookies: o.a,
    allow_marketing_cookies: o.m,
    allow_personalization_cookies: o.p,
    surface_tag: 'settings',
  });

// docs/privacy.md: what each setting changes, one test per setting.
describeEngines('cookie consent is enforced', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let maker: TestClient;
  let saver: TestClient;
  const pins: Record<string, string> = {};

  beforeAll(async () => {
    // Asked everywhere: before a choice nothing optional applies.
    t = await createTestApp(engine, { CONSENT_REQUIRED: 'always' });
    maker = testClient(t.app);
    saver = testClient(t.app);
    await maker.signup('maker');
    await saver.signup('saver');
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    const sig = data(
      await maker.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    const board = data(await maker.resource('BoardResource', 'create', { name: 'Ceramics' })).id;
    for (const key of ['saved', 'organic', 'promoted', 'unrelated'])
      pins[key] = data(
        await maker.resource('PinResource', 'create', {
          board_id: board,
          image_signature: sig,
          title: key,
        }),
      ).id;
    await t.db.db
      .updateTable('pins')
      .set({ is_promoted: 1 })
      .where('id', '=', pins.promoted!)
      .execute();
    await t.db.db
      .insertInto('interests')
      .values({
        id: '1700000000000000009',
        name: 'Pottery',
        slug: 'pottery',
        created_at: '2025-01-01',
      })
      .execute();
    await t.db.db
      .insertInto('pin_interests')
      .values(
        ['saved', 'organic', 'promoted'].map((k) => ({
          pin_id: pins[k]!,
          interest_id: '1700000000000000009',
        })),
      )
      .execute();
    // The saver saves one pottery pin: their saves now say they like pottery.
    await saver.resource('RepinResource', 'create', { pin_id: pins.saved });
  });
  afterAll(() => t.close());

  /** Why each pin is in the saver's home feed, by title key. */
  const reasons = async () => {
    const feed = data(await saver.resource('UserHomefeedResource', 'get', {})) as {
      items: FeedPin[];
    };
    const byId = new Map(feed.items.map((p) => [p.id, p.recommendationReason.reason]));
    return Object.fromEntries(Object.entries(pins).map(([k, id]) => [k, byId.get(id) ?? null]));
  };

  it('before a choice, and with everything refused, the feed uses only what they follow', async () => {
    expect(await reasons()).toMatchObject({ organic: 'popular', promoted: 'popular' });
    await choice(saver, { a: false, m: false, p: false });
    expect(await reasons()).toMatchObject({ organic: 'popular', promoted: 'popular' });
  });

  it('personalization: ordinary pins on the topics of their saves come for that reason', async () => {
    await choice(saver, { a: false, m: false, p: true });
    expect(await reasons()).toMatchObject({
      organic: 'saved_interest',
      // Promoted pins are not chosen by their saves without marketing consent.
      promoted: 'popular',
      unrelated: 'popular',
    });
  });

  it('marketing: promoted pins may be chosen by their saves, ordinary ones only with personalization', async () => {
    await choice(saver, { a: false, m: true, p: false });
    expect(await reasons()).toMatchObject({ organic: 'popular', promoted: 'saved_interest' });
    await choice(saver, { a: false, m: true, p: true });
    expect(await reasons()).toMatchObject({
      organic: 'saved_interest',
      promoted: 'saved_interest',
      unrelated: 'popular',
    });
  });

  it('analytics: events keep the viewer only with consent', async () => {
    const log = (c: TestClient, placed: string) =>
      c.resource('ExperienceEventsResource', 'create', {
        events: [{ event_type: 101, component: 'banner', placed_experience_id: placed }],
      });
    const keyOf = async (placed: string) =>
      (
        await t.db.db
          .selectFrom('experience_events')
          .select('viewer_key')
          .where('placed_experience_id', '=', placed)
          .executeTakeFirstOrThrow()
      ).viewer_key;

    // Signed out, before any choice (asked everywhere here): no identifier kept.
    const visitor = testClient(t.app);
    expect((await log(visitor, '11:1')).status).toBe(200);
    expect(await keyOf('11:1')).toBe(ANONYMOUS_VIEWER_KEY);
    await choice(visitor, { a: true, m: false, p: false });
    await log(visitor, '11:2');
    expect(await keyOf('11:2')).toMatch(/^v:[0-9a-f]{32}$/);

    await choice(saver, { a: false, m: true, p: true });
    await log(saver, '11:3');
    expect(await keyOf('11:3')).toBe(ANONYMOUS_VIEWER_KEY);
    await choice(saver, { a: true, m: true, p: true });
    await log(saver, '11:4');
    expect(await keyOf('11:4')).toMatch(/^\d+$/);
  });
});
