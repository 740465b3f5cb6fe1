import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf, testClient } from '../../../test/client.ts';
import { appWithMailbox } from '../../../test/mailbox.ts';

// Mail for real (issue 16): nodemailer to a real SMTP server on loopback, a job per message,
// retries with backoff, and an outbox operators read when no SMTP server is set.
describeEngines('mail', (engine) => {
  let t: Awaited<ReturnType<typeof appWithMailbox>>;
  beforeAll(async () => {
    t = await appWithMailbox(engine);
  });
  afterAll(() => t.close());

  const outbox = (to: string) =>
    t.db.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute();

  it('a signup gets its verification mail through SMTP: text and HTML, from MAIL_FROM', async () => {
    await testClient(t.app).signup('mia');
    const mail = await t.mailbox.next('mia@example.com', /Confirm your email/);
    expect(mail.from).toBe('hello@tack.test');
    expect(mail.text).toContain('Hi Test,');
    expect(mail.links[0]).toMatch(
      /^https:\/\/tack\.test\/email\/verify\/\?token=[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    expect(mail.html).toContain(`href="${mail.links[0]}"`);
    // A security message: no unsubscribe link, no List-Unsubscribe header.
    expect(mail.text).not.toMatch(/unsubscribe/i);
    expect(mail.headers.has('list')).toBe(false);
    // Once SMTP took it, the stored copy no longer holds the live link.
    await expect
      .poll(async () => (await outbox('mia@example.com'))[0])
      .toMatchObject({ status: 'sent', text_body: null, html_body: null });
  });

  it('names in mail are escaped in the HTML and kept as typed in the text', async () => {
    const c = testClient(t.app);
    const res = await c.resource('UserRegisterResource', 'create', {
      email: 'xss@example.com',
      password: 'correct horse battery',
      username: 'xss_name',
      first_name: '<b>Bo</b> & "Co"',
    });
    expect(res.status).toBe(200);
    const mail = await t.mailbox.next('xss@example.com');
    expect(mail.text).toContain('Hi <b>Bo</b> & "Co",');
    expect(mail.html).toContain('Hi &lt;b&gt;Bo&lt;/b&gt; &amp; &quot;Co&quot;,');
    expect(mail.html).not.toContain('<b>Bo</b>');
  });

  it('a refused signup (taken username) queues no mail: the job is part of its transaction', async () => {
    const before = await t.db.db.selectFrom('jobs').select('id').execute();
    const res = await testClient(t.app).resource('UserRegisterResource', 'create', {
      email: 'other@example.com',
      password: 'correct horse battery',
      username: 'mia',
      first_name: 'Mia',
    });
    expect(res.status).toBe(409);
    expect(await t.db.db.selectFrom('jobs').select('id').execute()).toHaveLength(before.length);
    expect(await outbox('other@example.com')).toHaveLength(0);
  });

  it('a mail server that says "try later" gets the message again later, with backoff', async () => {
    t.mailbox.refuseNext(451);
    await testClient(t.app).signup('later');
    await expect
      .poll(async () => (await outbox('later@example.com'))[0]?.error ?? null, { timeout: 10_000 })
      .toMatch(/refused by the test/);
    const job = await t.db.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'mail.send')
      .where('state', '=', 'queued')
      .executeTakeFirstOrThrow();
    expect(job.attempts).toBe(1);
    // The first retry waits 30 s.
    const wait = Date.parse(job.run_at) - Date.parse(job.updated_at);
    expect(wait).toBeGreaterThan(29_000);
    expect(wait).toBeLessThan(31_000);
    await t.db.db
      .updateTable('jobs')
      .set({ run_at: new Date().toISOString() })
      .where('id', '=', job.id)
      .execute();
    const mail = await t.mailbox.next('later@example.com');
    expect(mail.subject).toBe('Confirm your email for Tack');
    await expect
      .poll(async () => (await outbox('later@example.com'))[0])
      .toMatchObject({ status: 'sent', error: null });
  });

  it('a mail server that refuses the address for good: failed, not retried', async () => {
    t.mailbox.refuseNext(550);
    await testClient(t.app).signup('nobody');
    await expect
      .poll(async () => (await outbox('nobody@example.com'))[0]?.status, { timeout: 10_000 })
      .toBe('failed');
    // The worker records the job's end just after the handler marked the message.
    await expect
      .poll(
        async () =>
          (
            await t.db.db
              .selectFrom('jobs')
              .select('last_error')
              .where('state', '=', 'failed')
              .executeTakeFirst()
          )?.last_error,
        { timeout: 10_000 },
      )
      .toMatch(/refused by the test/);
  });
});

describeEngines('mail without SMTP: the outbox', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(engine, { JOBS_POLL_MS: '50', PUBLIC_URL: 'https://tack.test' });
  });
  afterAll(() => t.close());

  it('holds each message, with its links, for operators at /admin/outbox', async () => {
    await testClient(t.app).signup('olive');
    const op = testClient(t.app);
    await op.signup('opal');
    await t.db.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('username', '=', 'opal')
      .execute();
    await expect
      .poll(async () => {
        const res = await op.resource('AdminOutboxResource', 'get', { to: 'olive@example.com' });
        return dataOf(res).items[0]?.status;
      })
      .toBe('held');
    const box = dataOf(
      await op.resource('AdminOutboxResource', 'get', { to: 'olive@example.com' }),
    );
    expect(box.smtp).toBe(false);
    expect(box.items[0]).toMatchObject({
      to: 'olive@example.com',
      subject: 'Confirm your email for Tack',
      template: 'verify-email',
      category: 'security',
    });
    expect(box.items[0].text).toMatch(/https:\/\/tack\.test\/email\/verify\/\?token=/);
  });

  it('is for operators only: 401 signed out, 403 for everyone else', async () => {
    const anon = await testClient(t.app).resource('AdminOutboxResource', 'get', {});
    expect(anon.status).toBe(401);
    const c = testClient(t.app);
    await c.signup('plain');
    expect((await c.resource('AdminOutboxResource', 'get', {})).status).toBe(403);
  });
});
