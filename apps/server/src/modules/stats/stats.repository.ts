import type { Kysely } from 'kysely';
import { PIN_STATS_WINDOW_DAYS } from '@tack/contract';
import type { Database } from '../../db/database.ts';
import { COUNTED_TYPES, lastDays, type LoggedEvent } from './rollup-rules.ts';

/** A pin's rolled-up days from `firstDay` on. */
export function dailyRows(db: Kysely<Database>, pinId: string, firstDay: string) {
  return db
    .selectFrom('pin_daily_stats')
    .select(['day', 'impressions', 'pin_clicks', 'outbound_clicks', 'saves'])
    .where('pin_id', '=', pinId)
    .where('day', '>=', firstDay)
    .execute();
}

/**
 * A pin's counted events the rollup has not reached yet (after its cursor): a few seconds' worth
 * when the rollup keeps up, read by id range (the primary key), never the whole log.
 */
export function tailEvents(
  db: Kysely<Database>,
  pinId: string,
  cursor: string,
): Promise<LoggedEvent[]> {
  return db
    .selectFrom('events')
    .select(['event_type', 'pin_id', 'aux_data', 'created_at'])
    .where('id', '>', cursor)
    .where('pin_id', '=', pinId)
    .where('event_type', 'in', [...COUNTED_TYPES])
    .execute();
}

export interface WindowTotals {
  impressions: number;
  pin_clicks: number;
  saves: number;
}

/**
 * The last 30 days' totals of these pins (the card's figures), in one grouped query over the
 * rolled-up days (the primary key starts with pin_id): cheap enough for every grid page.
 */
export async function windowTotals(
  db: Kysely<Database>,
  pinIds: string[],
  nowMs = Date.now(),
): Promise<Map<string, WindowTotals>> {
  if (!pinIds.length) return new Map();
  const rows = await db
    .selectFrom('pin_daily_stats')
    .select((eb) => [
      'pin_id',
      eb.fn.sum<number>('impressions').as('impressions'),
      eb.fn.sum<number>('pin_clicks').as('pin_clicks'),
      eb.fn.sum<number>('saves').as('saves'),
    ])
    .where('pin_id', 'in', pinIds)
    .where('day', '>=', lastDays(PIN_STATS_WINDOW_DAYS, nowMs)[0]!)
    .groupBy('pin_id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.pin_id,
      {
        impressions: Number(r.impressions),
        pin_clicks: Number(r.pin_clicks),
        saves: Number(r.saves),
      },
    ]),
  );
}
