import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * The one rule for whose things a viewer may not see at all: deactivated accounts (hidden from
 * everyone) and, for a signed-in viewer, the people who blocked them. Their profile answers 404,
 * their boards 404, and their pins are absent from every list; the rules for boards and pins
 * (`canViewBoard`, `visibleTo`) and every list of people ask this one.
 *
 * It is one uncorrelated subquery, so each engine computes it once per statement (SQLite: a list
 * subquery into an ephemeral index; PostgreSQL: a hashed subplan), not once per row: a feed
 * scanning thousands of pins pays for it once. Both halves walk an index (`user_blocks_blocked`,
 * `users_deactivated`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's expression builder
type AnyEb = ExpressionBuilder<Database, any>;

export function hiddenPeople(eb: AnyEb, viewerId: string | null) {
  const deactivated = eb
    .selectFrom('users as hp')
    .select('hp.id')
    .where('hp.deactivated_at', 'is not', null);
  if (!viewerId) return deactivated;
  return deactivated.unionAll(
    eb
      .selectFrom('user_blocks as hb')
      .select('hb.blocker_id as id')
      .where('hb.blocked_id', '=', viewerId),
  );
}

/** The people who blocked the viewer (nobody, signed out). */
export const blockersOf = (eb: AnyEb, viewerId: string) =>
  eb.selectFrom('user_blocks as bb').select('bb.blocker_id').where('bb.blocked_id', '=', viewerId);

/** The people the viewer blocked. */
export const blockedBy = (eb: AnyEb, viewerId: string) =>
  eb.selectFrom('user_blocks as bd').select('bd.blocked_id').where('bd.blocker_id', '=', viewerId);

/** `column` (a user id) names someone the viewer may see. */
export const personVisible =
  (column: string, viewerId: string | null) =>
  (eb: AnyEb): RawBuilder<boolean> =>
    sql<boolean>`${sql.ref(column)} not in (${hiddenPeople(eb, viewerId)})`;

/** `column` (a user id) names someone hidden from the viewer: selected as a flag on boards. */
export const personHidden = (eb: AnyEb, column: string, viewerId: string | null) =>
  sql<boolean | number>`${sql.ref(column)} in (${hiddenPeople(eb, viewerId)})`;
