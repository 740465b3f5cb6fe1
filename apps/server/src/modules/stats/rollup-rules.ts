import { EVENT_TYPES } from '@tack/contract';

/**
 * The pure half of the pin stats rollup: which events count, into which day and column. The
 * rollup (rollup.ts) reads them from the log and adds these tallies to `pin_daily_stats`.
 */

/** The event types the rollup reads; every other type it passes over. */
export const COUNTED_TYPES = [
  EVENT_TYPES.impression,
  EVENT_TYPES.pinClick,
  EVENT_TYPES.clickthrough,
  EVENT_TYPES.save,
] as const;

export type StatColumn = 'impressions' | 'pin_clicks' | 'outbound_clicks' | 'saves';

export interface LoggedEvent {
  event_type: number;
  pin_id: string | null;
  aux_data: string | null;
  created_at: string;
}

/**
 * How long an id is too young to roll up. Ids are made before the transaction writing them
 * commits, so a writer that made its id just before ours may commit just after we read: moving
 * the cursor past its id would lose it for good. The background rollup only reads ids older than
 * this; a request reads the younger tail live instead (stats.service.ts).
 */
export const ROLLUP_LAG_MS = 2_000;

/** How many events one rollup transaction reads. */
export const ROLLUP_BATCH = 2_000;

/** The UTC day (`YYYY-MM-DD`) of an ISO timestamp: stats are per UTC day. */
export const dayOf = (iso: string): string => new Date(iso).toISOString().slice(0, 10);

/**
 * The column an event adds one to, or null when it does not count: impressions count only the
 * first milestone (0, "any visible", §9), so one pin seen fully counts once, not four times.
 */
export function columnOf(e: Pick<LoggedEvent, 'event_type' | 'aux_data'>): StatColumn | null {
  switch (e.event_type) {
    case EVENT_TYPES.impression:
      return milestoneOf(e.aux_data) === 0 ? 'impressions' : null;
    case EVENT_TYPES.pinClick:
      return 'pin_clicks';
    case EVENT_TYPES.clickthrough:
      return 'outbound_clicks';
    case EVENT_TYPES.save:
      return 'saves';
    default:
      return null;
  }
}

function milestoneOf(aux: string | null): number | null {
  if (!aux) return null;
  try {
    const m = (JSON.parse(aux) as { milestone?: unknown }).milestone;
    return typeof m === 'number' ? m : null;
  } catch {
    return null;
  }
}

export type Tally = Record<StatColumn, number>;
export const emptyTally = (): Tally => ({
  impressions: 0,
  pin_clicks: 0,
  outbound_clicks: 0,
  saves: 0,
});

/** Counts events per pin and UTC day: the key is `pinId|day`. */
export function tally(events: readonly LoggedEvent[]): Map<string, Tally> {
  const out = new Map<string, Tally>();
  for (const e of events) {
    const column = columnOf(e);
    if (!column || !e.pin_id) continue;
    const key = `${e.pin_id}|${dayOf(e.created_at)}`;
    const t = out.get(key) ?? emptyTally();
    t[column] += 1;
    out.set(key, t);
  }
  return out;
}

/** The UTC days of a range ending today, oldest first. */
export function lastDays(days: number, nowMs: number): string[] {
  const today = Date.UTC(
    new Date(nowMs).getUTCFullYear(),
    new Date(nowMs).getUTCMonth(),
    new Date(nowMs).getUTCDate(),
  );
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
