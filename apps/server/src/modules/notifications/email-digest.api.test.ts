import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../../../test/engines.ts';
import { appWithMailbox } from '../../../test/mailbox.ts';
import { loadConfig } from '../../config.ts';
import { ok, people, pinBy, save, type Person } from './people.testing.ts';
import { NOTIFICATION_EMAIL_JOB_ID } from './email-digest.service.ts';

// Notification emails (issue 16 "the matching email digests by the person's settings"): right
// away, once a day with what was not seen, or never; through the jobs table and the mail outbox.
describeEngines('notification emails', (engine) => {
  let t: Awaited<ReturnType<typeof appWithMailbox>>;
  let p: Record<string, Person>;
  const HOUR = 3_600_000;

  beforeAll(async () => {
    t = await appWithMailbox(engine, { NOTIFY_EMAIL_SWEEP_SECONDS: '1' });
    p = await people(t, ['ann', 'bob', 'cyd', 'dia', 'eda', 'flo', 'gus', 'hal']);
    // Mail goes only to confirmed addresses; `hal` keeps an unconfirmed one.
    await t.db.db
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('username', '!=', 'hal')
      .execute();
  }, 60_000);
  afterAll(() => t.close());

  const db = () => t.db.db;
  const digest = (who: Person, email_digest: string, more: Record<string, unknown> = {}) =>
    ok(who.c.resource('NotificationSettingsResource', 'update', { email_digest, ...more }));
  /** Resolves once the sweep has run through after this call (it runs every second). */
  const swept = async () => {
    const since = new Date().toISOString();
    for (let i = 0; i < 2; i++)
      await expect
        .poll(
          async () => {
            const row = await db()
              .selectFrom('jobs')
              .select(['state', 'updated_at'])
              .where('id', '=', NOTIFICATION_EMAIL_JOB_ID)
              .executeTakeFirstOrThrow();
            return row.state === 'queued' && row.updated_at > since;
          },
          { timeout: 10_000 },
        )
        .toBe(true);
  };
  /** Time passes: the person's lines began `hours` ago, and their last digest a day before. */
  const age = async (who: Person, hours: number, lastDigestHours: number | null = null) => {
    const at = new Date(Date.now() - hours * HOUR).toISOString();
    await db()
      .updateTable('notifications')
      .set({ created_at: at })
      .where('recipient_id', '=', who.id)
      .execute();
    if (lastDigestHours !== null)
      await db()
        .updateTable('notification_settings')
        .set({ last_digest_at: new Date(Date.now() - lastDigestHours * HOUR).toISOString() })
        .where('user_id', '=', who.id)
        .execute();
  };
  const mailsTo = (who: Person) =>
    t.mailbox.to(`${who.name}@example.com`).filter((m) => !/Confirm/.test(m.subject));
  const outbox = (who: Person) =>
    db()
      .selectFrom('mail_outbox')
      .selectAll()
      .where('user_id', '=', who.id)
      .where('template', '=', 'notifications')
      .execute();

  it('right away: one email soon after, with the line, its link and an unsubscribe link', async () => {
    await digest(p.ann!, 'immediate');
    const pin = await pinBy(p.ann!, 'Lemon tart');
    await save(p.bob!, pin);
    const mail = await t.mailbox.next('ann@example.com', /saved your Pin/);
    expect(mail.subject).toBe('Test saved your Pin: Lemon tart');
    expect(mail.text).toContain("Here's what just happened on Tack.");
    expect(mail.links).toContain(`https://tack.test/pin/${pin}/`);
    expect(mail.html).toContain(`href="https://tack.test/pin/${pin}/"`);
    const unsub = mail.links.find((l) => l.includes('/email/subscription/?token='))!;
    expect(unsub).toBeTruthy();
    expect(mail.headers.get('list')).toEqual({ unsubscribe: { url: unsub } });
    await expect
      .poll(async () => (await outbox(p.ann!))[0])
      .toMatchObject({ category: 'activity', status: 'sent' });
    const [line] = await db()
      .selectFrom('notifications')
      .selectAll()
      .where('recipient_id', '=', p.ann!.id)
      .execute();
    expect(line!.emailed_at).not.toBeNull();

    // A second save: a line of its own (the first was emailed), and only it is told.
    await save(p.cyd!, pin);
    await swept();
    await swept();
    const lines = await db()
      .selectFrom('notifications')
      .selectAll()
      .where('recipient_id', '=', p.ann!.id)
      .execute();
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => l.emailed_at)).toBe(true);
    expect(await outbox(p.ann!)).toHaveLength(2);
    const second = await t.mailbox.next('ann@example.com', /saved your Pin/);
    expect(second.text).not.toContain(mail.links[0]!.replace(/\/$/, '') + '/comments');
    expect(mailsTo(p.ann!)).toEqual([]);
  });

  it('daily: nothing at once; one email later with every line not seen; then not for a day', async () => {
    const pin = await pinBy(p.dia!, 'Fig jam');
    await save(p.eda!, pin);
    await ok(p.flo!.c.resource('UserFollowResource', 'create', { user_id: p.dia!.id }));
    await swept();
    expect(await outbox(p.dia!)).toEqual([]);

    await age(p.dia!, 3);
    const mail = await t.mailbox.next('dia@example.com', /notifications/);
    expect(mail.subject).toBe('You have 2 new notifications on Tack');
    expect(mail.text).toContain("Here's what happened on Tack that you haven't seen yet.");
    expect(mail.text).toContain('Test saved your Pin: Fig jam');
    expect(mail.text).toContain('Test started following you');
    expect(mail.links).toContain('https://tack.test/flo/');
    expect(mail.text).toContain('once a day at most');
    expect((await outbox(p.dia!))[0]!.category).toBe('activity');

    // More within the day: it waits, however old, until a day has passed since that email.
    await save(p.gus!, pin);
    await age(p.dia!, 3);
    await swept();
    expect(await outbox(p.dia!)).toHaveLength(1);
    await age(p.dia!, 3, 25);
    const next = await t.mailbox.next('dia@example.com', /saved your Pin/);
    expect(next.text).toContain('Test saved your Pin: Fig jam');
    expect(next.text).not.toContain('following you');
    expect(await outbox(p.dia!)).toHaveLength(2);
  });

  it('daily leaves out what the person saw in Tack, and what they switched off', async () => {
    const pin = await pinBy(p.eda!, 'Seen');
    await save(p.flo!, pin);
    const page = await ok(p.eda!.c.resource('NotificationsResource', 'get', {}));
    await ok(p.eda!.c.resource('NotificationsSeenResource', 'update', { up_to: page.newest }));
    // Saves not by email; follows still.
    await digest(p.eda!, 'daily', { email: { pin_saved: false } });
    await save(p.gus!, await pinBy(p.eda!, 'Not by email'));
    await ok(p.gus!.c.resource('UserFollowResource', 'create', { user_id: p.eda!.id }));
    await age(p.eda!, 3);
    const mail = await t.mailbox.next('eda@example.com', /following you/);
    expect(mail.subject).toBe('Test started following you');
    expect(mail.text).not.toMatch(/saved your Pin/);
    expect((await outbox(p.eda!))[0]!.category).toBe('social');
  });

  it('never: no email; an unsubscribed kind of email and an unconfirmed address get none', async () => {
    await digest(p.flo!, 'off');
    await save(p.gus!, await pinBy(p.flo!, 'Quiet'));
    // Gus turns activity emails off from the unsubscribe page (signed in, the same switches).
    await digest(p.gus!, 'immediate');
    await ok(
      p.gus!.c.resource('EmailSubscriptionResource', 'update', { kinds: { activity: false } }),
    );
    await save(p.flo!, await pinBy(p.gus!, 'Unsubscribed'));
    await digest(p.hal!, 'immediate');
    await save(p.flo!, await pinBy(p.hal!, 'Unconfirmed'));
    await age(p.flo!, 3);
    await swept();
    await swept();
    expect(await outbox(p.flo!)).toEqual([]);
    expect(await outbox(p.gus!)).toEqual([]);
    expect(await outbox(p.hal!)).toEqual([]);
  });

  it('never tells of someone hidden from the person, nor of a pin they can no longer see', async () => {
    await digest(p.cyd!, 'daily');
    const pin = await pinBy(p.cyd!, 'Blocked saver');
    await save(p.bob!, pin);
    await ok(p.cyd!.c.resource('UserBlockResource', 'create', { user_id: p.bob!.id }));
    // A pin sent to Cy (who follows Gus) that Gus then made secret.
    await ok(p.cyd!.c.resource('UserFollowResource', 'create', { user_id: p.gus!.id }));
    const secret = await ok(p.gus!.c.resource('BoardResource', 'create', { name: 'Later secret' }));
    const sent = await pinBy(p.gus!, 'Sent then hidden', secret.id as string);
    await ok(
      p.gus!.c.resource('PinSendResource', 'create', { pin_id: sent, user_ids: [p.cyd!.id] }),
    );
    await ok(
      p.gus!.c.resource('BoardResource', 'update', { board_id: secret.id, privacy: 'secret' }),
    );
    await ok(p.eda!.c.resource('UserFollowResource', 'create', { user_id: p.cyd!.id }));
    await age(p.cyd!, 3);
    const mail = await t.mailbox.next('cyd@example.com', /following you/);
    expect(mail.subject).toBe('Test started following you');
    expect(mail.text).not.toContain('Blocked saver');
    expect(mail.text).not.toContain('Sent then hidden');
    const told = await db()
      .selectFrom('notifications')
      .select(['kind', 'emailed_at'])
      .where('recipient_id', '=', p.cyd!.id)
      .execute();
    expect(told.filter((l) => l.emailed_at).map((l) => l.kind)).toEqual(['user_followed']);
  });

  it('the sweep is one row in the jobs table: several processes share it, a restart keeps it', async () => {
    const { buildApp } = await import('../../app.ts');
    const env = {
      TACK_DEMO: '0',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://tack.test',
      SMTP_URL: t.mailbox.url,
      JOBS_POLL_MS: '20',
      NOTIFY_EMAIL_SWEEP_SECONDS: '1',
    };
    // Two more server processes on the same database, each with its own job worker.
    const others = await Promise.all(
      [0, 1].map(async () => {
        const app = await buildApp(loadConfig(env), { database: t.db });
        await app.ready();
        return app;
      }),
    );
    try {
      const rows = await db()
        .selectFrom('jobs')
        .selectAll()
        .where('kind', '=', 'notifications.email_sweep')
        .execute();
      expect(rows.map((r) => r.id)).toEqual([NOTIFICATION_EMAIL_JOB_ID]);
      await digest(p.bob!, 'immediate');
      const pins = await Promise.all(['One', 'Two', 'Three'].map((title) => pinBy(p.bob!, title)));
      for (const pin of pins) await save(p.gus!, pin);
      // Three lines, each emailed by one sweep or another, never twice.
      const told = () =>
        mailsTo(p.bob!).flatMap((m) => m.text.match(/saved your Pin: (One|Two|Three)/g) ?? []);
      await expect.poll(() => told().length, { timeout: 10_000 }).toBe(3);
      await swept();
      await swept();
      expect(told().sort()).toEqual([
        'saved your Pin: One',
        'saved your Pin: Three',
        'saved your Pin: Two',
      ]);
      expect(mailsTo(p.bob!)).toHaveLength((await outbox(p.bob!)).length);
    } finally {
      await Promise.all(others.map((a) => a.close()));
    }
    // A restart (the app's start runs again): still one row, its next time kept.
    const before = await db()
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', NOTIFICATION_EMAIL_JOB_ID)
      .executeTakeFirstOrThrow();
    const again = await buildApp(loadConfig(env), { database: t.db });
    await again.ready();
    await again.close();
    const after = await db()
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'notifications.email_sweep')
      .execute();
    expect(after).toHaveLength(1);
    expect(after[0]!.state === 'failed').toBe(false);
    expect(before.max_attempts).toBe(1_000_000);
  });
});
