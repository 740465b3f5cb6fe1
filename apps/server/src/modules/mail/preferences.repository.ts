import type { Kysely, Transaction } from 'kysely';
import { EMAIL_KINDS, type EmailKind } from '@tack/contract';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Each kind of non-security email and whether this person gets it (on unless turned off). */
export async function emailKinds(db: Db, userId: string): Promise<Record<EmailKind, boolean>> {
  const rows = await db
    .selectFrom('email_preferences')
    .select(['kind', 'enabled'])
    .where('user_id', '=', userId)
    .execute();
  const out = Object.fromEntries(Object.keys(EMAIL_KINDS).map((k) => [k, true])) as Record<
    EmailKind,
    boolean
  >;
  for (const r of rows) if (r.kind in out) out[r.kind as EmailKind] = r.enabled === 1;
  return out;
}

export async function setEmailKinds(
  db: Db,
  userId: string,
  kinds: Partial<Record<EmailKind, boolean>>,
): Promise<void> {
  const now = new Date().toISOString();
  for (const [kind, enabled] of Object.entries(kinds)) {
    if (enabled === undefined) continue;
    await db
      .insertInto('email_preferences')
      .values({ user_id: userId, kind, enabled: enabled ? 1 : 0, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'kind']).doUpdateSet({ enabled: enabled ? 1 : 0, updated_at: now }),
      )
      .execute();
  }
}
