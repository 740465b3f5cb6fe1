/**
 * Pin statistics rules (pin-card-and-saving.md §4 "Other", §5, §6, §9), pure and shared by the
 * server (what it answers) and the web app (what the card and the analytics page show). No zod
 * here: the browser imports this file alone.
 */

/** §9: the pin stats window, and the ranges the analytics page offers within it. */
export const STATS_RANGES = [7, 14, 30] as const;
export type StatsRange = (typeof STATS_RANGES)[number];

/** The metrics a pin's daily stats count, in the order the page shows them. */
export const STAT_METRICS = ['impressions', 'saves', 'pinClicks', 'outboundClicks'] as const;
export type StatMetric = (typeof STAT_METRICS)[number];

export const STAT_LABELS: Record<StatMetric, string> = {
  impressions: 'Impressions',
  saves: 'Saves',
  pinClicks: 'Pin clicks',
  outboundClicks: 'Outbound clicks',
};

/** §5: what a missing stat reads as (a dash is shown, with this as its text). */
export const STAT_NOT_AVAILABLE = 'This stat is not available yet';

export interface StatsPinFacts {
  /** A story (idea) pin: its stats are for creator-program partners only (§6). */
  isStory: boolean;
  /** An ad-only pin (promoted): impressions and pin clicks only (§6). */
  isAdOnly: boolean;
  /**
   * A saved copy: saves are counted toward the original pin its creator owns, so a copy has no
   * saves figure of its own.
   */
  isSave: boolean;
}

/**
 * The metrics a pin's stats show (§6): ad-only pins impressions and pin clicks; a saved copy
 * everything but saves (they count toward the original); every other pin all four. A metric
 * left out shows as a dash with STAT_NOT_AVAILABLE.
 */
export function statMetricsFor(pin: StatsPinFacts): StatMetric[] {
  if (pin.isAdOnly) return ['impressions', 'pinClicks'];
  if (pin.isSave) return STAT_METRICS.filter((m) => m !== 'saves');
  return [...STAT_METRICS];
}

export interface StatsViewer {
  id: string;
  isPartner: boolean;
  /** An operator (users.role admin): may read any pin's stats. */
  isOperator: boolean;
}

/**
 * May this viewer read this pin's stats (the analytics page, §2 and §6)? Its pinner (a manager
 * with VIEW_STATS acting as a business profile reads as that profile: modules/business), or an
 * operator; story pins' stats only for partners (operators too, to answer support questions).
 */
export function canReadPinStats(
  viewer: StatsViewer | null,
  pin: { pinnerId: string; isStory: boolean },
): boolean {
  if (!viewer) return false;
  if (viewer.isOperator) return true;
  if (viewer.id !== pin.pinnerId) return false;
  return !pin.isStory || viewer.isPartner;
}

export interface StatsButtonInput {
  signedIn: boolean;
  /** The surface shows the stats part (board and profile grids, rules/surfaces.ts). */
  surfaceAllows: boolean;
  /** The pin is the viewer's own (or the viewer manages its profile). */
  own: boolean;
  isStory: boolean;
  viewerIsPartner: boolean;
}

/**
 * §6 "Stats button": for signed-in viewers on board and profile grids, when the pin is their
 * own or they manage the profile, and not for story pins unless the viewer is a partner.
 */
export const showStatsButton = (i: StatsButtonInput): boolean =>
  i.signedIn && i.surfaceAllows && i.own && (!i.isStory || i.viewerIsPartner);
