import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

const COLUMNS = [
  'id',
  'username',
  'email',
  'first_name',
  'email_verified_at',
  'password_reset_required',
] as const;

/** The account facts mail and links need. */
export type AccountRow = Awaited<ReturnType<typeof accountById>>;

export const accountById = (db: Db, id: string) =>
  db.selectFrom('users').select(COLUMNS).where('id', '=', id).executeTakeFirst();

export const accountByEmail = (db: Db, email: string) =>
  db.selectFrom('users').select(COLUMNS).where('email', '=', email).executeTakeFirst();

export const accountByUsername = (db: Db, username: string) =>
  db.selectFrom('users').select(COLUMNS).where('username', '=', username).executeTakeFirst();

/**
 * Signs the account out everywhere: every session goes, and every login waiting for its second
 * factor (it would otherwise finish into a new session).
 */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await db.deleteFrom('login_challenges').where('user_id', '=', userId).execute();
}
