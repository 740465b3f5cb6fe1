import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { JobHandler } from '../jobs/worker.ts';
import { PermanentJobError } from '../jobs/retry.ts';
import { linksIn } from './layout.ts';

export interface DeliveryOptions {
  db: Kysely<Database>;
  smtpUrl: string | null;
  from: string;
  log: FastifyBaseLogger;
}

/**
 * The `mail.send` job. With SMTP, nodemailer sends the message; once the server took it, its
 * bodies are dropped (they hold live single-use links). Without SMTP, the message is held in the
 * outbox for operators (/admin/outbox) and its links are written to the log, so a Tack started
 * with `npm start` alone can still verify an address or reset a password.
 */
export function createMailDelivery(opts: DeliveryOptions): JobHandler & { close(): void } {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const deliver: JobHandler = async (payload, job) => {
    const { mailId } = payload as { mailId: string };
    const mail = await opts.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', mailId)
      .executeTakeFirst();
    if (!mail) throw new PermanentJobError(`mail ${mailId} is gone`);
    if (mail.status === 'sent' || mail.status === 'held') return;
    const now = new Date().toISOString();
    if (!transport) {
      await opts.db
        .updateTable('mail_outbox')
        .set({ status: 'held', sent_at: now })
        .where('id', '=', mailId)
        .execute();
      opts.log.info(
        { mail: mailId, to: mail.to_address, links: linksIn(mail.text_body ?? '') },
        `mail "${mail.subject}" to ${mail.to_address} is in the outbox (no SMTP_URL); its links: ${linksIn(mail.text_body ?? '').join(' ')}`,
      );
      return;
    }
    try {
      await transport.sendMail({
        from: opts.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body ?? '',
        html: mail.html_body ?? undefined,
        ...(mail.list_unsubscribe ? { list: { unsubscribe: mail.list_unsubscribe } } : {}),
      });
    } catch (err) {
      const code = (err as { responseCode?: number }).responseCode ?? 0;
      const message = err instanceof Error ? err.message : String(err);
      // A 5xx reply refuses this message for good (no such mailbox); anything else may pass later.
      if (code >= 500) {
        await opts.db
          .updateTable('mail_outbox')
          .set({ status: 'failed', error: message.slice(0, 500), text_body: null, html_body: null })
          .where('id', '=', mailId)
          .execute();
        throw new PermanentJobError(message);
      }
      const last = job.attempts >= job.max_attempts;
      await opts.db
        .updateTable('mail_outbox')
        .set(
          last
            ? { status: 'failed', error: message.slice(0, 500) }
            : { error: message.slice(0, 500) },
        )
        .where('id', '=', mailId)
        .execute();
      throw err;
    }
    await opts.db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: now, error: null, text_body: null, html_body: null })
      .where('id', '=', mailId)
      .execute();
  };
  return Object.assign(deliver, { close: () => transport?.close() });
}
