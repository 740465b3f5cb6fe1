import { z } from 'zod';
import { Id } from './common.ts';
import { STAT_METRICS, STATS_RANGES } from './pin-stats-rules.ts';

export * from './pin-stats-rules.ts';

/** `/pin/{id}/analytics` (PC §2): one pin's figures over the last `days` UTC days. */
export const PinStatsOptions = z
  .object({
    pin_id: Id,
    days: z.coerce
      .number()
      .int()
      .refine((d) => (STATS_RANGES as readonly number[]).includes(d), {
        message: `days must be one of ${STATS_RANGES.join(', ')}`,
      })
      .default(30),
  })
  .strict();

export const StatMetricName = z.enum(STAT_METRICS);

export const PinStatsMetric = z.object({
  metric: StatMetricName,
  label: z.string(),
  /** The sum over the range; null when this pin has no such figure (§5: a dash). */
  total: z.number().int().nullable(),
  /** One value per day, oldest first (null where the metric is not available). */
  daily: z.array(z.number().int().nullable()),
});

export const PinStats = z.object({
  pinId: Id,
  days: z.number().int(),
  /** The UTC days (`YYYY-MM-DD`), oldest first, the `daily` values belong to. */
  dayList: z.array(z.string()),
  metrics: z.array(PinStatsMetric),
  pin: z.object({
    title: z.string(),
    imageUrl: z.string(),
    isStory: z.boolean(),
    isAdOnly: z.boolean(),
    isSave: z.boolean(),
  }),
});
export type PinStats = z.infer<typeof PinStats>;

/**
 * The card's 30-day figures (spec aggregatedPinData.creatorAnalytics, realtime block): only on
 * the viewer's own pins; null where the metric is not available for the pin (§6).
 */
export const CreatorAnalytics = z.object({
  impression: z.number().int().nullable(),
  save: z.number().int().nullable(),
  pinClick: z.number().int().nullable(),
});
export type CreatorAnalytics = z.infer<typeof CreatorAnalytics>;
