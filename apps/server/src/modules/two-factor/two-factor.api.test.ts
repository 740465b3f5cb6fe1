import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf, testClient, type TestClient } from '../../../test/client.ts';
import { verifySecondFactor } from './index.ts';

const PASSWORD = 'correct horse battery';

/** The code an authenticator app shows for `secret`, `offset` steps from now. */
const codeFor = (secret: string, offset = 0) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp: Date.now() + offset * 30_000 });

// Issue 16, settings: two-factor sign-in with TOTP. Enrol by scanning and confirming a code;
// ten single-use recovery codes shown once and stored hashed; login in two steps; replayed and
// wrong codes refused, wrong ones limited; off only with the password and a code.
describeEngines('two-factor sign-in', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(engine, { LOGIN_RATE_LIMIT: '50' });
  });
  afterAll(() => t.close());

  /** Signs up `username` and turns two-factor on; answers the secret and recovery codes. */
  async function enrolled(username: string) {
    const c = testClient(t.app);
    const { viewer } = await c.signup(username);
    const setup = dataOf(await c.resource('TwoFactorEnrollResource', 'create', {}));
    const enrolCode = codeFor(setup.secret);
    const confirmed = await c.resource('TwoFactorEnrollResource', 'update', { code: enrolCode });
    expect(confirmed.status, confirmed.body).toBe(200);
    return {
      c,
      id: viewer.id as string,
      secret: setup.secret as string,
      codes: dataOf(confirmed).recoveryCodes as string[],
      enrolCode,
    };
  }
  const password = async (username: string) => {
    const c = testClient(t.app);
    const res = await c.resource('UserSessionResource', 'create', {
      email: `${username}@example.com`,
      password: PASSWORD,
    });
    return { c, res };
  };
  const finish = (c: TestClient, code: string) =>
    c.resource('TwoFactorLoginResource', 'create', { code });
  const signedIn = async (c: TestClient) =>
    dataOf(await c.resource('UserSessionResource', 'get', {})).isAuthenticated as boolean;
  /** Lets the next code of the same step through (as if 30 seconds had passed). */
  const forgetLastStep = (id: string) =>
    t.db.db.updateTable('two_factor').set({ last_step: null }).where('user_id', '=', id).execute();

  it('enrols by scanning a QR code and confirming a code; answers ten recovery codes once', async () => {
    const c = testClient(t.app);
    await c.signup('tfa');
    expect(dataOf(await c.resource('TwoFactorResource', 'get', {}))).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const setup = dataOf(await c.resource('TwoFactorEnrollResource', 'create', {}));
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toBe(
      `otpauth://totp/Tack:tfa?issuer=Tack&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const svg = Buffer.from(setup.qrCode.replace('data:image/svg+xml;base64,', ''), 'base64');
    expect(svg.toString()).toMatch(/^<svg[^>]*>.*<path/s);
    // Not on until a code from the app is confirmed.
    expect(dataOf(await c.resource('TwoFactorResource', 'get', {})).enabled).toBe(false);
    const wrong = await c.resource('TwoFactorEnrollResource', 'update', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.resource_response.error.field).toBe('code');
    const notDigits = await c.resource('TwoFactorEnrollResource', 'update', { code: 'abc' });
    expect(notDigits.json.resource_response.error.errors).toEqual([
      { field: 'code', message: 'Enter the 6-digit code from your app' },
    ]);
    const ok = await c.resource('TwoFactorEnrollResource', 'update', {
      code: codeFor(setup.secret),
    });
    expect(ok.status, ok.body).toBe(200);
    const codes: string[] = dataOf(ok).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    // Stored hashed: no code appears in the table.
    const stored = await t.db.db.selectFrom('recovery_codes').selectAll().execute();
    const text = JSON.stringify(stored);
    for (const code of codes) expect(text).not.toContain(code.replace(/-/g, ''));
    expect(dataOf(await c.resource('TwoFactorResource', 'get', {}))).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // Already on: no second enrolment.
    expect((await c.resource('TwoFactorEnrollResource', 'create', {})).status).toBe(409);
  });

  it('makes login two steps: the password gives no session, a code finishes it', async () => {
    const { secret, id } = await enrolled('two_step');
    await forgetLastStep(id);
    const { c, res } = await password('two_step');
    expect(res.status).toBe(200);
    expect(dataOf(res)).toMatchObject({
      isAuthenticated: false,
      userId: null,
      viewer: null,
      twoFactorRequired: true,
    });
    expect(c.cookie('tack_session')).toBeUndefined();
    expect(String(res.headers['set-cookie'])).toMatch(/tack_2fa=[^;]+;.*Max-Age=300;.*HttpOnly/i);
    expect(await signedIn(c)).toBe(false);
    const wrong = await finish(c, '123456');
    expect(wrong.status).toBe(400);
    expect(wrong.json.resource_response.error.errors).toEqual([
      {
        field: 'code',
        message: "That code didn't work. Check your app (or a recovery code) and try again.",
      },
    ]);
    const done = await finish(c, codeFor(secret));
    expect(done.status, done.body).toBe(200);
    expect(dataOf(done)).toMatchObject({ isAuthenticated: true, viewer: { username: 'two_step' } });
    expect(await signedIn(c)).toBe(true);
    expect(c.cookie('tack_2fa')).toBeUndefined();
    // The challenge is used up.
    expect((await finish(c, codeFor(secret))).status).toBe(400);
  });

  it('refuses the same code twice (a replay), even for a new login', async () => {
    const { secret, enrolCode } = await enrolled('replay');
    const first = await password('replay');
    // The code that confirmed enrolment: its step is used.
    const replayed = await finish(first.c, enrolCode);
    expect(replayed.status).toBe(400);
    expect(replayed.json.resource_response.error.message).toBe(
      'That code was already used. Wait for your app to show a new one and enter that.',
    );
    // The next step's code works once.
    const next = codeFor(secret, 1);
    expect((await finish(first.c, next)).status).toBe(200);
    const second = await password('replay');
    expect((await finish(second.c, next)).status).toBe(400);
    expect(await signedIn(second.c)).toBe(false);
  });

  it('takes a recovery code once, in any case and spacing', async () => {
    const { codes } = await enrolled('recover');
    const a = await password('recover');
    const typed = ` ${codes[0]!.toUpperCase().replace(/-/g, ' ')} `;
    expect((await finish(a.c, typed)).status).toBe(200);
    const b = await password('recover');
    expect((await finish(b.c, codes[0]!)).status).toBe(400);
    expect((await finish(b.c, codes[1]!)).status).toBe(200);
    expect(dataOf(await b.c.resource('TwoFactorResource', 'get', {})).recoveryCodesLeft).toBe(8);
  });

  it('limits wrong codes: the fifth in 15 minutes locks the account, even for a right code', async () => {
    const { secret, id } = await enrolled('limited');
    const { c } = await password('limited');
    const statuses: number[] = [];
    for (const code of ['111111', '222222', '333333', '444444'])
      statuses.push((await finish(c, code)).status);
    expect(statuses).toEqual([400, 400, 400, 400]);
    const fifth = await finish(c, '555555');
    expect(fifth.status).toBe(429);
    expect(fifth.json.resource_response.error.message).toBe(
      'Too many wrong codes. Try again in 15 minutes.',
    );
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(800);
    // A fresh password step does not reset it; a right code is not even checked.
    const again = await password('limited');
    await forgetLastStep(id);
    expect((await finish(again.c, codeFor(secret))).status).toBe(429);
    expect(await signedIn(again.c)).toBe(false);
    // The window passes.
    await t.db.db
      .updateTable('two_factor')
      .set({ failed_since: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where('user_id', '=', id)
      .execute();
    expect((await finish(again.c, codeFor(secret))).status).toBe(200);
  });

  it('ends a login that waited too long, or has no challenge', async () => {
    const { secret, id } = await enrolled('slow');
    const { c } = await password('slow');
    await t.db.db
      .updateTable('login_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', id)
      .execute();
    await forgetLastStep(id);
    const late = await finish(c, codeFor(secret));
    expect(late.status).toBe(400);
    expect(late.json.resource_response.error).toMatchObject({
      code: 'challenge_expired',
      message: 'Your sign-in timed out or was interrupted. Enter your email and password again.',
    });
    expect((await finish(testClient(t.app), codeFor(secret))).status).toBe(400);
    expect(await signedIn(c)).toBe(false);
  });

  it('turns off only with the password and a code', async () => {
    const { c, secret, id } = await enrolled('off');
    await forgetLastStep(id);
    const noPassword = await c.resource('TwoFactorResource', 'delete', {
      password: 'wrong one!',
      code: codeFor(secret),
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.json.resource_response.error.errors).toEqual([
      { field: 'password', message: 'That password is incorrect' },
    ]);
    const noCode = await c.resource('TwoFactorResource', 'delete', {
      password: PASSWORD,
      code: '000000',
    });
    expect(noCode.status).toBe(400);
    expect(noCode.json.resource_response.error.field).toBe('code');
    const off = await c.resource('TwoFactorResource', 'delete', {
      password: PASSWORD,
      code: codeFor(secret),
    });
    expect(off.status, off.body).toBe(200);
    expect(dataOf(off)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect(
      await t.db.db.selectFrom('recovery_codes').where('user_id', '=', id).selectAll().execute(),
    ).toEqual([]);
    // Login is one step again.
    expect(dataOf((await password('off')).res).isAuthenticated).toBe(true);
  });

  it('makes new recovery codes for a code; the old ones stop working', async () => {
    const { c, secret, id, codes } = await enrolled('regen');
    await forgetLastStep(id);
    const res = await c.resource('RecoveryCodesResource', 'create', { code: codeFor(secret) });
    expect(res.status, res.body).toBe(200);
    const fresh: string[] = dataOf(res).recoveryCodes;
    expect(fresh).toHaveLength(10);
    const login = await password('regen');
    expect((await finish(login.c, codes[0]!)).status).toBe(400);
    expect((await finish(login.c, fresh[0]!)).status).toBe(200);
  });

  it('exports the check for other features: verifySecondFactor(ctx, userId, code)', async () => {
    const { id, secret, codes } = await enrolled('exported');
    const ctx = { db: t.db.db };
    await expect(verifySecondFactor(ctx, id, codeFor(secret, 1))).resolves.toBe('totp');
    await expect(verifySecondFactor(ctx, id, codes[3]!)).resolves.toBe('recovery');
    await expect(verifySecondFactor(ctx, id, codes[3]!)).rejects.toMatchObject({
      status: 400,
      field: 'code',
    });
    const plain = testClient(t.app);
    const { viewer } = await plain.signup('no_tfa');
    await expect(verifySecondFactor(ctx, viewer.id, '123456')).rejects.toMatchObject({
      status: 400,
      code: 'two_factor_off',
    });
  });
});
