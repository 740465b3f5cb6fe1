import type { AppContext } from '../../context.ts';
import type { JobHandler } from '../jobs/worker.ts';
import { rollupPinStats } from './rollup.ts';

/** The recurring job that keeps `pin_daily_stats` up with the event log, and its fixed row id. */
export const PIN_STATS_JOB = 'stats.pin_rollup';
export const PIN_STATS_JOB_ID = 'recurring:stats.pin_rollup';

/** How often the rollup runs: the card's figures are at most about this far behind. */
export const PIN_STATS_INTERVAL_MS = 10_000;

export function pinStatsRollupJob(ctx: AppContext): JobHandler {
  return async () => {
    await rollupPinStats(ctx.db, ctx.engine);
    return { again: new Date(Date.now() + PIN_STATS_INTERVAL_MS) };
  };
}
