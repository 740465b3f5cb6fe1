import { statMetricsFor, type CreatorAnalytics, type Pin } from '@tack/contract';
import { statsFactsOf } from './stats-access.ts';
import type { WindowTotals } from './stats.repository.ts';

/**
 * The card's 30-day figures (spec aggregatedPinData.creatorAnalytics) for a pin of the viewer's
 * own: zero where nothing was counted, null for a metric the pin has none of (§6: ad-only pins
 * have no saves; a saved copy's saves count toward its original).
 */
export function creatorAnalyticsOf(pin: Pin, totals: WindowTotals | undefined): CreatorAnalytics {
  const shown = statMetricsFor(statsFactsOf(pin));
  const value = (on: boolean, n: number | undefined) => (on ? (n ?? 0) : null);
  return {
    impression: value(shown.includes('impressions'), totals?.impressions),
    save: value(shown.includes('saves'), totals?.saves),
    pinClick: value(shown.includes('pinClicks'), totals?.pin_clicks),
  };
}

/** Adds the figures to the viewer's own pins of a page; other pins are left as they are. */
export function withCreatorAnalytics(
  pin: Pin,
  viewerId: string | null,
  totals: Map<string, WindowTotals>,
): Pin {
  if (!viewerId || pin.pinner.id !== viewerId) return pin;
  return {
    ...pin,
    aggregatedPinData: {
      ...pin.aggregatedPinData,
      creatorAnalytics: creatorAnalyticsOf(pin, totals.get(pin.id)),
    },
  };
}
