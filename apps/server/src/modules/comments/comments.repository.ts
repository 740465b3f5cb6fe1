import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database>;

const COLUMNS = [
  'c.id',
  'c.pin_id',
  'c.parent_id',
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
 * Comments (not replies) newest first, `before` the last one of the previous page: on one pin,
 * or on the pins a subquery names.
 */
export function commentsPage(
  db: Db,
  pinId: string | SelectQueryBuilder<Database, 'pins', { id: string }>,
  o: { limit: number; before: string | null },
) {
  let q = (
    typeof pinId === 'string'
      ? withWriter(db).where('c.pin_id', '=', pinId)
      : withWriter(db).where('c.pin_id', 'in', pinId)
  ).where('c.parent_id', 'is', null);
  if (o.before) q = q.where('c.id', '<', o.before);
  return q.orderBy('c.id', 'desc').limit(o.limit).execute();
}

/** A comment's replies, oldest first, `after` the last one of the previous page. */
export function repliesPage(db: Db, parentId: string, o: { limit: number; after: string | null }) {
  let q = withWriter(db).where('c.parent_id', '=', parentId);
  if (o.after) q = q.where('c.id', '>', o.after);
  return q.orderBy('c.id', 'asc').limit(o.limit).execute();
}

/** The first `each` replies of each comment, oldest first, in one query. */
export async function firstReplies(db: Db, parentIds: string[], each: number) {
  if (!parentIds.length) return [];
  return db
    .selectFrom((eb) =>
      withWriter(eb as unknown as Db)
        .select(sql<number>`row_number() over (partition by c.parent_id order by c.id)`.as('rn'))
        .where('c.parent_id', 'in', parentIds)
        .as('r'),
    )
    .selectAll()
    .where('rn', '<=', each)
    .orderBy('id')
    .execute();
}

/** How many replies each comment has. */
export async function replyCounts(db: Db, parentIds: string[]): Promise<Map<string, number>> {
  if (!parentIds.length) return new Map();
  const rows = await db
    .selectFrom('pin_comments')
    .select(['parent_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('parent_id', 'in', parentIds)
    .groupBy('parent_id')
    .execute();
  return new Map(rows.map((r) => [r.parent_id!, Number(r.n)]));
}

/** The comments among `ids` this person reported. */
export async function reportedBy(db: Db, reporterId: string | null, ids: string[]) {
  if (!reporterId || !ids.length) return new Set<string>();
  const rows = await db
    .selectFrom('comment_reports')
    .select('comment_id')
    .where('reporter_id', '=', reporterId)
    .where('comment_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.comment_id));
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
