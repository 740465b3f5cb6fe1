import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../../../test/engines.ts';
import { dataOf, testClient } from '../../../test/client.ts';
import { appWithMailbox, pathOf, tokenOf } from '../../../test/mailbox.ts';

// Email verification (issue 16): a signed, expiring, single-use link from the signup mail.
describeEngines('email verification', (engine) => {
  let t: Awaited<ReturnType<typeof appWithMailbox>>;
  beforeAll(async () => {
    t = await appWithMailbox(engine, { ACCOUNT_CLIENT_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const viewer = async (c: ReturnType<typeof testClient>) =>
    dataOf(await c.resource('UserSessionResource', 'get', {})).viewer;
  const link = async (to: string) => (await t.mailbox.next(to, /Confirm your email/)).links[0]!;

  it('the link marks the email verified and lands on a friendly page; a second use is refused', async () => {
    const c = testClient(t.app);
    await c.signup('vera');
    expect((await viewer(c)).emailVerified).toBe(false);
    const url = await link('vera@example.com');
    // A mail client's link checker (HEAD) does not use the link up.
    const head = await t.app.inject({ method: 'HEAD', url: pathOf(url) });
    expect(head.statusCode).toBe(200);
    // Opened in any browser, signed in or not.
    const res = await testClient(t.app).get(pathOf(url));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/email/verified/');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await viewer(c)).emailVerified).toBe(true);
    const again = await testClient(t.app).get(pathOf(url));
    expect(again.headers.location).toBe('/email_verification_error/?reason=used');
  });

  it('a forged, cut or missing token goes to the error page as invalid', async () => {
    await testClient(t.app).signup('fay');
    const url = await link('fay@example.com');
    const token = tokenOf(url);
    const [h, p, sig] = token.split('.');
    const forged = `${h}.${p}.${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [forged, token.slice(0, 40), '', 'not a token', `${h}.${p}.`]) {
      const res = await testClient(t.app).get(`/email/verify/?token=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(303);
      expect(res.headers.location, bad).toBe('/email_verification_error/?reason=invalid');
    }
    // None of those used the real link up.
    const good = await testClient(t.app).get(pathOf(url));
    expect(good.headers.location).toBe('/email/verified/');
  });

  it('an expired link goes to the error page, which can ask for a new one signed out', async () => {
    const c = testClient(t.app);
    const { viewer: v } = await c.signup('exa');
    const url = await link('exa@example.com');
    await t.db.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', v.id)
      .execute();
    const res = await testClient(t.app).get(pathOf(url));
    const to = String(res.headers.location);
    expect(to).toMatch(/^\/email_verification_error\/\?reason=expired&token=/);
    const token = new URL(to, 'https://x').searchParams.get('token');
    const resend = await testClient(t.app).resource('EmailVerificationResource', 'create', {
      token,
    });
    expect(dataOf(resend)).toEqual({ status: 'sent', sentTo: 'e••@example.com' });
    const fresh = await link('exa@example.com');
    expect(fresh).not.toBe(url);
    expect((await testClient(t.app).get(pathOf(fresh))).headers.location).toBe('/email/verified/');
    // Verified now: another request says so and sends nothing.
    const done = await c.resource('EmailVerificationResource', 'create', {});
    expect(dataOf(done).status).toBe('already_verified');
  });

  it('a new link needs the viewer or a link we signed: signed out with a forged one is a 401', async () => {
    const res = await testClient(t.app).resource('EmailVerificationResource', 'create', {
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.AAAA',
    });
    expect(res.status).toBe(401);
    expect(
      (await testClient(t.app).resource('EmailVerificationResource', 'create', {})).status,
    ).toBe(401);
    const bad = await testClient(t.app).resource('EmailVerificationResource', 'create', {
      token: 'has spaces',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.resource_response.error.field).toBe('token');
  });

  it('a signed-in person gets a new link; both links work until one is used', async () => {
    const c = testClient(t.app);
    await c.signup('nia');
    const first = await link('nia@example.com');
    expect(dataOf(await c.resource('EmailVerificationResource', 'create', {})).status).toBe('sent');
    const second = await link('nia@example.com');
    expect(second).not.toBe(first);
    expect((await testClient(t.app).get(pathOf(first))).headers.location).toBe('/email/verified/');
  });

  it('a verification token is no reset token, and the other way round', async () => {
    await testClient(t.app).signup('mix');
    const url = await link('mix@example.com');
    const res = await testClient(t.app).resource('PasswordResetResource', 'get', {
      username: 'mix',
      token: tokenOf(url),
    });
    expect(res.status).toBe(400);
    expect(res.json.resource_response.error.code).toBe('token_invalid');
  });
});

describeEngines('email verification: rate limits', (engine) => {
  let t: Awaited<ReturnType<typeof appWithMailbox>>;
  beforeAll(async () => {
    t = await appWithMailbox(engine, {
      ACCOUNT_MAIL_RATE_LIMIT: '2',
      ACCOUNT_CLIENT_RATE_LIMIT: '3',
    });
  });
  afterAll(() => t.close());

  it('new links are limited per account, then per client, with Retry-After', async () => {
    const a = testClient(t.app);
    await a.signup('ratea');
    for (let i = 0; i < 2; i++)
      expect((await a.resource('EmailVerificationResource', 'create', {})).status).toBe(200);
    const limited = await a.resource('EmailVerificationResource', 'create', {});
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same client: one more, then the client's limit.
    const b = testClient(t.app);
    await b.signup('rateb');
    expect((await b.resource('EmailVerificationResource', 'create', {})).status).toBe(200);
    expect((await b.resource('EmailVerificationResource', 'create', {})).status).toBe(429);
  });
});
