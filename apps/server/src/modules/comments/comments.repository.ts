import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database>;

const COLUMNS = [
  'c.id',
  'c.pin_id',
  'c.user_id',
  'c.text',
  'c.created_at',
  'u.username',
  'u.first_name',
  'u.full_name',
  'u.avatar_signature',
] as const;

const withWriter = (db: Db) =>
  db.selectFrom('pin_comments as c').innerJoin('users as u', 'u.id', 'c.user_id').select(COLUMNS);

export type CommentRow = Awaited<
  ReturnType<ReturnType<typeof withWriter>['executeTakeFirstOrThrow']>
>;

/**
 * Comments newest first, `before` the last one of the previous page: on one pin, or on the pins
 * a subquery names.
 */
export function commentsPage(
  db: Db,
  pinId: string | SelectQueryBuilder<Database, 'pins', { id: string }>,
  o: { limit: number; before: string | null },
) {
  let q =
    typeof pinId === 'string'
      ? withWriter(db).where('c.pin_id', '=', pinId)
      : withWriter(db).where('c.pin_id', 'in', pinId);
  if (o.before) q = q.where('c.id', '<', o.before);
  return q.orderBy('c.id', 'desc').limit(o.limit).execute();
}

export async function commentCount(db: Db, pinId: string): Promise<number> {
  const row = await db
    .selectFrom('pin_comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('pin_id', '=', pinId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findComment = (db: Db, id: string) =>
  withWriter(db).where('c.id', '=', id).executeTakeFirst();
