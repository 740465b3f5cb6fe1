import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../../../test/engines.ts';
import { dataOf, testClient, type TestClient } from '../../../test/client.ts';
import { appWithMailbox, pathOf, tokenOf } from '../../../test/mailbox.ts';

const PASSWORD = 'correct horse battery';

// Changing one's email (issue 16): password required, confirmed on the NEW address, the old
// address told.
describeEngines('email change', (engine) => {
  let t: Awaited<ReturnType<typeof appWithMailbox>>;
  beforeAll(async () => {
    t = await appWithMailbox(engine, { ACCOUNT_CLIENT_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const change = (c: ReturnType<typeof testClient>, new_email: string, password = PASSWORD) =>
    c.resource('EmailChangeResource', 'create', { new_email, password });
  const email = async (c: ReturnType<typeof testClient>) =>
    dataOf(await c.resource('UserSessionResource', 'get', {})).viewer.email;

  it('takes effect from the link sent to the new address; the old one hears of it first', async () => {
    const c = testClient(t.app);
    await c.signup('cleo');
    await t.mailbox.next('cleo@example.com', /Confirm your email/);
    const res = await change(c, 'Cleo.New@Example.com');
    expect(dataOf(res)).toEqual({ pendingEmail: 'cleo.new@example.com' });
    expect(dataOf(await c.resource('EmailChangeResource', 'get', {}))).toEqual({
      pendingEmail: 'cleo.new@example.com',
    });
    const notice = await t.mailbox.next('cleo@example.com', /being changed/);
    expect(notice.text).toContain('cleo.new@example.com');
    expect(notice.links).toContain('https://tack.test/secure/panic/');
    const confirm = await t.mailbox.next('cleo.new@example.com', /Confirm your new email/);
    // Nothing changed yet.
    expect(await email(c)).toBe('cleo@example.com');
    const open = await testClient(t.app).get(pathOf(confirm.links[0]!));
    expect(open.headers.location).toBe('/email/verified/?changed=1');
    const v = dataOf(await c.resource('UserSessionResource', 'get', {})).viewer;
    expect(v).toMatchObject({ email: 'cleo.new@example.com', emailVerified: true });
    expect(dataOf(await c.resource('EmailChangeResource', 'get', {}))).toEqual({
      pendingEmail: null,
    });
    const login = await testClient(t.app).resource('UserSessionResource', 'create', {
      email: 'cleo.new@example.com',
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    const reused = await testClient(t.app).get(pathOf(confirm.links[0]!));
    expect(reused.headers.location).toBe('/email_verification_error/?reason=used&change=1');
  });

  it('needs the current password, a different address, and one no one else has', async () => {
    const c = testClient(t.app);
    await c.signup('dan');
    await testClient(t.app).signup('taken');
    const wrong = await change(c, 'dan2@example.com', 'not my password');
    expect(wrong.status).toBe(400);
    expect(wrong.json.resource_response.error).toMatchObject({
      field: 'password',
      message: "That password isn't right",
    });
    const same = await change(c, 'DAN@example.com');
    expect(same.status).toBe(400);
    expect(same.json.resource_response.error.field).toBe('new_email');
    const taken = await change(c, 'taken@example.com');
    expect(taken.status).toBe(409);
    expect(taken.json.resource_response.error).toMatchObject({
      field: 'new_email',
      message: 'An account with that email already exists',
    });
    const bad = await c.resource('EmailChangeResource', 'create', {
      new_email: 'nope',
      password: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.resource_response.error.errors.map((e: { field: string }) => e.field)).toEqual([
      'new_email',
      'password',
    ]);
    expect(
      (
        await testClient(t.app).resource('EmailChangeResource', 'create', {
          new_email: 'a@b.co',
          password: PASSWORD,
        })
      ).status,
    ).toBe(401);
  });

  it('an address someone else took meanwhile is refused at the link; a newer request replaces an older one', async () => {
    const c = testClient(t.app);
    await c.signup('gil');
    await change(c, 'first@example.com');
    const first = await t.mailbox.next('first@example.com');
    await change(c, 'second@example.com');
    const second = await t.mailbox.next('second@example.com');
    expect((await testClient(t.app).get(pathOf(first.links[0]!))).headers.location).toBe(
      '/email_verification_error/?reason=used&change=1',
    );
    // Someone signs up with the second address before Gil opens the link.
    await testClient(t.app).resource('UserRegisterResource', 'create', {
      email: 'second@example.com',
      password: PASSWORD,
      username: 'sniper',
      first_name: 'Sn',
    });
    expect((await testClient(t.app).get(pathOf(second.links[0]!))).headers.location).toBe(
      '/email_verification_error/?reason=taken&change=1',
    );
    expect(await email(c)).toBe('gil@example.com');
  });

  it('an old verification link stops working once the address changed', async () => {
    const c = testClient(t.app);
    await c.signup('hal');
    const verify = await t.mailbox.next('hal@example.com', /Confirm your email/);
    await change(c, 'hal2@example.com');
    const confirm = await t.mailbox.next('hal2@example.com');
    await testClient(t.app).get(pathOf(confirm.links[0]!));
    const old = await testClient(t.app).get(pathOf(verify.links[0]!));
    expect(old.headers.location).toBe('/email_verification_error/?reason=used');
  });
});

// Securing an account cancels a pending email change: the change may be an intruder's way to
// keep the account (they ask to move it to their address, the owner panics, the link still
// works). Panic, a password reset and a password change each cancel it, and the link is refused
// while the account waits for its new password.
describeEngines('email change: securing the account cancels it', (engine) => {
  let t: Awaited<ReturnType<typeof appWithMailbox>>;
  beforeAll(async () => {
    t = await appWithMailbox(engine, { ACCOUNT_CLIENT_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const NEW_PASSWORD = 'a brand new passphrase';
  const change = (c: TestClient, new_email: string) =>
    c.resource('EmailChangeResource', 'create', { new_email, password: PASSWORD });
  const pending = async (c: TestClient) =>
    dataOf(await c.resource('EmailChangeResource', 'get', {})).pendingEmail;
  const emailOf = async (username: string) =>
    (
      await t.db.db
        .selectFrom('users')
        .select('email')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).email;
  const liveChangeTokens = (username: string) =>
    t.db.db
      .selectFrom('account_tokens')
      .innerJoin('users', 'users.id', 'account_tokens.user_id')
      .select('account_tokens.id')
      .where('users.username', '=', username)
      .where('account_tokens.purpose', '=', 'email_change')
      .where('account_tokens.used_at', 'is', null)
      .execute();
  const open = async (link: string) => (await testClient(t.app).get(pathOf(link))).headers.location;
  /** Someone in the account asks to move it to their own address. */
  const intruderAsks = async (username: string) => {
    const c = testClient(t.app);
    await c.signup(username);
    await t.mailbox.next(`${username}@example.com`, /Confirm your email/);
    await change(c, `thief-${username}@example.com`);
    await t.mailbox.next(`${username}@example.com`, /being changed/);
    const confirm = await t.mailbox.next(`thief-${username}@example.com`);
    expect(await liveChangeTokens(username)).toHaveLength(1);
    return { c, link: confirm.links[0]! };
  };
  const resetFrom = async (username: string) => {
    const mail = await t.mailbox.next(`${username}@example.com`, /password/i);
    const browser = testClient(t.app);
    const res = await browser.resource('PasswordResetResource', 'update', {
      username,
      token: tokenOf(mail.links[0]!),
      password: NEW_PASSWORD,
    });
    expect(res.status, res.body).toBe(200);
    return browser;
  };

  it('after /secure/panic the link is refused, saying why, and the email stays', async () => {
    const { c, link } = await intruderAsks('pam');
    expect((await c.resource('SecurePanicResource', 'create', {})).status).toBe(200);
    expect(await liveChangeTokens('pam')).toEqual([]);
    expect(await open(link)).toBe('/email_verification_error/?reason=secured&change=1');
    expect(await emailOf('pam')).toBe('pam@example.com');
    // Once the owner chose a new password the link is simply used up; still no change.
    const owner = await resetFrom('pam');
    expect(await open(link)).toBe('/email_verification_error/?reason=used&change=1');
    expect(await emailOf('pam')).toBe('pam@example.com');
    expect(await pending(owner)).toBeNull();
  });

  it('a link still live while the account waits for a new password is refused, not used up', async () => {
    // A link from before this rule (or from a race with the panic): the flag alone refuses it.
    const { c, link } = await intruderAsks('quin');
    await c.resource('SecurePanicResource', 'create', {});
    await t.db.db
      .updateTable('account_tokens')
      .set({ used_at: null })
      .where('purpose', '=', 'email_change')
      .where('email', '=', 'thief-quin@example.com')
      .execute();
    expect(await open(link)).toBe('/email_verification_error/?reason=secured&change=1');
    expect(await emailOf('quin')).toBe('quin@example.com');
    expect(await liveChangeTokens('quin')).toHaveLength(1);
    // The reset cancels it.
    await resetFrom('quin');
    expect(await liveChangeTokens('quin')).toEqual([]);
    expect(await open(link)).toBe('/email_verification_error/?reason=used&change=1');
    expect(await emailOf('quin')).toBe('quin@example.com');
  });

  it('after a password reset from "forgot your password" the link is refused and the email stays', async () => {
    const { link } = await intruderAsks('rae');
    await testClient(t.app).resource('PasswordResetRequestResource', 'create', {
      email: 'rae@example.com',
    });
    const owner = await resetFrom('rae');
    expect(await liveChangeTokens('rae')).toEqual([]);
    expect(await open(link)).toBe('/email_verification_error/?reason=used&change=1');
    expect(await emailOf('rae')).toBe('rae@example.com');
    expect(await pending(owner)).toBeNull();
  });

  it('after a password change in settings the link is refused and the email stays', async () => {
    const { c, link } = await intruderAsks('sol');
    const res = await c.resource('PasswordChangeResource', 'update', {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(res.status, res.body).toBe(200);
    expect(await pending(c)).toBeNull();
    expect(await open(link)).toBe('/email_verification_error/?reason=used&change=1');
    expect(await emailOf('sol')).toBe('sol@example.com');
  });
});
