import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf, testClient, type TestClient } from '../../../test/client.ts';

const GERMAN = { 'accept-language': 'de-DE,de;q=0.9' };
const ALL = {
  allow_analytic_cookies: true,
  allow_marketing_cookies: true,
  allow_personalization_cookies: true,
};
const NONE = {
  allow_analytic_cookies: false,
  allow_marketing_cookies: false,
  allow_personalization_cookies: false,
};

/** The session as a browser with these headers sees it. */
const sessionOf = async (c: TestClient, headers: Record<string, string> = {}) =>
  dataOf(
    await c.get(`/resource/UserSessionResource/get/?data=%7B%22options%22%3A%7B%7D%7D`, headers),
  );

const choose = (c: TestClient, choice: object, surface_tag = 'banner_accept_all') =>
  c.request('POST', '/resource/UserSettingsResource/update/', {
    options: { ...choice, surface_tag },
  });

// Issue 13, MC §3 "User settings (cookies)", §4 "Cookie consent", §7 UserSettingsResource.
describeEngines('cookie consent', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('asks a visitor from Germany and sets nothing optional before they choose', async () => {
    const c = testClient(t.app);
    const session = await sessionOf(c, GERMAN);
    expect(session.cookieConsent).toEqual({ required: true, decided: false, ...NONE });
    expect(c.cookie('tack_consent')).toBeUndefined();
  });

  it('does not ask a visitor from the US, where everything is on until turned off', async () => {
    const c = testClient(t.app);
    expect((await sessionOf(c, { 'accept-language': 'en-US' })).cookieConsent).toEqual({
      required: false,
      decided: false,
      ...ALL,
    });
  });

  it('keeps a signed-out choice in a first-party cookie, read back on the next request', async () => {
    const c = testClient(t.app);
    await sessionOf(c, GERMAN);
    const res = await choose(c, { ...NONE, allow_analytic_cookies: true }, 'consent_modal');
    expect(res.status, res.body).toBe(200);
    expect(dataOf(res)).toMatchObject({ decided: true, allow_analytic_cookies: true });
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] as string[]);
    const line = setCookie.find((l) => l.startsWith('tack_consent='))!;
    expect(line).toMatch(/^tack_consent=v1\.100\.\d+;/);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Max-Age=31536000/);
    expect((await sessionOf(c, GERMAN)).cookieConsent).toEqual({
      required: true,
      decided: true,
      ...NONE,
      allow_analytic_cookies: true,
    });
    expect(dataOf(await c.resource('UserSettingsResource', 'get', {}))).toMatchObject({
      decided: true,
      allow_analytic_cookies: true,
      allow_marketing_cookies: false,
    });
  });

  it('merges the signed-out choice into the account at signup and at login, then drops the cookie', async () => {
    const c = testClient(t.app);
    await choose(c, NONE, 'banner_reject_all');
    expect(c.cookie('tack_consent')).toMatch(/^v1\.000\./);
    await c.signup('mergesignup');
    expect(c.cookie('tack_consent')).toBeUndefined();
    // Another browser of the same account sees the choice: it is the account's now.
    const other = testClient(t.app);
    await other.resource('UserSessionResource', 'create', {
      email: 'mergesignup@example.com',
      password: 'correct horse battery',
    });
    expect((await sessionOf(other, GERMAN)).cookieConsent).toEqual({
      required: true,
      decided: true,
      ...NONE,
    });

    // A login in a browser that chose while signed out: the newer choice wins.
    const laptop = testClient(t.app);
    await choose(laptop, ALL);
    const login = await laptop.resource('UserSessionResource', 'create', {
      email: 'mergesignup@example.com',
      password: 'correct horse battery',
    });
    expect(dataOf(login).cookieConsent).toMatchObject({ decided: true, ...ALL });
    expect(laptop.cookie('tack_consent')).toBeUndefined();
    expect((await sessionOf(other)).cookieConsent).toMatchObject(ALL);
  });

  it('keeps a newer account choice over an older browser cookie', async () => {
    const c = testClient(t.app);
    await c.signup('newer');
    await choose(c, ALL, 'settings');
    await c.resource('UserSessionResource', 'delete', {});
    // A choice this browser made long ago (2001), before the account's.
    c.setCookie('tack_consent', 'v1.000.1000000000000');
    const login = await c.resource('UserSessionResource', 'create', {
      email: 'newer@example.com',
      password: 'correct horse battery',
    });
    expect(dataOf(login).cookieConsent).toMatchObject({ decided: true, ...ALL });
    const stored = await t.db.db
      .selectFrom('cookie_consents as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.surface_tag', 'c.allow_marketing'])
      .where('u.username', '=', 'newer')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ surface_tag: 'settings', allow_marketing: 1 });
  });

  it("asks a signed-in person by their account's country too, and stores their choice", async () => {
    const c = testClient(t.app);
    const me = await c.signup('lisbon');
    expect(me.cookieConsent.required).toBe(false);
    await c.resource('UserAccountResource', 'update', { country: 'PT' });
    expect((await sessionOf(c)).cookieConsent).toEqual({
      required: true,
      decided: false,
      ...NONE,
    });
    await choose(c, { ...NONE, allow_personalization_cookies: true }, 'consent_modal');
    expect((await sessionOf(c)).cookieConsent).toMatchObject({
      decided: true,
      allow_personalization_cookies: true,
      allow_analytic_cookies: false,
    });
    expect(c.cookie('tack_consent')).toBeUndefined();
  });

  it('refuses bad choices in words, field by field', async () => {
    const c = testClient(t.app);
    const bad = await choose(c, { ...ALL, allow_marketing_cookies: 'maybe' }, 'sidebar');
    expect(bad.status).toBe(400);
    const fields = bad.json.resource_response.error.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['allow_marketing_cookies', 'surface_tag']));
    const missing = await c.request('POST', '/resource/UserSettingsResource/update/', {
      options: { surface_tag: 'settings' },
    });
    expect(missing.status).toBe(400);
    // A forged cookie is no choice at all.
    c.setCookie('tack_consent', 'v1.111.notanumber');
    expect((await sessionOf(c, GERMAN)).cookieConsent.decided).toBe(false);
  });
});

describeEngines('cookie consent: CONSENT_REQUIRED', (engine) => {
  let always: Awaited<ReturnType<typeof createTestApp>>;
  let never: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    always = await createTestApp(engine, { CONSENT_REQUIRED: 'always' });
    never = await createTestApp(engine, { CONSENT_REQUIRED: 'never' });
  });
  afterAll(async () => {
    await always.close();
    await never.close();
  });

  it('always: asks everyone; never: asks nobody', async () => {
    expect(
      (await sessionOf(testClient(always.app), { 'accept-language': 'en-US' })).cookieConsent,
    ).toEqual({ required: true, decided: false, ...NONE });
    expect((await sessionOf(testClient(never.app), GERMAN)).cookieConsent).toEqual({
      required: false,
      decided: false,
      ...ALL,
    });
  });
});
