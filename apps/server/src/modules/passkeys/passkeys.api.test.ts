import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf, testClient, type TestClient } from '../../../test/client.ts';
import { SoftAuthenticator } from '../../../test/soft-authenticator.ts';

const PASSWORD = 'correct horse battery';
const ORIGIN = 'https://tack.example';

const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

// Issue 16, settings: passkeys as a second option beside TOTP. Registered in Settings (named,
// listed, removed with the password); at login's second step a passkey's signed answer finishes
// the login instead of a code. Challenges are kept server-side, single use, bound to PUBLIC_URL.
describeEngines('passkeys', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(engine, { LOGIN_RATE_LIMIT: '50', PUBLIC_URL: ORIGIN });
  });
  afterAll(() => t.close());

  /** Signs up `username`, turns TOTP on; answers the client, the user id and the secret. */
  async function withTwoFactor(username: string) {
    const c = testClient(t.app);
    const { viewer } = await c.signup(username);
    const setup = dataOf(await c.resource('TwoFactorEnrollResource', 'create', {}));
    const ok = await c.resource('TwoFactorEnrollResource', 'update', {
      code: codeFor(setup.secret),
    });
    expect(ok.status, ok.body).toBe(200);
    return { c, id: viewer.id as string, secret: setup.secret as string };
  }
  async function register(c: TestClient, key: SoftAuthenticator, name = 'Laptop') {
    const options = dataOf(await c.resource('PasskeyRegistrationResource', 'create', {}));
    return c.resource('PasskeysResource', 'create', { name, response: key.register(options) });
  }
  const password = async (username: string) => {
    const c = testClient(t.app);
    const res = await c.resource('UserSessionResource', 'create', {
      email: `${username}@example.com`,
      password: PASSWORD,
    });
    expect(dataOf(res).twoFactorRequired).toBe(true);
    return c;
  };
  const loginOptions = (c: TestClient) => c.resource('PasskeyLoginOptionsResource', 'create', {});
  const loginWith = (c: TestClient, response: unknown) =>
    c.resource('PasskeyLoginResource', 'create', { response });
  const signedIn = async (c: TestClient) =>
    dataOf(await c.resource('UserSessionResource', 'get', {})).isAuthenticated as boolean;

  it('registers a named passkey bound to PUBLIC_URL, lists it, and finishes a login with it', async () => {
    const { c, id } = await withTwoFactor('pk_owner');
    const options = dataOf(await c.resource('PasskeyRegistrationResource', 'create', {}));
    expect(options.rp).toEqual({ name: 'Tack', id: 'tack.example' });
    expect(options.attestation).toBe('none');
    const key = new SoftAuthenticator(ORIGIN);
    const created = await c.resource('PasskeysResource', 'create', {
      name: '  Work laptop ',
      response: key.register(options),
    });
    expect(created.status, created.body).toBe(200);
    expect(dataOf(created)).toEqual([
      { id: key.id, name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    const row = await t.db.db
      .selectFrom('passkeys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(id);
    expect(row.transports).toBe('internal');
    // The registration challenge is used up.
    expect(
      await t.db.db
        .selectFrom('passkey_registrations')
        .selectAll()
        .where('user_id', '=', id)
        .execute(),
    ).toEqual([]);

    const login = await password('pk_owner');
    expect(await signedIn(login)).toBe(false);
    const request = dataOf(await loginOptions(login));
    expect(request.rpId).toBe('tack.example');
    expect(request.allowCredentials).toEqual([
      { id: key.id, type: 'public-key', transports: ['internal'] },
    ]);
    const done = await loginWith(login, key.assert(request));
    expect(done.status, done.body).toBe(200);
    expect(dataOf(done)).toMatchObject({ isAuthenticated: true, viewer: { username: 'pk_owner' } });
    expect(await signedIn(login)).toBe(true);
    expect(login.cookie('tack_2fa')).toBeUndefined();
    const used = dataOf(await login.resource('PasskeysResource', 'get', {}));
    expect(used[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('needs two-factor sign-in on first, and a name', async () => {
    const c = testClient(t.app);
    await c.signup('pk_no2fa');
    const res = await c.resource('PasskeyRegistrationResource', 'create', {});
    expect(res.status).toBe(400);
    expect(res.json.resource_response.error.message).toMatch(/Turn on two-factor sign-in/);

    const { c: on } = await withTwoFactor('pk_noname');
    const options = dataOf(await on.resource('PasskeyRegistrationResource', 'create', {}));
    const unnamed = await on.resource('PasskeysResource', 'create', {
      name: '  ',
      response: new SoftAuthenticator(ORIGIN).register(options),
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.json.resource_response.error.errors).toEqual([
      { field: 'name', message: 'Name this passkey, so you can tell it apart later' },
    ]);
  });

  it('refuses a registration for another origin, a replayed one, and one with no challenge', async () => {
    const { c } = await withTwoFactor('pk_refuse');
    // Made on another site (a phishing page): the origin and rpID do not match.
    const options = dataOf(await c.resource('PasskeyRegistrationResource', 'create', {}));
    const phished = await c.resource('PasskeysResource', 'create', {
      name: 'Phish',
      response: new SoftAuthenticator('https://tack.example.evil.test').register(options),
    });
    expect(phished.status).toBe(400);
    expect(phished.json.resource_response.error.code).toBe('passkey_refused');
    // That used the challenge up: the same options cannot be answered again.
    const late = await c.resource('PasskeysResource', 'create', {
      name: 'Late',
      response: new SoftAuthenticator(ORIGIN).register(options),
    });
    expect(late.status).toBe(400);
    expect(late.json.resource_response.error.code).toBe('registration_expired');
    // A challenge past its five minutes is refused.
    const fresh = dataOf(await c.resource('PasskeyRegistrationResource', 'create', {}));
    await t.db.db
      .updateTable('passkey_registrations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await c.resource('PasskeysResource', 'create', {
      name: 'Slow',
      response: new SoftAuthenticator(ORIGIN).register(fresh),
    });
    expect(expired.json.resource_response.error.code).toBe('registration_expired');
    expect(dataOf(await c.resource('PasskeysResource', 'get', {}))).toEqual([]);
  });

  it("refuses another account's passkey, a replayed assertion and a login without a challenge", async () => {
    const a = await withTwoFactor('pk_a');
    const keyA = new SoftAuthenticator(ORIGIN);
    expect((await register(a.c, keyA)).status).toBe(200);
    const b = await withTwoFactor('pk_b');
    const keyB = new SoftAuthenticator(ORIGIN);
    expect((await register(b.c, keyB)).status).toBe(200);

    // No login in progress: nothing to sign.
    const stranger = testClient(t.app);
    expect((await loginOptions(stranger)).json.resource_response.error.code).toBe(
      'challenge_expired',
    );

    const login = await password('pk_a');
    // Answering before asking for options: no passkey challenge yet.
    const early = await loginWith(login, keyA.assert({ challenge: 'AAAA' }));
    expect(early.status).toBe(400);
    // B's passkey cannot finish A's login.
    const wrongKey = await loginWith(login, keyB.assert(dataOf(await loginOptions(login))));
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.json.resource_response.error.code).toBe('passkey_refused');
    expect(await signedIn(login)).toBe(false);
    // A signed answer over an old challenge is refused (each options call makes a new one).
    const first = dataOf(await loginOptions(login));
    const stale = keyA.assert(first);
    const second = dataOf(await loginOptions(login));
    expect(second.challenge).not.toBe(first.challenge);
    expect((await loginWith(login, stale)).status).toBe(400);
    // The right one works once.
    const answer = keyA.assert(dataOf(await loginOptions(login)));
    expect((await loginWith(login, answer)).status).toBe(200);
    // Replayed on a new login (a new challenge), the recorded answer is refused.
    const again = await password('pk_a');
    await loginOptions(again);
    const replayed = await loginWith(again, answer);
    expect(replayed.json.resource_response.error.code).toBe('passkey_refused');
    expect(await signedIn(again)).toBe(false);
  });

  it('ends the login after five wrong answers', async () => {
    const a = await withTwoFactor('pk_five');
    const key = new SoftAuthenticator(ORIGIN);
    await register(a.c, key);
    const login = await password('pk_five');
    const other = new SoftAuthenticator(ORIGIN);
    for (let i = 0; i < 5; i++) {
      const res = await loginWith(login, other.assert(dataOf(await loginOptions(login))));
      expect(res.json.resource_response.error.code).toBe('passkey_refused');
    }
    const after = await loginOptions(login);
    expect(after.json.resource_response.error.code).toBe('challenge_expired');
  });

  it('says so when the account has no passkey', async () => {
    await withTwoFactor('pk_none');
    const login = await password('pk_none');
    const res = await loginOptions(login);
    expect(res.status).toBe(400);
    expect(res.json.resource_response.error.code).toBe('no_passkeys');
  });

  it("removes a passkey only with the password, only one's own; turning 2FA off removes them", async () => {
    const a = await withTwoFactor('pk_rm');
    const key = new SoftAuthenticator(ORIGIN);
    await register(a.c, key, 'Phone');
    const b = await withTwoFactor('pk_rm_other');
    const notYours = await b.c.resource('PasskeysResource', 'delete', {
      id: key.id,
      password: PASSWORD,
    });
    expect(notYours.status).toBe(404);
    const wrong = await a.c.resource('PasskeysResource', 'delete', {
      id: key.id,
      password: 'not it at all',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.resource_response.error.field).toBe('password');
    expect(dataOf(await a.c.resource('PasskeysResource', 'get', {}))).toHaveLength(1);
    const ok = await a.c.resource('PasskeysResource', 'delete', { id: key.id, password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(dataOf(ok)).toEqual([]);

    await register(a.c, new SoftAuthenticator(ORIGIN), 'Second');
    // Lets the next code of the same 30-second step through (the enrolment used it).
    await t.db.db
      .updateTable('two_factor')
      .set({ last_step: null })
      .where('user_id', '=', a.id)
      .execute();
    await a.c.resource('TwoFactorResource', 'delete', {
      password: PASSWORD,
      code: codeFor(a.secret),
    });
    expect(
      await t.db.db.selectFrom('passkeys').select('id').where('user_id', '=', a.id).execute(),
    ).toEqual([]);
  });
});
