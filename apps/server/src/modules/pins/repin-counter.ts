import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** PC §7, MC §9: "the repin counter logs only the first 9 repins". */
export const REPIN_COUNTER_LIMIT = 9;

/**
 * What the repin counter adds to a save event (type 5): the person's how-manyeth save this is,
 * for their first 9 saves only (the early saves that tell whether a new person found their
 * footing). From the 10th on the save is still logged and counted toward the pin's stats, but
 * carries no counter. `priorSaves` is at most REPIN_COUNTER_LIMIT (priorSaveCount stops there).
 */
export function repinCounterAux(priorSaves: number): { repin_count: number } | null {
  const ordinal = priorSaves + 1;
  return ordinal <= REPIN_COUNTER_LIMIT ? { repin_count: ordinal } : null;
}

/**
 * How many saves the person holds, counted up to REPIN_COUNTER_LIMIT only (a bounded read on
 * the saves_user_pin index, however many saves they have).
 */
export async function priorSaveCount(db: Kysely<Database>, userId: string): Promise<number> {
  const rows = await db
    .selectFrom('saves')
    .select('saved_pin_id')
    .where('user_id', '=', userId)
    .limit(REPIN_COUNTER_LIMIT)
    .execute();
  return rows.length;
}
