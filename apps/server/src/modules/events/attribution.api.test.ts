import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

describeEngines('GET /attribution_source/ (§7)', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: TestClient;
  let ad: string;
  let plain: string;
  const url = (q: Record<string, string>) => `/attribution_source/?${new URLSearchParams(q)}`;
  const click = (id: string) => ({
    source_event_id: id,
    destination: '["https://shop.example/x"]',
    expiry: '604800',
    priority: '2',
    source_event_type: 'click',
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = testClient(t.app);
    await owner.signup('adam');
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    const sig = data(
      await owner.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    const board = data(await owner.resource('BoardResource', 'create', { name: 'Ads' })).id;
    const pin = async () =>
      data(await owner.resource('PinResource', 'create', { board_id: board, image_signature: sig }))
        .id as string;
    ad = await pin();
    plain = await pin();
    await t.db.db.updateTable('pins').set({ is_promoted: 1 }).where('id', '=', ad).execute();
  });
  afterAll(() => t.close());

  it('registers a promoted pin as a source for a browser that asks, with its expiry and priority', async () => {
    const visitor = testClient(t.app);
    const res = await visitor.get(url(click(ad)), {
      'attribution-reporting-eligible': 'event-source',
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(String(res.headers['attribution-reporting-register-source']))).toEqual({
      source_event_id: ad,
      destination: ['https://shop.example'],
      expiry: '604800',
      priority: '2',
    });
    // A browser without the API: answered, nothing registered.
    const plainBrowser = await visitor.get(url(click(ad)));
    expect(plainBrowser.headers['attribution-reporting-register-source']).toBeUndefined();
    expect(data(plainBrowser)).toEqual({ registered: false, source_event_type: 'click' });
  });

  it('registers nothing without marketing consent, signed out or in; registers once it is given', async () => {
    const eligible = { 'attribution-reporting-eligible': 'event-source' };
    const german = { ...eligible, 'accept-language': 'de-DE,de;q=0.9' };
    const header = 'attribution-reporting-register-source';
    // Asked (Germany) and not yet chosen: nothing optional, so no source.
    const visitor = testClient(t.app);
    const before = await visitor.get(url(click(ad)), german);
    expect(before.status).toBe(200);
    expect(before.headers[header]).toBeUndefined();
    expect(data(before)).toEqual({ registered: false, source_event_type: 'click' });
    const choose = (c: TestClient, marketing: boolean) =>
      c.resource('UserSettingsResource', 'update', {
        allow_analytic_cookies: true,
        allow_marketing_cookies: marketing,
        allow_personalization_cookies: true,
        surface_tag: 'consent_modal',
      });
    await choose(visitor, false);
    expect((await visitor.get(url(click(ad)), german)).headers[header]).toBeUndefined();
    await choose(visitor, true);
    expect((await visitor.get(url(click(ad)), german)).headers[header]).toBeDefined();
    // Signed in, marketing turned off in settings: not even outside the places the law covers.
    const member = testClient(t.app);
    await member.signup('marta');
    await choose(member, false);
    const off = await member.get(url(click(ad)), eligible);
    expect(off.headers[header]).toBeUndefined();
    expect(data(off)).toMatchObject({ registered: false });
  });

  it("carries an ad's campaign on the pin (campaignId), for its attribution calls; none on other pins", async () => {
    await t.db.db
      .updateTable('pins')
      .set({ campaign_id: '1700000000000004141' })
      .where('id', 'in', [ad, plain])
      .execute();
    const get = async (id: string) => data(await owner.resource('PinResource', 'get', { id }));
    expect((await get(ad)).campaignId).toBe('1700000000000004141');
    // Only an ad has a campaign: the column on another pin means nothing.
    expect((await get(plain)).campaignId).toBeNull();
    const res = await owner.get(url({ ...click(ad), campaign_id: '1700000000000004141' }));
    expect(res.status).toBe(200);
  });

  it('a pin that is no ad, or no pin, is 404', async () => {
    expect((await owner.get(url(click(plain)))).status).toBe(404);
    expect((await owner.get(url(click('123456789')))).status).toBe(404);
  });

  it.each([
    [{ expiry: '1' }, /expiry is 86400/],
    [{ priority: '9' }, /priority is 1/],
    [{ source_event_type: 'hover' }, /click or view/],
    [{ destination: 'https://shop.example' }, /JSON list/],
    [{ destination: '["javascript:alert(1)"]' }, /JSON list/],
    [{ source_event_id: 'abc' }, /numeric id/],
    [{ extra: '1' }, /extra|nrecognized/],
  ])('refuses a bad query %j with 400', async (change, message) => {
    const res = await owner.get(url({ ...click(ad), ...change }));
    expect(res.status).toBe(400);
    expect(res.json.resource_response.error.message).toMatch(message);
  });
});
