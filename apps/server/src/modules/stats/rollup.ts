import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Engine } from '../../db/dialect.ts';
import { idAt } from '../../lib/ids.ts';
import {
  COUNTED_TYPES,
  ROLLUP_BATCH,
  ROLLUP_LAG_MS,
  tally,
  type LoggedEvent,
  type Tally,
} from './rollup-rules.ts';

/** The cursor's row in `event_rollups`. */
export const PIN_STATS_ROLLUP = 'pin_daily_stats';

export interface RollupOptions {
  /** The clock (tests move it); ids made after `now - lagMs` wait for a later run. */
  nowMs?: number;
  lagMs?: number;
  batchSize?: number;
  /** At most this many batches per call (a request must not wait for a large backlog). */
  maxBatches?: number;
}

/**
 * Adds the events logged since the cursor to `pin_daily_stats`, batch by batch: each batch
 * reads at most `batchSize` counted events after the cursor, adds their tallies by upsert and
 * moves the cursor, in one transaction; the cursor row is locked first (FOR UPDATE on
 * PostgreSQL, SQLite has one writer), so two rollups at once never count an event twice. Answers
 * how many events were read.
 */
export async function rollupPinStats(
  db: Kysely<Database>,
  engine: Engine,
  opts: RollupOptions = {},
): Promise<number> {
  // Ids made at or before `now - lag` (idAt is the first id of a millisecond).
  const before = idAt((opts.nowMs ?? Date.now()) - (opts.lagMs ?? ROLLUP_LAG_MS) + 1);
  const size = opts.batchSize ?? ROLLUP_BATCH;
  let read = 0;
  for (let i = 0; i < (opts.maxBatches ?? 1000); i++) {
    const n = await db.transaction().execute((trx) => rollupBatch(trx, engine, before, size));
    read += n;
    if (n < size) break;
  }
  return read;
}

async function rollupBatch(
  trx: Transaction<Database>,
  engine: Engine,
  before: string,
  size: number,
): Promise<number> {
  const cursor = await lockCursor(trx, engine);
  const events = await trx
    .selectFrom('events')
    .select(['id', 'event_type', 'pin_id', 'aux_data', 'created_at'])
    .where('id', '>', cursor)
    .where('id', '<', before)
    .where('event_type', 'in', [...COUNTED_TYPES])
    .where('pin_id', 'is not', null)
    .orderBy('id')
    .limit(size)
    .execute();
  if (!events.length) return 0;
  await addTallies(trx, events);
  await trx
    .updateTable('event_rollups')
    .set({ last_event_id: events.at(-1)!.id })
    .where('name', '=', PIN_STATS_ROLLUP)
    .execute();
  return events.length;
}

/** The cursor, locked for this transaction (made at '0', before every id, the first time). */
async function lockCursor(trx: Transaction<Database>, engine: Engine): Promise<string> {
  await trx
    .insertInto('event_rollups')
    .values({ name: PIN_STATS_ROLLUP, last_event_id: '0' })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  let q = trx
    .selectFrom('event_rollups')
    .select('last_event_id')
    .where('name', '=', PIN_STATS_ROLLUP);
  if (engine === 'postgres') q = q.forUpdate();
  return (await q.executeTakeFirstOrThrow()).last_event_id;
}

/** Reads the rollup's cursor without locking it ('0' before the first rollup). */
export async function rollupCursor(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('event_rollups')
    .select('last_event_id')
    .where('name', '=', PIN_STATS_ROLLUP)
    .executeTakeFirst();
  return row?.last_event_id ?? '0';
}

/** Adds each pin and day's counts; events of pins deleted since are passed over. */
async function addTallies(trx: Transaction<Database>, events: LoggedEvent[]): Promise<void> {
  const tallies = tally(events);
  const pinIds = [...new Set([...tallies.keys()].map((k) => k.split('|')[0]!))];
  if (!pinIds.length) return;
  const existing = new Set(
    (await trx.selectFrom('pins').select('id').where('id', 'in', pinIds).execute()).map(
      (p) => p.id,
    ),
  );
  const rows = [...tallies].flatMap(([key, t]) => {
    const [pin_id, day] = key.split('|') as [string, string];
    return existing.has(pin_id) ? [{ pin_id, day, ...t }] : [];
  });
  // 500 rows of 6 values stay well under both engines' bound-parameter limits.
  for (let i = 0; i < rows.length; i += 500) await upsert(trx, rows.slice(i, i + 500));
}

async function upsert(
  trx: Transaction<Database>,
  rows: (Tally & { pin_id: string; day: string })[],
) {
  await trx
    .insertInto('pin_daily_stats')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['pin_id', 'day']).doUpdateSet((eb) => ({
        impressions: eb('pin_daily_stats.impressions', '+', eb.ref('excluded.impressions')),
        pin_clicks: eb('pin_daily_stats.pin_clicks', '+', eb.ref('excluded.pin_clicks')),
        outbound_clicks: eb(
          'pin_daily_stats.outbound_clicks',
          '+',
          eb.ref('excluded.outbound_clicks'),
        ),
        saves: eb('pin_daily_stats.saves', '+', eb.ref('excluded.saves')),
      })),
    )
    .execute();
}
