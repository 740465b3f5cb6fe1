import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../../../test/engines.ts';
import { dataOf, testClient, type TestClient } from '../../../test/client.ts';
import { appWithMailbox, tokenOf } from '../../../test/mailbox.ts';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

// Password reset and /secure/panic (issue 16).
describeEngines('password reset', (engine) => {
  let t: Awaited<ReturnType<typeof appWithMailbox>>;
  beforeAll(async () => {
    t = await appWithMailbox(engine, { ACCOUNT_CLIENT_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const login = (c: TestClient, email: string, password: string) =>
    c.resource('UserSessionResource', 'create', { email, password });
  const request = (email: string) =>
    testClient(t.app).resource('PasswordResetRequestResource', 'create', { email });
  const resetMail = (to: string) => t.mailbox.next(to, /password/i);
  const signedIn = async (c: TestClient) =>
    dataOf(await c.resource('UserSessionResource', 'get', {})).isAuthenticated as boolean;

  it('answers the same for an address with an account and one without, doing the same work', async () => {
    await testClient(t.app).signup('rita');
    await t.mailbox.next('rita@example.com'); // the verification mail
    const jobs = () =>
      t.db.db
        .selectFrom('jobs')
        .select('kind')
        .where('kind', '=', 'account.password_reset')
        .execute();
    const before = (await jobs()).length;
    const known = await request('RITA@example.com');
    const unknown = await request('ghost@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect((await jobs()).length).toBe(before + 2);
    const mail = await resetMail('rita@example.com');
    expect(mail.subject).toBe('Reset your Tack password');
    expect(mail.text).toContain('Your username is rita.');
    expect(mail.text).toContain('The link works for 60 minutes');
    expect(mail.links[0]).toMatch(/^https:\/\/tack\.test\/pw\/rita\/\?token=/);
    expect(mail.headers.has('list')).toBe(false);
    // Nothing was sent to the address without an account.
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await expect
      .poll(
        async () =>
          (
            await t.db.db
              .selectFrom('jobs')
              .select('id')
              .where('state', '=', 'queued')
              // Recurring jobs (the notification email sweep, the pin stats rollup) are always
              // queued for their next run.
              .where('id', 'not like', 'recurring:%')
              .execute()
          ).length,
      )
      .toBe(0);
    expect(
      await t.db.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('to_address', '=', 'ghost@example.com')
        .execute(),
    ).toEqual([]);
    // The token is stored hashed: the row's id is not the link's secret.
    const rows = await t.db.db
      .selectFrom('account_tokens')
      .selectAll()
      .where('purpose', '=', 'password_reset')
      .execute();
    const token = tokenOf(mail.links[0]!);
    for (const r of rows) expect(token).not.toContain(r.id);
    expect(Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at)).toBe(3_600_000);
  });

  it('the new password signs out every session, signs this browser in, and is used once', async () => {
    const phone = testClient(t.app);
    await phone.signup('sam');
    const laptop = testClient(t.app);
    await login(laptop, 'sam@example.com', PASSWORD);
    await request('sam@example.com');
    const link = (await resetMail('sam@example.com')).links[0]!;
    const token = tokenOf(link);
    const browser = testClient(t.app);
    const check = await browser.resource('PasswordResetResource', 'get', {
      username: 'sam',
      token,
    });
    expect(dataOf(check)).toEqual({ username: 'sam', firstName: 'Test' });

    // A weak password is refused by the signup rule, and the link still works after.
    const weak = await browser.resource('PasswordResetResource', 'update', {
      username: 'sam',
      token,
      password: 'short',
    });
    expect(weak.status).toBe(400);
    expect(weak.json.resource_response.error.errors).toEqual([
      { field: 'password', message: 'Password must be at least 8 characters' },
    ]);
    // So is one from the breached-password lists, or a keyboard walk.
    for (const [password, reason] of [
      ['password123', /breached password lists/],
      ['zxcvbnm,./', /keyboard pattern|most common/],
    ] as const) {
      const guessable = await browser.resource('PasswordResetResource', 'update', {
        username: 'sam',
        token,
        password,
      });
      expect(guessable.status).toBe(400);
      expect(guessable.json.resource_response.error).toMatchObject({
        code: 'weak_password',
        field: 'password',
      });
      expect(guessable.json.resource_response.error.message).toMatch(reason);
    }

    const done = await browser.resource('PasswordResetResource', 'update', {
      username: 'sam',
      token,
      password: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect(dataOf(done)).toMatchObject({
      isAuthenticated: true,
      viewer: { username: 'sam', emailVerified: true },
    });
    expect(await signedIn(browser)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    expect((await login(testClient(t.app), 'sam@example.com', PASSWORD)).status).toBe(401);
    expect((await login(testClient(t.app), 'sam@example.com', NEW_PASSWORD)).status).toBe(200);
    const changed = await t.mailbox.next('sam@example.com', /password was changed/);
    expect(changed.links).toContain('https://tack.test/secure/panic/');

    const reused = await testClient(t.app).resource('PasswordResetResource', 'update', {
      username: 'sam',
      token,
      password: 'yet another passphrase',
    });
    expect(reused.status).toBe(410);
    expect(reused.json.resource_response.error).toMatchObject({
      code: 'token_used',
      field: 'token',
    });
    expect(reused.json.resource_response.error.message).toMatch(/already used/);
  });

  it('refuses an expired link, a forged one, and one used under another username', async () => {
    const { viewer } = await testClient(t.app).signup('eve');
    await testClient(t.app).signup('mallory');
    await request('eve@example.com');
    const token = tokenOf((await resetMail('eve@example.com')).links[0]!);
    const put = (username: string, tok: string) =>
      testClient(t.app).resource('PasswordResetResource', 'update', {
        username,
        token: tok,
        password: NEW_PASSWORD,
      });

    const other = await put('mallory', token);
    expect(other.status).toBe(400);
    expect(other.json.resource_response.error.code).toBe('token_invalid');
    const [h, p] = token.split('.');
    const forged = await put('eve', `${h}.${p}.c2lnbmVkIGJ5IHNvbWVvbmUgZWxzZQ`);
    expect(forged.status).toBe(400);
    expect(forged.json.resource_response.error.code).toBe('token_invalid');
    await t.db.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('user_id', '=', viewer.id)
      .execute();
    const expired = await put('eve', token);
    expect(expired.status).toBe(410);
    expect(expired.json.resource_response.error.code).toBe('token_expired');
    expect(expired.json.resource_response.error.message).toMatch(/expired/);
    const check = await testClient(t.app).resource('PasswordResetResource', 'get', {
      username: 'eve',
      token,
    });
    expect(check.status).toBe(410);
    // Nothing changed: the old password still works.
    expect((await login(testClient(t.app), 'eve@example.com', PASSWORD)).status).toBe(200);
  });

  it('with two-factor sign-in on, the link sets the password and a code still finishes the login', async () => {
    const me = testClient(t.app);
    await me.signup('tfa');
    const setup = dataOf(await me.resource('TwoFactorEnrollResource', 'create', {}));
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30 });
    const enrol = totp.generate();
    expect((await me.resource('TwoFactorEnrollResource', 'update', { code: enrol })).status).toBe(
      200,
    );
    await request('tfa@example.com');
    const link = (await resetMail('tfa@example.com')).links[0]!;
    const browser = testClient(t.app);
    const res = await browser.resource('PasswordResetResource', 'update', {
      username: 'tfa',
      token: tokenOf(link),
      password: NEW_PASSWORD,
    });
    expect(dataOf(res)).toMatchObject({ isAuthenticated: false, twoFactorRequired: true });
    expect(await signedIn(browser)).toBe(false);
    expect(await signedIn(me)).toBe(false);
    // The next period's code: the enrolment's own code cannot be used twice.
    const code = totp.generate({ timestamp: Date.now() + 30_000 });
    const done = await browser.resource('TwoFactorLoginResource', 'create', { code });
    expect(done.status, done.body).toBe(200);
    expect(await signedIn(browser)).toBe(true);
  });

  it('bad input is a 400 naming the field', async () => {
    const bad = await testClient(t.app).resource('PasswordResetRequestResource', 'create', {
      email: 'nope',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.resource_response.error.field).toBe('email');
    const noToken = await testClient(t.app).resource('PasswordResetResource', 'update', {
      username: 'eve',
      password: NEW_PASSWORD,
    });
    expect(noToken.status).toBe(400);
    expect(noToken.json.resource_response.error.field).toBe('token');
  });

  it('/secure/panic signs out everywhere, refuses login until a reset, and mails the link', async () => {
    const me = testClient(t.app);
    await me.signup('pia');
    const other = testClient(t.app);
    await login(other, 'pia@example.com', PASSWORD);
    expect((await testClient(t.app).resource('SecurePanicResource', 'create', {})).status).toBe(
      401,
    );
    const panic = await me.resource('SecurePanicResource', 'create', {});
    expect(dataOf(panic)).toMatchObject({ isAuthenticated: false, userId: null, viewer: null });
    expect(await signedIn(me)).toBe(false);
    expect(await signedIn(other)).toBe(false);
    const mail = await resetMail('pia@example.com');
    expect(mail.subject).toBe('Choose a new Tack password');
    expect(mail.text).toContain('signed out everywhere');

    // The right password hears why and gets a fresh link; a wrong one hears nothing new.
    const refused = await login(testClient(t.app), 'pia@example.com', PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.json.resource_response.error.code).toBe('password_reset_required');
    expect(refused.json.resource_response.error.message).toMatch(
      /needs a new password.*sent a link/,
    );
    const wrong = await login(testClient(t.app), 'pia@example.com', 'not the password');
    expect(wrong.status).toBe(401);
    const again = await resetMail('pia@example.com');
    expect(again.text).toContain('Someone tried to log in');

    // Either link works; the reset lifts the block.
    const browser = testClient(t.app);
    const res = await browser.resource('PasswordResetResource', 'update', {
      username: 'pia',
      token: tokenOf(mail.links[0]!),
      password: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect((await login(testClient(t.app), 'pia@example.com', NEW_PASSWORD)).status).toBe(200);
  });
});

describeEngines('password reset: rate limits', (engine) => {
  let t: Awaited<ReturnType<typeof appWithMailbox>>;
  beforeAll(async () => {
    t = await appWithMailbox(engine, {
      ACCOUNT_MAIL_RATE_LIMIT: '3',
      ACCOUNT_CLIENT_RATE_LIMIT: '5',
    });
  });
  afterAll(() => t.close());

  it('limits per email (known or not, alike) and per client', async () => {
    const ask = (email: string) =>
      testClient(t.app).resource('PasswordResetRequestResource', 'create', { email });
    for (let i = 0; i < 3; i++) expect((await ask('ghost@example.com')).status).toBe(200);
    const perEmail = await ask('ghost@example.com');
    expect(perEmail.status).toBe(429);
    expect(perEmail.json.resource_response.error.message).toMatch(/Too many attempts/);
    // Upper case is the same address.
    expect((await ask('GHOST@example.com')).status).toBe(429);
    expect((await ask('a@example.com')).status).toBe(200);
    expect((await ask('b@example.com')).status).toBe(200);
    // Five from this client: the next address is refused too.
    expect((await ask('c@example.com')).status).toBe(429);
  });

  it('checking and using reset links is limited per client', async () => {
    let last = 0;
    for (let i = 0; i < 6; i++)
      last = (
        await testClient(t.app).resource('PasswordResetResource', 'get', {
          username: 'x',
          token: 'a.b.c',
        })
      ).status;
    expect(last).toBe(429);
  });
});

describeEngines('password reset: /secure/panic is rate limited', (engine) => {
  let t: Awaited<ReturnType<typeof appWithMailbox>>;
  beforeAll(async () => {
    t = await appWithMailbox(engine, {
      ACCOUNT_MAIL_RATE_LIMIT: '2',
      ACCOUNT_CLIENT_RATE_LIMIT: '1000',
    });
  });
  afterAll(() => t.close());

  it('a third panic within the window is a 429 with Retry-After, and changes nothing', async () => {
    // Each panic mails a reset link: the limit keeps a stolen session from mail-bombing.
    let me = testClient(t.app);
    await me.signup('uma');
    for (let i = 0; i < 2; i++) {
      expect((await me.resource('SecurePanicResource', 'create', {})).status).toBe(200);
      const mail = await t.mailbox.next('uma@example.com', /Choose a new Tack password/);
      me = testClient(t.app);
      const reset = await me.resource('PasswordResetResource', 'update', {
        username: 'uma',
        token: tokenOf(mail.links[0]!),
        password: `${NEW_PASSWORD} ${i}`,
      });
      expect(reset.status, reset.body).toBe(200);
    }
    const limited = await me.resource('SecurePanicResource', 'create', {});
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json.resource_response.error.message).toMatch(/Too many attempts/);
    // Refused before doing anything: still signed in, no flag, no new mail.
    expect(dataOf(await me.resource('UserSessionResource', 'get', {})).isAuthenticated).toBe(true);
    const row = await t.db.db
      .selectFrom('users')
      .select('password_reset_required')
      .where('username', '=', 'uma')
      .executeTakeFirstOrThrow();
    expect(row.password_reset_required).toBe(0);
    // Queued in the panic's transaction: two panics, two reset mails.
    const queued = await t.db.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'uma@example.com')
      .where('subject', '=', 'Choose a new Tack password')
      .execute();
    expect(queued).toHaveLength(2);
  });
});
