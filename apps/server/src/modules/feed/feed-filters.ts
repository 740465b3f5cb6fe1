import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.ts';
import { forPinOrOriginal } from '../pins/pins.repository.ts';
import type { Sources } from '../follows/feed-sources.ts';

type PinsEb = ExpressionBuilder<Database, 'pins'>;

/**
 * The pin, or the original it saves, is annotated with one of these interests. Compared with
 * `true` on purpose: when the lookups were `exists`, SQLite turned the bare test into a join and
 * planned it last, after the boards and people of every pin a feed walks (6.5 ms against 4 at a
 * million pins); kept since the lookups became scalar subqueries (`annotatedWith`), not
 * measured without it.
 */
export const hasInterest = (interestIds: string[]) => (eb: PinsEb) =>
  eb(
    forPinOrOriginal(eb, (pin) => annotatedWith(pin, interestIds)),
    '=',
    sql.lit(true),
  );

/**
 * The pin `pin` names is annotated with one of these interests: a scalar subquery, one probe
 * of the pin's interests, not an `exists`. PostgreSQL ran an `exists` by hashing every pin of
 * the interests first (12,000 to 21,000 rows a set at a million pins, 1 to 2 ms each; the
 * popular pool's query built three, then read 31 pins); SQLite probes per pin either way. Never
 * null (`coalesce`): a null that `not` kept null would drop a pin with none of the interests.
 */
export const annotatedWith = (pin: string, interestIds: readonly string[]) =>
  sql<SqlBool>`coalesce((select 1 from pin_interests as ann where ann.pin_id = ${sql.ref(pin)} and ann.interest_id in (${sql.join(interestIds)}) limit 1), 0) = 1`;

/**
 * Leaves out pins from boards, people and interests the viewer unfollowed; null when they
 * unfollowed nothing. A filter, for the feed's whole pins and its streams' ids alike.
 */
export function notUnfollowed(unfollowed: Sources) {
  if (!hasAny(unfollowed)) return null;
  return (eb: PinsEb) =>
    eb.and([
      ...(unfollowed.board.size ? [eb('pins.board_id', 'not in', [...unfollowed.board])] : []),
      ...(unfollowed.user.size ? [eb('pins.pinner_id', 'not in', [...unfollowed.user])] : []),
      ...(unfollowed.interest.size ? [eb.not(hasInterest([...unfollowed.interest])(eb))] : []),
    ]);
}

/** The pin comes from one of the followed sources. */
export const fromSources = (followed: Sources) => (eb: PinsEb) =>
  eb.or([
    ...(followed.board.size ? [eb('pins.board_id', 'in', [...followed.board])] : []),
    ...(followed.user.size ? [eb('pins.pinner_id', 'in', [...followed.user])] : []),
    ...(followed.interest.size ? [hasInterest([...followed.interest])(eb)] : []),
  ]);

export const hasAny = (s: Sources) => s.board.size + s.user.size + s.interest.size > 0;
