import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { conflict } from '../../lib/errors.ts';
import { HELD_MESSAGE, reservedMessage, TAKEN_MESSAGE, usernameVerdict } from './username-rules.ts';

type Db = Kysely<Database>;

/**
 * Refuses a username that is reserved, taken, or another user's old name still redirecting
 * (409 on the `username` field); an expired old name is deleted here, freeing it.
 */
export async function claimableUsername(
  db: Db,
  name: string,
  askerId: string | null,
  now = Date.now(),
): Promise<'free' | 'own-old-name'> {
  const [holder, redirect] = await Promise.all([
    db.selectFrom('users').select('id').where('username', '=', name).executeTakeFirst(),
    db
      .selectFrom('username_redirects')
      .select(['user_id', 'expires_at'])
      .where('old_username', '=', name)
      .executeTakeFirst(),
  ]);
  const verdict = usernameVerdict({
    name,
    askerId,
    holderId: holder?.id ?? null,
    redirect: redirect ? { userId: redirect.user_id, expiresAt: redirect.expires_at } : null,
    now,
  });
  if (verdict === 'reserved') throw conflict(reservedMessage(name), 'username');
  if (verdict === 'taken') throw conflict(TAKEN_MESSAGE, 'username');
  if (verdict === 'held') throw conflict(HELD_MESSAGE, 'username');
  if (verdict === 'free' && redirect)
    await db.deleteFrom('username_redirects').where('old_username', '=', name).execute();
  return verdict;
}

/** The user an old username still redirects to, or null (none, or expired). */
export async function redirectTarget(
  db: Db,
  oldName: string,
  now = Date.now(),
): Promise<{ id: string; username: string } | null> {
  const row = await db
    .selectFrom('username_redirects')
    .innerJoin('users', 'users.id', 'username_redirects.user_id')
    .select(['users.id', 'users.username'])
    .where('username_redirects.old_username', '=', oldName.toLowerCase())
    .where('username_redirects.expires_at', '>', new Date(now).toISOString())
    .executeTakeFirst();
  return row ?? null;
}
