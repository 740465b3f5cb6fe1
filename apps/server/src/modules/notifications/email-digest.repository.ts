import type { Kysely, Transaction } from 'kysely';
import type { NotificationKind } from '@tack/contract';
import type { Database } from '../../db/database.ts';
import type { sweepCutoffs } from './email-rules.ts';
import { shownTo } from './notifications.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Someone with lines to be emailed now, and what their mail needs of them. */
export interface DueRecipient {
  id: string;
  email: string;
  username: string;
  first_name: string;
  digest: 'daily' | 'immediate';
}

/**
 * People whose notification email is due, in id order after `after`: they have lines neither
 * read nor emailed, changed recently; their account is active with a confirmed address (mail
 * never goes to an address nobody proved is theirs); and either they want emails right away, or
 * they want a daily one, had none for a day, and a line has waited long enough to be seen first.
 * Whether each line may still be told of is decided per person after (visibility, switches).
 */
export function dueRecipients(
  db: Db,
  cut: ReturnType<typeof sweepCutoffs>,
  after: string | null,
  limit: number,
): Promise<DueRecipient[]> {
  let q = db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.recipient_id')
    .leftJoin('notification_settings as s', 's.user_id', 'n.recipient_id')
    .select(['n.recipient_id as id', 'u.email', 'u.username', 'u.first_name'])
    .select((eb) =>
      eb.fn
        .coalesce('s.email_digest', eb.val('daily'))
        .$castTo<DueRecipient['digest']>()
        .as('digest'),
    )
    .where('n.emailed_at', 'is', null)
    .where('n.read_at', 'is', null)
    .where('n.updated_at', '>', cut.since)
    .where('u.deactivated_at', 'is', null)
    .where('u.email_verified_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('s.email_digest', '=', 'immediate'),
        eb.and([
          eb.or([eb('s.email_digest', 'is', null), eb('s.email_digest', '=', 'daily')]),
          eb.or([
            eb('s.last_digest_at', 'is', null),
            eb('s.last_digest_at', '<=', cut.lastDigestBefore),
          ]),
        ]),
      ]),
    )
    .groupBy(['n.recipient_id', 'u.email', 'u.username', 'u.first_name', 's.email_digest'])
    .having((eb) =>
      eb.or([
        eb('s.email_digest', '=', 'immediate'),
        eb(eb.fn.min('n.created_at'), '<=', cut.heldSince),
      ]),
    );
  if (after) q = q.where('n.recipient_id', '>', after);
  return q.orderBy('n.recipient_id').limit(limit).execute();
}

/**
 * A person's lines to tell of by email, newest first: shown to them (the list's own rule: a
 * pin or board they still see, someone not hidden from them), of a kind they get by email
 * (`notEmailed`: the others), not read, not emailed, changed since `since`.
 */
export function pendingLines(
  db: Db,
  recipientId: string,
  notEmailed: NotificationKind[],
  since: string,
  limit: number,
) {
  return db
    .selectFrom('notifications as n')
    .select(['n.id', 'n.kind', 'n.pin_id', 'n.board_id', 'n.updated_at', 'n.read_at'])
    .where(shownTo(recipientId, notEmailed))
    .where('n.emailed_at', 'is', null)
    .where('n.read_at', 'is', null)
    .where('n.updated_at', '>', since)
    .orderBy('n.last_event_id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Takes lines for an email: marks them emailed unless another sweep (or the person reading
 * them) got there first, and answers the ones taken. On PostgreSQL a concurrent claim waits for
 * this one and then finds `emailed_at` set; SQLite has one writer. So a line is mailed once.
 */
export async function claimLines(trx: Db, ids: string[], now: string): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await trx
    .updateTable('notifications')
    .set({ emailed_at: now })
    .where('id', 'in', ids)
    .where('emailed_at', 'is', null)
    .where('read_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Records when the person's last notification email was queued (the daily rhythm). */
export async function markDigestSent(trx: Db, userId: string, now: string): Promise<void> {
  await trx
    .insertInto('notification_settings')
    .values({ user_id: userId, last_digest_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_digest_at: now }))
    .execute();
}
