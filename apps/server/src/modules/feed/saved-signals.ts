import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { queryTemplate } from '../../db/query-template.ts';
import type { Sources } from '../follows/feed-sources.ts';

/** How many of the topics a person saved most draw pins into their feed. */
export const SAVED_INTERESTS_MAX = 5;

/**
 * Which pins a person's saves may bring into their home feed, by consent (docs/privacy.md):
 * personalization lets ordinary pins come by what they saved; marketing lets promoted pins come
 * by it. Without either, only what they explicitly follow shapes the feed.
 */
export type SavedSignalPins = 'all' | 'organic' | 'promoted' | 'none';

export function savedSignalPins(personalization: boolean, marketing: boolean): SavedSignalPins {
  if (personalization && marketing) return 'all';
  if (personalization) return 'organic';
  if (marketing) return 'promoted';
  return 'none';
}

/**
 * The topics of a person's saves since a time, most saved first, as many as the shape says
 * (compiled once per count: written out, the LIMIT ran this statement in about 12 us against 21
 * bound, the sorts that GROUP BY and ORDER BY need).
 */
const savedTopicRows = queryTemplate((db, v: { userId: string; since: string }, shape) =>
  db
    .selectFrom('saves as s')
    .innerJoin('pin_interests as pi', 'pi.pin_id', 's.pin_id')
    .select(['pi.interest_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('s.user_id', '=', v.userId)
    .where('s.created_at', '>', v.since)
    .groupBy('pi.interest_id')
    .orderBy('n', 'desc')
    .orderBy('pi.interest_id')
    .limit(sql.lit(Number(shape))),
);

/**
 * The topics of the pins a person saved since `sinceIso`, most saved first: an implicit signal,
 * unlike follows. Topics they follow already come in as follows; topics they unfollowed never.
 */
export async function savedInterests(
  db: Kysely<Database>,
  userId: string,
  sinceIso: string,
  followed: Sources,
  unfollowed: Sources,
): Promise<Set<string>> {
  const count = SAVED_INTERESTS_MAX + followed.interest.size + unfollowed.interest.size;
  const rows = await savedTopicRows(db, String(count), { userId, since: sinceIso });
  return new Set(
    rows
      .map((r) => r.interest_id)
      .filter((id) => !followed.interest.has(id) && !unfollowed.interest.has(id))
      .slice(0, SAVED_INTERESTS_MAX),
  );
}
