import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../../../test/engines.ts';
import { dataOf, testClient } from '../../../test/client.ts';
import { appWithMailbox, tokenOf } from '../../../test/mailbox.ts';

// Unsubscribe links (issue 16): on every message that is not about security, signed, working
// signed out, one switch per kind of email.
describeEngines('email subscriptions', (engine) => {
  let t: Awaited<ReturnType<typeof appWithMailbox>>;
  beforeAll(async () => {
    t = await appWithMailbox(engine);
  });
  afterAll(() => t.close());

  const finish = (c: ReturnType<typeof testClient>) =>
    c.resource('OnboardingResource', 'update', { finish: true });

  it('the welcome mail carries a signed unsubscribe link that works signed out', async () => {
    const c = testClient(t.app);
    await c.signup('una');
    await finish(c);
    const mail = await t.mailbox.next('una@example.com', /Welcome/);
    const unsub = mail.links.find((l) => l.includes('/email/subscription/'))!;
    expect(unsub).toMatch(/^https:\/\/tack\.test\/email\/subscription\/\?token=/);
    // List-Unsubscribe, as mailparser reads it.
    expect(mail.headers.get('list')).toEqual({ unsubscribe: { url: unsub } });
    expect(mail.html).toContain('Unsubscribe or choose which emails you get');

    const token = tokenOf(unsub);
    const anon = testClient(t.app);
    const got = dataOf(await anon.resource('EmailSubscriptionResource', 'get', { token }));
    expect(got.email).toBe('u••@example.com');
    expect(got.kinds.map((k: { kind: string; enabled: boolean }) => [k.kind, k.enabled])).toEqual([
      ['activity', true],
      ['social', true],
      ['tips', true],
    ]);
    const off = dataOf(
      await anon.resource('EmailSubscriptionResource', 'update', { token, kinds: { tips: false } }),
    );
    expect(off.kinds.find((k: { kind: string }) => k.kind === 'tips').enabled).toBe(false);
    // The owner, signed in, sees the same choice with the whole address.
    const mine = dataOf(await c.resource('EmailSubscriptionResource', 'get', {}));
    expect(mine.email).toBe('una@example.com');
    expect(mine.kinds.find((k: { kind: string }) => k.kind === 'tips').enabled).toBe(false);
  });

  it('a kind turned off is not sent', async () => {
    const c = testClient(t.app);
    const { viewer } = await c.signup('quiet');
    await c.resource('EmailSubscriptionResource', 'update', { kinds: { tips: false } });
    await finish(c);
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const welcome = await t.db.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('user_id', '=', viewer.id)
      .where('template', '=', 'welcome')
      .execute();
    expect(welcome).toEqual([]);
  });

  it('refuses a forged or other-purpose token, no token signed out, and unknown kinds', async () => {
    const anon = testClient(t.app);
    const forged = await anon.resource('EmailSubscriptionResource', 'get', {
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiYXVkIjoidW5zdWJzY3JpYmUifQ.AAAA',
    });
    expect(forged.status).toBe(400);
    expect(forged.json.resource_response.error.code).toBe('token_invalid');
    expect((await anon.resource('EmailSubscriptionResource', 'get', {})).status).toBe(401);
    const c = testClient(t.app);
    await c.signup('vic');
    const verify = await t.mailbox.next('vic@example.com', /Confirm/);
    const wrongPurpose = await anon.resource('EmailSubscriptionResource', 'update', {
      token: tokenOf(verify.links[0]!),
      kinds: { tips: false },
    });
    expect(wrongPurpose.status).toBe(400);
    const unknown = await c.resource('EmailSubscriptionResource', 'update', {
      kinds: { spam: false },
    });
    expect(unknown.status).toBe(400);
  });
});
