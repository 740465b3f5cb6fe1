import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
type FeedPin = {
  id: string;
  isPromoted: boolean;
  promoterName: string | null;
  pinPromotionId?: string;
  campaignId?: string;
  advertiserId?: string;
  isQuickPromotable: boolean;
  promotedIsRemovable: boolean;
};

// Issue 14, advertisers (PC §1, §3, §4; MC §6): quick promote turns a business profile's pin into
// a campaign; the home feed carries it to the campaign's audience (interests, countries, with
// marketing consent) labelled promoted with its promotion's ids, and to nobody else.
describeEngines('campaigns and promoted pins', (engine) => {
  let t: TestApp;
  let shop: { c: TestClient; id: string };
  let pinId = '';
  let campaignId = '';
  const interest = '1700000000000000042';
  const ok = async (res: Promise<{ status: number; body: string; json: unknown }>) => {
    const r = await res;
    expect(r.status, r.body).toBe(200);
    return data(r as never);
  };
  const person = async (name: string) => {
    const c = testClient(t.app);
    return { c, id: (await c.signup(name)).viewer.id as string };
  };
  const consent = (c: TestClient, marketing: boolean) =>
    ok(
      c.resource('UserSettingsResource', 'update', {
        allow_analytic_cookies: false,
        allow_marketing_cookies: marketing,
        allow_personalization_cookies: true,
        surface_tag: 'settings',
      }),
    );
  const feed = async (c: TestClient): Promise<FeedPin[]> =>
    (await ok(c.resource('UserHomefeedResource', 'get', {}))).items;
  const campaignOn = (c: TestClient, over: Record<string, unknown> = {}) =>
    c.resource('CampaignResource', 'create', {
      pin_id: pinId,
      name: 'Spring lamps',
      budget_cents: 5000,
      start_date: day(0),
      end_date: day(7),
      interests: [interest],
      countries: ['FR'],
      ...over,
    });

  beforeAll(async () => {
    t = await createTestApp(engine);
    shop = await person('lampshop');
    await ok(shop.c.resource('BusinessConvertResource', 'create', {}));
    const form = multipart('image', 'a.png', await makePng(40, 60), 'image/png');
    const image = data(
      await shop.c.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    const board = await ok(shop.c.resource('BoardResource', 'create', { name: 'Catalogue' }));
    pinId = (
      await ok(
        shop.c.resource('PinResource', 'create', {
          board_id: board.id,
          image_signature: image,
          title: 'Brass lamp',
        }),
      )
    ).id;
    await t.db.db
      .insertInto('interests')
      .values({ id: interest, name: 'Lighting', slug: 'lighting', created_at: '2025-01-01' })
      .execute();
  });
  afterAll(() => t?.close());

  it('a business’s own original pin is quick-promotable for it, and for nobody else', async () => {
    const mine = await ok(shop.c.resource('PinResource', 'get', { id: pinId }));
    expect(mine.isQuickPromotable).toBe(true);
    const other = await person('browser1');
    expect(
      (await ok(other.c.resource('PinResource', 'get', { id: pinId }))).isQuickPromotable,
    ).toBe(false);
  });

  it('only a business promotes, only its own pins, with dates that make sense', async () => {
    const personal = await person('personal1');
    expect((await campaignOn(personal.c)).status).toBe(403);
    const noDates = await campaignOn(shop.c, { start_date: day(3), end_date: day(1) });
    expect(noDates.status).toBe(400);
    expect(noDates.json.resource_response.error.field).toBe('end_date');
    expect((await campaignOn(shop.c, { start_date: day(-2) })).status).toBe(400);
    expect((await campaignOn(shop.c, { interests: ['1700000000000000099'] })).status).toBe(400);
    expect((await campaignOn(shop.c, { countries: ['XX'] })).status).toBe(400);
    expect((await campaignOn(shop.c, { budget_cents: 10 })).status).toBe(400);
    // Someone else's pin is not theirs to promote: 404 as if it were missing.
    const biz2 = await person('otherbiz');
    await ok(biz2.c.resource('BusinessConvertResource', 'create', {}));
    expect((await campaignOn(biz2.c)).status).toBe(404);
  });

  it('the campaign puts the pin in a targeted person’s feed labelled promoted, and not in anyone else’s', async () => {
    const made = await ok(campaignOn(shop.c));
    campaignId = made.id;
    expect(made).toMatchObject({
      state: 'running',
      advertiserId: shop.id,
      countries: ['FR'],
      interests: [{ id: interest, name: 'Lighting' }],
    });
    expect((await campaignOn(shop.c)).status).toBe(409);
    expect((await ok(shop.c.resource('PinResource', 'get', { id: pinId }))).isQuickPromotable).toBe(
      false,
    );

    const target = await person('target1');
    await ok(target.c.resource('UserAccountResource', 'update', { country: 'FR' }));
    await ok(target.c.resource('InterestFollowResource', 'create', { interest_id: interest }));
    await consent(target.c, true);
    const ad = (await feed(target.c)).find((p) => p.id === pinId);
    expect(ad).toMatchObject({
      isPromoted: true,
      promoterName: 'Test', // the business's name: its full name (signup's first name)
      pinPromotionId: made.pinPromotionId,
      campaignId: made.id,
      advertiserId: shop.id,
      promotedIsRemovable: false,
    });

    // Wrong country, no interest, or no marketing consent: not in the feed at all.
    const elsewhere = await person('target2');
    await ok(elsewhere.c.resource('UserAccountResource', 'update', { country: 'DE' }));
    await ok(elsewhere.c.resource('InterestFollowResource', 'create', { interest_id: interest }));
    await consent(elsewhere.c, true);
    expect((await feed(elsewhere.c)).map((p) => p.id)).not.toContain(pinId);
    const uninterested = await person('target3');
    await ok(uninterested.c.resource('UserAccountResource', 'update', { country: 'FR' }));
    await consent(uninterested.c, true);
    expect((await feed(uninterested.c)).map((p) => p.id)).not.toContain(pinId);
    const noConsent = await person('target4');
    await ok(noConsent.c.resource('UserAccountResource', 'update', { country: 'FR' }));
    await ok(noConsent.c.resource('InterestFollowResource', 'create', { interest_id: interest }));
    await consent(noConsent.c, false);
    expect((await feed(noConsent.c)).map((p) => p.id)).not.toContain(pinId);
    expect((await feed(testClient(t.app))).map((p) => p.id)).not.toContain(pinId);
  });

  it('paused, stopped or ended campaigns stop promoting; a stopped one cannot restart', async () => {
    const target = await person('target5');
    await ok(target.c.resource('UserAccountResource', 'update', { country: 'FR' }));
    await ok(target.c.resource('InterestFollowResource', 'create', { interest_id: interest }));
    await consent(target.c, true);
    const promoted = async () => (await feed(target.c)).some((p) => p.id === pinId && p.isPromoted);
    expect(await promoted()).toBe(true);
    expect(
      (
        await ok(
          shop.c.resource('CampaignResource', 'update', { id: campaignId, status: 'paused' }),
        )
      ).state,
    ).toBe('paused');
    expect(await promoted()).toBe(false);
    await ok(shop.c.resource('CampaignResource', 'update', { id: campaignId, status: 'active' }));
    expect(await promoted()).toBe(true);
    await t.db.db
      .updateTable('campaigns')
      .set({ ends_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', campaignId)
      .execute();
    expect(await promoted()).toBe(false);
    const [listed] = await ok(shop.c.resource('CampaignsResource', 'get', {}));
    expect(listed.state).toBe('ended');
    expect(
      (await shop.c.resource('CampaignResource', 'update', { id: campaignId, status: 'active' }))
        .status,
    ).toBe(400);
    await ok(shop.c.resource('CampaignResource', 'update', { id: campaignId, status: 'stopped' }));
    expect(
      (await shop.c.resource('CampaignResource', 'update', { id: campaignId, status: 'paused' }))
        .status,
    ).toBe(400);
    // Another business cannot touch it.
    const rival = await person('rival1');
    await ok(rival.c.resource('BusinessConvertResource', 'create', {}));
    expect(
      (await rival.c.resource('CampaignResource', 'update', { id: campaignId, status: 'stopped' }))
        .status,
    ).toBe(404);
  });

  it('an audience of everyone reaches people without marketing consent; the advertiser’s own ad is removable, not savable', async () => {
    const fresh = await ok(campaignOn(shop.c, { interests: [], countries: [], name: 'Everyone' }));
    const someone = await person('target6');
    await consent(someone.c, false);
    expect((await feed(someone.c)).find((p) => p.id === pinId)?.campaignId).toBe(fresh.id);
    const own = (await feed(shop.c)).find((p) => p.id === pinId);
    expect(own).toMatchObject({ isPromoted: true, promotedIsRemovable: true });
  });

  it('a manager with MANAGE_ADS promotes as the business; one without it is refused', async () => {
    const invite = async (permissions: string[]) =>
      (
        await ok(
          shop.c.resource('BusinessInviteResource', 'create', { profile_id: shop.id, permissions }),
        )
      ).code;
    const ads = await person('adsmanager');
    await ok(
      ads.c.resource('BusinessInviteResource', 'update', { code: await invite(['MANAGE_ADS']) }),
    );
    const stats = await person('statsmanager');
    await ok(
      stats.c.resource('BusinessInviteResource', 'update', { code: await invite(['VIEW_STATS']) }),
    );
    expect(
      (await stats.c.resource('CampaignsResource', 'get', { orbac_subject_id: shop.id })).status,
    ).toBe(403);
    const list = await ok(
      ads.c.resource('CampaignsResource', 'get', { orbac_subject_id: shop.id }),
    );
    expect(list.length).toBe(2);
    const row = await t.db.db
      .selectFrom('campaigns')
      .select('created_by')
      .where('id', '=', list[0].id)
      .executeTakeFirstOrThrow();
    expect(row.created_by).toBe(shop.id);
  });
});
