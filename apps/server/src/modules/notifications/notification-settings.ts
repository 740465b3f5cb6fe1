import type { Kysely } from 'kysely';
import type { NotificationSettings } from '@tack/contract';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import { offList, toSettings } from './notification-rules.ts';

/** A person's notification settings (defaults when they never changed them). */
export async function readSettings(
  db: Kysely<Database>,
  userId: string,
): Promise<NotificationSettings> {
  const row = await db
    .selectFrom('notification_settings')
    .select(['in_app_off', 'email_off', 'email_digest'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return toSettings(row);
}

export async function writeSettings(
  db: Kysely<Database>,
  userId: string,
  s: NotificationSettings,
): Promise<void> {
  const values = {
    in_app_off: offList(s.inApp),
    email_off: offList(s.email),
    email_digest: s.emailDigest,
    updated_at: nowIso(),
  };
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, last_digest_at: null, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}
