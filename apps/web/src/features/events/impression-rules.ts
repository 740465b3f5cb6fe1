import { IMPRESSION_MILESTONES } from '@tack/contract/event-types';

/**
 * Impression tracking's rules (pin-card-and-saving.md §9, messaging-consent-routes.md §4
 * "Impression"), pure so they are tested without a browser.
 */
export type Milestone = (typeof IMPRESSION_MILESTONES)[number];

/** §9: the top 143 px (the header) hides what is under it: a card there is not seen. */
export const IMPRESSION_TOP_MARGIN = 143;
/** §9: an impression of the same pin by the same browser is logged again only after 28 days. */
export const RESURRECTION_WINDOW_MS = 28 * 86_400_000;
/** §7: impressions carry view type 1 unless a surface says otherwise; carousels parameter 72. */
export const IMPRESSION_VIEW_TYPE = 1;
export const CAROUSEL_VIEW_PARAMETER = 72;
/** Rounding: a card is "fully visible" at 99.5 %; subpixel layout never quite gives 1. */
const FULL = 0.995;

/** The IntersectionObserver's options: the milestones as thresholds, the header cut off. */
export const OBSERVER_OPTIONS = {
  rootMargin: `-${IMPRESSION_TOP_MARGIN}px 0px 0px 0px`,
  threshold: [...IMPRESSION_MILESTONES],
} as const;

/** What a card's box says: its height and how much of it shows below the top margin. */
export interface Sighting {
  height: number;
  /** The visible share, 0 to 1 (the observer's intersectionRatio). */
  ratio: number;
  /** The observer's isIntersecting: true at ratio 0 when the card just touches the area. */
  intersecting: boolean;
}

/**
 * The visible share of a box in a viewport whose top `topMargin` px do not count, for when
 * there is no observer entry (tests, a re-check after a pause).
 */
export function visibleRatio(
  box: { top: number; bottom: number },
  viewportHeight: number,
  topMargin = IMPRESSION_TOP_MARGIN,
): number {
  const height = box.bottom - box.top;
  if (height < 1) return 0;
  const shown = Math.min(box.bottom, viewportHeight) - Math.max(box.top, topMargin);
  return Math.max(0, Math.min(1, shown / height));
}

/** §4: a box under 1 px tall was taken away: a forced exit ("removed"), tracking ends. */
export const forcedExit = (s: Pick<Sighting, 'height'>): boolean => s.height < 1;

/** The milestones a sighting reaches: any visible (0), 50 %, 80 %, fully visible (1). */
export function milestonesReached(s: Sighting): Milestone[] {
  if (forcedExit(s) || !s.intersecting || s.ratio <= 0) return [];
  return IMPRESSION_MILESTONES.filter((m) =>
    m === 0 ? true : m === 1 ? s.ratio >= FULL : s.ratio >= m,
  );
}

/** Was this milestone of this pin last logged long enough ago to be logged again? */
export function resurrected(lastLoggedAt: number | undefined, now: number): boolean {
  return lastLoggedAt === undefined || now - lastLoggedAt >= RESURRECTION_WINDOW_MS;
}

/** The key of one pin's milestone in the browser's record. */
export const seenKey = (pinId: string, m: Milestone) => `${pinId}:${m}`;

/**
 * The record kept small: entries past the window are of no use; past `max` the oldest go
 * (logging one of those again early is the lesser harm than an unbounded localStorage).
 */
export function pruneSeen(
  seen: Record<string, number>,
  now: number,
  max: number,
): Record<string, number> {
  const live = Object.entries(seen).filter(([, at]) => resurrected(at, now) === false);
  // Sorting only when over the cap: the common case is one pass.
  if (live.length > max) live.sort((a, b) => b[1] - a[1]);
  return Object.fromEntries(live.slice(0, max));
}

/**
 * The new milestones of a sighting: reached now, not yet logged in this visit and not logged by
 * this browser within the window. While paused (a modal is open) nothing is new.
 */
export function newMilestones(
  pinId: string,
  s: Sighting,
  o: { paused: boolean; now: number; seen: Readonly<Record<string, number>> },
): Milestone[] {
  if (o.paused) return [];
  return milestonesReached(s).filter((m) => resurrected(o.seen[seenKey(pinId, m)], o.now));
}

/**
 * Has this browser logged every milestone of the pin within the window? Then there is nothing
 * left to watch for: the tracker stops observing the card (fewer observer callbacks on scroll).
 */
export function allMilestonesSeen(
  pinId: string,
  seen: Readonly<Record<string, number>>,
  now: number,
): boolean {
  return IMPRESSION_MILESTONES.every((m) => !resurrected(seen[seenKey(pinId, m)], now));
}
