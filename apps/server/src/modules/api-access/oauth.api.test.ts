import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { dataOf, testClient, type TestClient } from '../../../test/client.ts';
import { referenceValidator, type ReferenceCheck } from '../../../test/pinterest-reference.ts';

/**
 * OAuth 2.0 as Pinterest does it, with PKCE: an app registered in settings, the consent (the
 * signed-in person's answer), the code at the app's redirect URI, the token endpoint with HTTP
 * Basic, refresh, revocation; and what must never work.
 */
const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};
const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
const REDIRECT = 'http://127.0.0.1:8765/callback';

let reference: ReferenceCheck;
beforeAll(async () => {
  reference = await referenceValidator();
});

describeEngines('OAuth for the v5 API', (engine) => {
  let t: TestApp;
  let owner: TestClient;
  let person: TestClient;
  let app: { clientId: string; clientSecret: string; id: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = testClient(t.app);
    person = testClient(t.app);
    await owner.signup('maker');
    await person.signup('sally');
    const made = await owner.resource('ApiAppResource', 'create', {
      name: 'Scheduler',
      redirect_uris: [REDIRECT],
    });
    expect(made.status).toBe(200);
    app = dataOf(made);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const ask = (extra: Record<string, unknown> = {}, challenge = pkce().challenge) => ({
    client_id: app.clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'boards:read,pins:read,user_accounts:read',
    state: 'xyz-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });

  async function codeFor(c: TestClient, challenge: string, extra: Record<string, unknown> = {}) {
    const res = await c.resource('OAuthConsentResource', 'create', {
      ...ask(extra, challenge),
      allow: true,
    });
    expect(res.status).toBe(200);
    const url = new URL(dataOf(res).redirect);
    expect(`${url.origin}${url.pathname}`).toBe(REDIRECT);
    expect(url.searchParams.get('state')).toBe(extra.state ?? 'xyz-1');
    return url.searchParams.get('code')!;
  }

  async function token(form: Record<string, string>, auth = basic(app.clientId, app.clientSecret)) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v5/oauth/token',
      headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    const json = JSON.parse(res.body);
    expect(reference.problems('oauth/token', res.statusCode, json)).toEqual([]);
    return { status: res.statusCode, json, headers: res.headers };
  }
  const api = (accessToken: string, url = '/v5/user_account') =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${accessToken}` } });
  const revoke = (tokenText: string, auth = basic(app.clientId, app.clientSecret)) =>
    t.app.inject({
      method: 'POST',
      url: '/v5/oauth/token/revoke',
      headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: tokenText }).toString(),
    });

  it('consent, code, token with the PKCE verifier, a call, refresh, revoke', async () => {
    const screen = await person.resource('OAuthConsentResource', 'get', ask());
    expect(dataOf(screen)).toEqual({
      appName: 'Scheduler',
      ownerUsername: 'maker',
      redirectUri: REDIRECT,
      scopes: [
        { scope: 'user_accounts:read', description: 'See your user accounts and followers' },
        {
          scope: 'boards:read',
          description: 'See your public boards, including group boards you join',
        },
        { scope: 'pins:read', description: 'See your public Pins' },
      ],
    });
    const { verifier, challenge } = pkce();
    const code = await codeFor(person, challenge);
    const got = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    expect(got.status).toBe(200);
    expect(got.headers['cache-control']).toBe('no-store');
    expect(got.json).toMatchObject({
      token_type: 'bearer',
      scope: 'user_accounts:read,boards:read,pins:read',
      response_type: 'authorization_code',
      expires_in: 30 * 86400,
      refresh_token_expires_in: 60 * 86400,
    });
    const me = await api(got.json.access_token);
    expect(JSON.parse(me.body).username).toBe('sally');

    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: got.json.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.response_type).toBe('refresh_token');
    expect(refreshed.json.refresh_token).not.toBe(got.json.refresh_token);
    // Rotation: the grant was replaced, so its old tokens stopped with it.
    expect((await api(got.json.access_token)).statusCode).toBe(401);
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: got.json.refresh_token })).status,
    ).toBe(400);
    expect((await api(refreshed.json.access_token)).statusCode).toBe(200);

    const revoked = await revoke(refreshed.json.access_token);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body).toBe('');
    expect((await api(refreshed.json.access_token)).statusCode).toBe(401);
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: refreshed.json.refresh_token }))
        .status,
    ).toBe(400);
  });

  it('a code works once, with its verifier, its app, its redirect URI and the app secret', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(person, challenge);
    const form = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT };
    expect((await token({ ...form, code_verifier: pkce().verifier })).json.error).toBe(
      'invalid_grant',
    );
    expect((await token(form)).status).toBe(400);
    expect(
      (await token({ ...form, code_verifier: verifier }, basic(app.clientId, 'tack_cs_wrong')))
        .status,
    ).toBe(401);
    expect(
      (await token({ ...form, code_verifier: verifier, redirect_uri: 'https://evil.example/cb' }))
        .status,
    ).toBe(400);
    // A code is spent by its first good exchange: a second one finds nothing.
    const fresh = pkce();
    const again = await codeFor(person, fresh.challenge);
    const ok = await token({ ...form, code: again, code_verifier: fresh.verifier });
    expect(ok.status).toBe(200);
    expect((await token({ ...form, code: again, code_verifier: fresh.verifier })).json.error).toBe(
      'invalid_grant',
    );
  });

  it('an app that sends no PKCE challenge still gets a code it must redeem with its secret', async () => {
    const res = await person.resource('OAuthConsentResource', 'create', {
      ...ask({ code_challenge: undefined, code_challenge_method: undefined }),
      allow: true,
    });
    const code = new URL(dataOf(res).redirect).searchParams.get('code')!;
    const got = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT });
    expect(got.status).toBe(200);
  });

  it('a denial goes back to the app as access_denied; problems before the redirect URI is known stay on the page', async () => {
    const denied = await person.resource('OAuthConsentResource', 'create', {
      ...ask(),
      allow: false,
    });
    const url = new URL(dataOf(denied).redirect);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('state')).toBe('xyz-1');
    expect(url.searchParams.get('code')).toBeNull();
    for (const [bad, field] of [
      [{ client_id: '999' }, 'client_id'],
      [{ redirect_uri: 'https://evil.example/cb' }, 'redirect_uri'],
      [{ response_type: 'token' }, 'response_type'],
      [{ scope: 'boards:admin' }, 'scope'],
      [{ scope: 'ads:read' }, 'scope'],
      [{ code_challenge_method: 'plain' }, 'code_challenge_method'],
    ] as const) {
      const res = await person.resource('OAuthConsentResource', 'get', ask(bad));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.json.resource_response.error.field).toBe(field);
    }
    // Pinterest scopes Tack has nothing for are left out, not refused.
    const mixed = await person.resource(
      'OAuthConsentResource',
      'get',
      ask({ scope: 'ads:read,pins:read' }),
    );
    expect(dataOf(mixed).scopes.map((s: { scope: string }) => s.scope)).toEqual(['pins:read']);
    // Signed out, there is no one to consent.
    expect((await testClient(t.app).resource('OAuthConsentResource', 'get', ask())).status).toBe(
      401,
    );
  });

  it('another app cannot revoke this one’s tokens; a bad client is 401', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(person, challenge);
    const got = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    const other = dataOf(
      await person.resource('ApiAppResource', 'create', {
        name: 'Other',
        redirect_uris: [REDIRECT],
      }),
    );
    expect(
      (await revoke(got.json.access_token, basic(other.clientId, other.clientSecret))).statusCode,
    ).toBe(200);
    expect((await api(got.json.access_token)).statusCode).toBe(200);
    expect(
      (await revoke(got.json.access_token, basic(app.clientId, 'tack_cs_nope'))).statusCode,
    ).toBe(401);
    // Deleting the app ends every grant it holds.
    expect((await owner.resource('ApiAppResource', 'delete', { app_id: app.id })).status).toBe(200);
    expect((await api(got.json.access_token)).statusCode).toBe(401);
    app = dataOf(
      await owner.resource('ApiAppResource', 'create', {
        name: 'Scheduler',
        redirect_uris: [REDIRECT],
      }),
    );
  });

  it('stores only hashes of secrets, tokens and codes', async () => {
    const { verifier, challenge } = pkce();
    const code = await codeFor(person, challenge);
    const stored = JSON.stringify(await t.db.db.selectFrom('api_codes').selectAll().execute());
    expect(stored).not.toContain(code);
    const got = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    });
    const pat = dataOf(
      await person.resource('PersonalTokenResource', 'create', {
        name: 'cli',
        scopes: ['pins:read'],
      }),
    );
    const rows = JSON.stringify([
      await t.db.db.selectFrom('api_grants').selectAll().execute(),
      await t.db.db.selectFrom('api_apps').selectAll().execute(),
    ]);
    for (const secret of [
      got.json.access_token,
      got.json.refresh_token,
      pat.token,
      app.clientSecret,
    ])
      expect(rows).not.toContain(secret);
    expect(rows).toContain(createHash('sha256').update(pat.token).digest('hex'));
  });
});
