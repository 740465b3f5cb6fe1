import type { z } from 'zod';
import type { OutboxOptions } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { forbidden } from '../../lib/errors.ts';

const PAGE = 50;

/**
 * Operators' view of the mail (`/admin/outbox`): without SMTP it is where every message waits,
 * links and all; with SMTP, what was sent (bodies are dropped once sent). Newest first.
 */
export async function listOutbox(ctx: CallContext, o: z.output<typeof OutboxOptions>) {
  if (ctx.viewer?.role !== 'admin') throw forbidden('Only operators can read the outbox');
  let q = ctx.db
    .selectFrom('mail_outbox')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(PAGE + 1);
  if (o.bookmark) q = q.where('id', '<', o.bookmark);
  if (o.to) q = q.where('to_address', '=', o.to.trim().toLowerCase());
  const rows = await q.execute();
  const page = rows.slice(0, PAGE);
  return {
    items: page.map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      template: r.template,
      category: r.category,
      status: r.status,
      error: r.error,
      createdAt: r.created_at,
      sentAt: r.sent_at,
      text: r.text_body,
    })),
    bookmark: rows.length > PAGE ? (page.at(-1)?.id ?? null) : null,
    smtp: ctx.config.mail.smtpUrl !== null,
  };
}
