import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import { forPinOrOriginal, type pinsQuery } from '../pins/pins.repository.ts';
import type { Sources } from '../follows/feed-sources.ts';

type PinsQuery = ReturnType<typeof pinsQuery>;
type PinsEb = ExpressionBuilder<Database, 'pins'>;

/**
 * The pin, or the original it saves, is annotated with one of these interests. Compared with
 * `true` on purpose: SQLite turns a bare `exists` into a join and plans it last, after the
 * boards and people of every pin a feed walks (6.5 ms against 4 at a million pins). Each
 * lookup is a scalar subquery (`coalesce(...)`, 0 when the pin has none: never null, which `not`
 * would keep null and so drop the pin), not an `exists`: PostgreSQL ran an `exists` by
 * hashing every pin of the interests first (12,000 to 21,000 rows a set at a million pins, 1
 * to 2 ms each, three sets in the popular pool's query that then read 31 pins), where one probe
 * of the pin's interests per pin read costs microseconds; SQLite probes per pin either way.
 */
export const hasInterest = (interestIds: string[]) => (eb: PinsEb) =>
  eb(
    forPinOrOriginal(eb, (pin) =>
      eb(
        eb.fn.coalesce(
          eb
            .selectFrom('pin_interests as pi')
            .select(sql.lit(1).as('found'))
            .where('pi.interest_id', 'in', interestIds)
            .whereRef('pi.pin_id', '=', pin)
            .limit(1),
          sql.lit(0),
        ),
        '=',
        sql.lit(1),
      ),
    ),
    '=',
    sql.lit(true),
  );

/** Leaves out pins from boards, people and interests the viewer unfollowed. */
export function notUnfollowed(q: PinsQuery, unfollowed: Sources): PinsQuery {
  if (unfollowed.board.size) q = q.where('pins.board_id', 'not in', [...unfollowed.board]);
  if (unfollowed.user.size) q = q.where('pins.pinner_id', 'not in', [...unfollowed.user]);
  if (unfollowed.interest.size) {
    const match = hasInterest([...unfollowed.interest]);
    q = q.where((eb) => eb.not(match(eb as unknown as PinsEb)));
  }
  return q;
}

/** The pin comes from one of the followed sources. */
export const fromSources = (followed: Sources) => (eb: PinsEb) =>
  eb.or([
    ...(followed.board.size ? [eb('pins.board_id', 'in', [...followed.board])] : []),
    ...(followed.user.size ? [eb('pins.pinner_id', 'in', [...followed.user])] : []),
    ...(followed.interest.size ? [hasInterest([...followed.interest])(eb)] : []),
  ]);

export const hasAny = (s: Sources) => s.board.size + s.user.size + s.interest.size > 0;
