import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';

const PASSWORD = 'correct horse battery';

/** The code an authenticator app shows for `secret` now. */
const codeFor = (secret: string) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate();

// With two-factor sign-in on, leaving asks for the second factor too: a stolen session and a
// guessed password are not enough to delete or hide the account.
describeEngines('leaving with two-factor sign-in on', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { LOGIN_RATE_LIMIT: '50' });
  });
  afterAll(() => t?.close());

  async function enrolled(username: string) {
    const c = testClient(t.app);
    const id = (await c.signup(username)).viewer.id as string;
    const setup = data(await c.resource('TwoFactorEnrollResource', 'create', {}));
    const confirmed = await c.resource('TwoFactorEnrollResource', 'update', {
      code: codeFor(setup.secret),
    });
    expect(confirmed.status, confirmed.body).toBe(200);
    // The enrolment used this step's code: let the next one through as if 30 s had passed.
    await t.db.db
      .updateTable('two_factor')
      .set({ last_step: null })
      .where('user_id', '=', id)
      .execute();
    return {
      c,
      id,
      secret: setup.secret as string,
      codes: data(confirmed).recoveryCodes as string[],
    };
  }
  const alive = async (c: TestClient) =>
    data(await c.resource('UserSessionResource', 'get', {})).isAuthenticated as boolean;

  it('asks for the code, refuses a wrong one, and deletes with the right one', async () => {
    const { c, id, secret } = await enrolled('tfaleaver');
    const none = await c.resource('UserAccountResource', 'delete', { password: PASSWORD });
    expect(none.status).toBe(400);
    expect(none.json.resource_response.error.field).toBe('code');
    const wrong = await c.resource('UserAccountResource', 'delete', {
      password: PASSWORD,
      code: '000000' === codeFor(secret) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.resource_response.error.field).toBe('code');
    // A right code with a wrong password: the password is asked first.
    const badPassword = await c.resource('UserAccountResource', 'delete', {
      password: 'not it at all',
      code: codeFor(secret),
    });
    expect(badPassword.json.resource_response.error.field).toBe('password');
    expect(await alive(c)).toBe(true);
    const res = await c.resource('UserAccountResource', 'delete', {
      password: PASSWORD,
      code: codeFor(secret),
    });
    expect(res.status, res.body).toBe(200);
    for (const table of ['two_factor', 'recovery_codes'] as const)
      expect(
        await t.db.db.selectFrom(table).select('user_id').where('user_id', '=', id).execute(),
      ).toEqual([]);
  });

  it('deactivates with a recovery code in place of the app', async () => {
    const { c, codes } = await enrolled('tfapause');
    expect(
      (await c.resource('UserDeactivationResource', 'create', { password: PASSWORD })).status,
    ).toBe(400);
    const res = await c.resource('UserDeactivationResource', 'create', {
      password: PASSWORD,
      code: codes[0],
    });
    expect(res.status, res.body).toBe(200);
    expect(await alive(c)).toBe(false);
  });
});
