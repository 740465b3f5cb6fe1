import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

const PUBLIC_COLUMNS = [
  'id',
  'username',
  'first_name',
  'full_name',
  'avatar_signature',
  'created_at',
] as const;

export const findUserByUsername = (db: Kysely<Database>, username: string) =>
  db
    .selectFrom('users')
    .select(PUBLIC_COLUMNS)
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst();

export const findUserById = (db: Kysely<Database>, id: string) =>
  db.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();

/**
 * Counts shown on a profile. Boards the viewer may not see are not counted for others:
 * secret and protected boards count only for their owner.
 */
export async function userCounts(db: Kysely<Database>, userId: string, isSelf: boolean) {
  let boards = db
    .selectFrom('boards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', userId)
    .where('layout', '=', 'default');
  if (!isSelf) boards = boards.where('privacy', '=', 'public');
  const [b, p] = await Promise.all([
    boards.executeTakeFirstOrThrow(),
    db
      .selectFrom('pins')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('pinner_id', '=', userId)
      .where('origin_pin_id', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { boardCount: Number(b.n), pinCount: Number(p.n) };
}
