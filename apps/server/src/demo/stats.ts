import type { Kysely } from 'kysely';
import { EVENT_TYPES, PIN_STATS_WINDOW_DAYS } from '@tack/contract';
import type { Database } from '../db/database.ts';
import { recordEvents, type EventRow } from '../modules/events/events.repository.ts';
import type { Random } from './random.ts';

const DAY = 86_400_000;
/** Rows per insert: 12 values each stays under SQLite's bound-parameter limit. */
const CHUNK = 1_000;

/**
 * A plausible last 30 days in the event log for the demo account's own pins, so its analytics
 * pages have something to show: each day a few impressions (every milestone, as a browser would
 * send them), some closeups and clickthroughs, and a save event for every demo save in the
 * window. Backdated with ids made at their time (recordEvents `at`); the stats rollup job counts
 * them once the server starts. Only the demo account's pins: a few thousand rows, not the whole
 * catalogue's.
 */
export async function seedDemoEvents(
  db: Kysely<Database>,
  rnd: Random,
  opts: {
    demoId: string;
    pins: readonly {
      id: string;
      pinner_id: string;
      created_at: string;
      origin_pin_id?: string | null;
    }[];
    saves: readonly Database['saves'][];
    nowMs: number;
  },
): Promise<number> {
  const from = opts.nowMs - PIN_STATS_WINDOW_DAYS * DAY;
  const rows: EventRow[] = [];
  for (const pin of opts.pins) {
    if (pin.pinner_id !== opts.demoId) continue;
    // Newer pins are seen more (the feed favours fresh pins); nothing before the pin existed.
    const start = Math.max(from, Date.parse(pin.created_at));
    const reach = rnd.int(1, 4);
    for (let day = start; day < opts.nowMs; day += DAY) {
      const seen = rnd.int(0, reach * 2);
      for (let i = 0; i < seen; i++) {
        const at = day + rnd.int(0, DAY - 1);
        if (at >= opts.nowMs) continue;
        rows.push(impression(pin.id, 0, at));
        if (rnd.chance(0.5)) rows.push(impression(pin.id, 1, at + 400));
        if (rnd.chance(0.12)) rows.push(event(EVENT_TYPES.pinClick, pin.id, at + 2_000));
        if (rnd.chance(0.04)) rows.push(event(EVENT_TYPES.clickthrough, pin.id, at + 9_000));
      }
    }
  }
  for (const s of opts.saves) {
    const at = Date.parse(s.created_at);
    if (at >= from && at < opts.nowMs) rows.push(event(EVENT_TYPES.save, s.pin_id, at));
  }
  // Time order, so ids made within one millisecond count up (newId) and never repeat.
  rows.sort((a, b) => a.at!.getTime() - b.at!.getTime());
  // One transaction: one commit for the whole log, not one per chunk.
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += CHUNK) await recordEvents(trx, rows.slice(i, i + CHUNK));
  });
  return rows.length;
}

const event = (eventType: EventRow['eventType'], pinId: string, at: number): EventRow => ({
  eventType,
  pinId,
  pageKind: 'home',
  at: new Date(at),
});

const impression = (pinId: string, milestone: number, at: number): EventRow => ({
  ...event(EVENT_TYPES.impression, pinId, at),
  auxData: { milestone },
});
