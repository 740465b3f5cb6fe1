/**
 * Calm messages (issue 21): at most one floating message on screen at a time, queued by
 * priority; none covering the page's headings or another message; dismissals remembered; and
 * words that fit the device. Pure rules, unit-tested in calm.test.ts.
 */
import type { Experience } from '@tack/contract';

/**
 * The order of floating kinds when priorities tie: a modal first (it is the page's one
 * interruption), then the tips anchored to controls, the corner callout, the short-lived toast,
 * and the survey last (it waits by design).
 */
export const FLOATING_ORDER: readonly string[] = [
  'modal',
  'tooltip',
  'anchored_hint',
  'popover',
  'floating_callout',
  'toast',
  'survey',
];

/** Kinds that float over the page (the rest are banners in the page flow). */
export const FLOATING_KINDS: ReadonlySet<string> = new Set(FLOATING_ORDER);

export const isFloating = (kind: string): boolean => FLOATING_KINDS.has(kind);

export interface FloatingCandidate {
  /** The placed experience id. */
  id: string;
  kind: string;
  /** The record's priority (higher first); 0 when not given. */
  priority: number;
  /** When it asked for its turn (earlier first among equals). */
  arrival: number;
}

const kindRank = (kind: string) => {
  const i = FLOATING_ORDER.indexOf(kind);
  return i < 0 ? FLOATING_ORDER.length : i;
};

/**
 * Which floating message may show now: the best candidate not on hold (one that cannot show
 * here, e.g. it would cover a heading): highest priority, then kind order, then first come.
 */
export function pickFloating(
  candidates: Iterable<FloatingCandidate>,
  held: ReadonlySet<string> = new Set(),
): string | null {
  let best: FloatingCandidate | null = null;
  for (const c of candidates) {
    if (held.has(c.id)) continue;
    if (
      !best ||
      c.priority > best.priority ||
      (c.priority === best.priority &&
        (kindRank(c.kind) < kindRank(best.kind) ||
          (kindRank(c.kind) === kindRank(best.kind) && c.arrival < best.arrival)))
    )
      best = c;
  }
  return best?.id ?? null;
}

/** The record's priority, sent in metadata (0 when absent or not a number). */
export function priorityOf(e: Pick<Experience, 'metadata'>): number {
  const p = e.metadata?.priority;
  return typeof p === 'number' && Number.isFinite(p) ? p : 0;
}

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Do two boxes share any area (touching edges do not count)? */
export const boxesOverlap = (a: Box, b: Box): boolean =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

/** Is the box wholly inside the viewport? */
export const insideViewport = (b: Box, v: { width: number; height: number }): boolean =>
  b.left >= 0 && b.top >= 0 && b.left + b.width <= v.width && b.top + b.height <= v.height;

/**
 * May an anchored message (panel or pulsar) show at `box`? Not when its anchor is off screen,
 * when it does not fit in the viewport, or when it would cover a page heading or another message
 * (`obstacles`).
 */
export function anchoredBlocked(
  box: Box,
  anchor: Box,
  viewport: { width: number; height: number },
  obstacles: readonly Box[],
): boolean {
  const anchorShown =
    anchor.width > 0 &&
    anchor.height > 0 &&
    anchor.left < viewport.width &&
    anchor.left + anchor.width > 0 &&
    anchor.top < viewport.height &&
    anchor.top + anchor.height > 0;
  if (!anchorShown || !insideViewport(box, viewport)) return true;
  return obstacles.some((o) => boxesOverlap(box, o));
}

/**
 * A modal interrupts once: one this viewer has seen before (it was left unanswered, e.g. by a
 * reload or leaving the page) counts as dismissed and is not shown again.
 */
export const leftUnanswered = (e: Pick<Experience, 'kind' | 'status'>): boolean =>
  e.kind === 'modal' && e.status === 'viewed';

const GESTURES: Record<string, string> = {
  hover: 'tap',
  hovers: 'taps',
  hovered: 'tapped',
  hovering: 'tapping',
};

/**
 * Words for a touch screen, where nothing hovers: "Hover a pin" / "hover over a pin" becomes
 * "Tap a pin" / "tap a pin" (capitals kept). Other text is unchanged.
 */
export function touchWording(text: string): string {
  return text.replace(/\b(hover(?:s|ed|ing)?)\b(\s+(?:over|on)\b)?/gi, (_m, word: string) => {
    const tap = GESTURES[word.toLowerCase()] ?? word;
    if (word === word.toUpperCase()) return tap.toUpperCase();
    return word[0] === word[0]!.toUpperCase() ? tap[0]!.toUpperCase() + tap.slice(1) : tap;
  });
}

/** Keys whose values are addresses or colours, never words (left alone). */
const NOT_WORDS = /(url|uri|href|link|links|color|colors|colour|src|anchor|image|video)$/i;

/** The display data with `touchWording` applied to every text value (addresses untouched). */
export function touchDisplayData<T>(data: T, key = ''): T {
  if (typeof data === 'string') return (NOT_WORDS.test(key) ? data : touchWording(data)) as T;
  if (Array.isArray(data)) return data.map((v) => touchDisplayData(v, key)) as T;
  if (data && typeof data === 'object')
    return Object.fromEntries(
      Object.entries(data).map(([k, v]) => [k, touchDisplayData(v, k)]),
    ) as T;
  return data;
}
