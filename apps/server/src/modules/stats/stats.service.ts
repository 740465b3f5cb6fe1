import type { z } from 'zod';
import {
  STAT_LABELS,
  STAT_METRICS,
  statMetricsFor,
  type PinStats,
  type PinStatsOptions,
  type StatMetric,
} from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { emptyTally, lastDays, tally, type StatColumn, type Tally } from './rollup-rules.ts';
import { rollupCursor, rollupPinStats } from './rollup.ts';
import { pinForStats, statsFactsOf } from './stats-access.ts';
import { dailyRows, tailEvents } from './stats.repository.ts';

const COLUMN: Record<StatMetric, StatColumn> = {
  impressions: 'impressions',
  saves: 'saves',
  pinClicks: 'pin_clicks',
  outboundClicks: 'outbound_clicks',
};

/**
 * `/pin/{id}/analytics`: the pin's figures per UTC day over the range, for its pinner and
 * operators (404 for anyone else). The rollup runs first, so the page is at most a couple of
 * seconds behind the log; those seconds (ids the rollup leaves for a late writer) are read live
 * for this pin, so a save just made shows at once.
 */
export async function pinStats(
  ctx: CallContext,
  o: z.output<typeof PinStatsOptions>,
): Promise<PinStats> {
  const pin = await pinForStats(ctx.db, ctx.viewer, o.pin_id);
  if (!pin) throw notFound('Pin');
  await rollupPinStats(ctx.db, ctx.engine, { maxBatches: 5 });
  const days = lastDays(o.days, Date.now());
  const byDay = await readDays(ctx, pin.id, days[0]!);
  const facts = statsFactsOf(pin);
  const shown = statMetricsFor(facts);
  return {
    pinId: pin.id,
    days: o.days,
    dayList: days,
    metrics: STAT_METRICS.map((metric) => {
      const on = shown.includes(metric);
      const daily = days.map((d) => (on ? (byDay.get(d)?.[COLUMN[metric]] ?? 0) : null));
      return {
        metric,
        label: STAT_LABELS[metric],
        total: on ? daily.reduce<number>((s, v) => s + (v ?? 0), 0) : null,
        daily,
      };
    }),
    pin: { title: pin.title, imageUrl: pin.images['236x'].url, ...facts },
  };
}

/**
 * Rolled-up days plus the live tail, read in one snapshot (REPEATABLE READ on PostgreSQL; SQLite
 * has one connection), so a rollup committing meanwhile is counted once: either in the days or
 * in the tail, never in both.
 */
async function readDays(ctx: CallContext, pinId: string, firstDay: string) {
  let tx = ctx.db.transaction();
  if (ctx.engine === 'postgres') tx = tx.setIsolationLevel('repeatable read');
  return tx.execute(async (trx) => {
    const cursor = await rollupCursor(trx);
    const rows = await dailyRows(trx, pinId, firstDay);
    const tail = await tailEvents(trx, pinId, cursor);
    const byDay = new Map<string, Tally>(rows.map(({ day, ...t }) => [day, { ...t }]));
    for (const [key, t] of tally(tail)) {
      const day = key.split('|')[1]!;
      const sum = byDay.get(day) ?? emptyTally();
      for (const c of Object.keys(t) as StatColumn[]) sum[c] += t[c];
      byDay.set(day, sum);
    }
    return byDay;
  });
}
