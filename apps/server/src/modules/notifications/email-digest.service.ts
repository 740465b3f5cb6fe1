import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_KINDS } from '@tack/contract';
import { mailOrigin } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../jobs/worker.ts';
import { queueMail } from '../mail/mailer.ts';
import { emailKinds } from '../mail/preferences.repository.ts';
import { notificationsMail } from '../mail/templates/index.ts';
import {
  claimLines,
  dueRecipients,
  markDigestSent,
  pendingLines,
  type DueRecipient,
} from './email-digest.repository.ts';
import {
  digestSubject,
  emailedKinds,
  emailLine,
  LINES_PER_EMAIL,
  mailCategory,
  sweepCutoffs,
} from './email-rules.ts';
import { assembleLines } from './notification-lines.ts';
import { readSettings } from './notification-settings.ts';

/** The recurring job that sends notification emails, and its one row's fixed id. */
export const NOTIFICATION_EMAIL_JOB = 'notifications.email_sweep';
export const NOTIFICATION_EMAIL_JOB_ID = 'recurring:notifications.email_sweep';

const BATCH = 100;
/** Lines one email may count as told (named or "N more"). */
const MAX_LINES = 200;

/** Thrown inside the transaction to undo a claim whose mail was not queued. */
class NotQueued extends Error {}

/**
 * The sweep (a recurring job in the jobs table, so one process runs it at a time and its next
 * run survives restarts): for each person whose email is due, one email with their lines not yet
 * seen nor emailed. It runs again after `NOTIFY_EMAIL_SWEEP_SECONDS`.
 */
export function notificationEmailSweep(ctx: AppContext, log: FastifyBaseLogger): JobHandler {
  return async () => {
    const now = Date.now();
    const cut = sweepCutoffs(now);
    let after: string | null = null;
    for (;;) {
      const batch = await dueRecipients(ctx.db, cut, after, BATCH);
      for (const r of batch) {
        // One person's failure (a bad row) must not hold back everyone else's mail.
        await mailPending(ctx, r, now).catch((err: unknown) =>
          log.error({ err, user: r.id }, 'notification email: could not prepare'),
        );
      }
      if (batch.length < BATCH) break;
      after = batch.at(-1)!.id;
    }
    return { again: new Date(Date.now() + ctx.config.notifyEmailSweepMs) };
  };
}

/**
 * Queues one email with what the person has not seen, of the kinds they get by email, about
 * what they may still see and people not hidden from them; marks those lines emailed in the same
 * transaction. Answers whether an email was queued.
 */
export async function mailPending(ctx: AppContext, r: DueRecipient, nowMs: number) {
  const kinds = emailedKinds(await readSettings(ctx.db, r.id), await emailKinds(ctx.db, r.id));
  if (!kinds.length) return false;
  const notEmailed = NOTIFICATION_KINDS.filter((k) => !kinds.includes(k));
  const { since } = sweepCutoffs(nowMs);
  const rows = await pendingLines(ctx.db, r.id, notEmailed, since, MAX_LINES);
  const lines = rows.length ? await assembleLines(ctx.db, r, rows) : [];
  if (!lines.length) return false;
  const now = new Date(nowMs).toISOString();
  const origin = mailOrigin(ctx.config);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const claimed = new Set(
        await claimLines(
          trx,
          lines.map((l) => l.id),
          now,
        ),
      );
      const told = lines.filter((l) => claimed.has(l.id));
      if (!told.length) return false;
      const named = told.slice(0, LINES_PER_EMAIL).map((l) => ({
        text: emailLine(l),
        url: origin + l.url,
      }));
      const id = await queueMail(trx, ctx, {
        to: r.email,
        userId: r.id,
        template: notificationsMail[mailCategory(told.map((l) => l.kind))],
        data: {
          firstName: r.first_name,
          digest: r.digest,
          subject: digestSubject(
            named.map((l) => l.text),
            told.length,
          ),
          lines: named,
          more: told.length - named.length,
          allUrl: `${origin}/notifications/`,
          settingsUrl: `${origin}/settings/notifications`,
        },
      });
      // Unsubscribed between the reads and now: nothing was told, so nothing is marked.
      if (!id) throw new NotQueued();
      await markDigestSent(trx, r.id, now);
      return true;
    });
  } catch (err) {
    if (err instanceof NotQueued) return false;
    throw err;
  }
}
