/**
 * The experience lifecycle rules of messaging-consent-routes.md §2.2, §4 and §9, as pure
 * functions: when a placement fetches, when a completion or dismissal counts, what the fixed
 * ids do, where messages are suppressed.
 */
import type { PageType } from '@tack/contract/constants';
import { landingPageType, targetingPageType } from '@tack/contract/routes';

/** §2.2: only the home feed route "/" refreshes these placements (the route table says so). */
export { HOME_REFRESH_PLACEMENTS } from '@tack/contract/routes';
export { HOME_CONTEXT_DEPTH } from './home-depth.ts';
export const NO_ACTION_MS = 4000;
export const SURVEY_PLACEMENT = 1000421;
export const SURVEY_RECHECK_MS = 3000;
export const FAILURE_SAMPLE_RATE = 0.1;

/** §9 fixed experience and placement ids. */
export const FIXED = {
  viewedOnMount: new Set([500500]),
  autoCompleted: new Set([502312, 502320, 502321, 502322]),
  disablesNavigation: new Set([507054]),
  viewedAutomatically: new Set([1000075]),
  refetchOnViewPlacements: new Set([1000162]),
} as const;

/** What a fixed experience id does by itself once shown (§9). */
export function onMountActions(experienceId: number): ('view' | 'complete')[] {
  if (FIXED.autoCompleted.has(experienceId)) return ['view', 'complete'];
  if (FIXED.viewedOnMount.has(experienceId) || FIXED.viewedAutomatically.has(experienceId))
    return ['view'];
  return [];
}

/** Redirect URLs in display data are followed, except by 507054, which disables navigation handling. */
export const followsNavigation = (experienceId: number): boolean =>
  !FIXED.disablesNavigation.has(experienceId);

export type PlacementStatus = 'mounted' | 'unmounted' | 'registered_after_action';

/** Equal to `depth` levels; deeper values compare by identity-free JSON. */
export function contextEquals(a: unknown, b: unknown, depth: number): boolean {
  if (a === b) return true;
  if (depth <= 0 || typeof a !== 'object' || typeof b !== 'object' || !a || !b)
    return depth <= 0 ? JSON.stringify(a) === JSON.stringify(b) : false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) =>
      Object.hasOwn(b, k) &&
      contextEquals(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        depth - 1,
      ),
  );
}

export interface PlacementSnapshot {
  status: PlacementStatus;
  /** Is there a current experience that a renderer can show? */
  hasRenderable: boolean;
  lastContext: unknown;
  fetched: boolean;
}

/** §4: fetch only when mounted and (nothing renderable is current, or the context changed). */
export function shouldFetch(p: PlacementSnapshot, context: unknown, depth: number): boolean {
  if (p.status !== 'mounted') return false;
  if (!p.fetched || !p.hasRenderable) return true;
  return !contextEquals(p.lastContext, context, depth);
}

export interface CompletionOptions {
  /** The caller keeps the message on screen (removal prevented). */
  preventRemoval?: boolean;
  /** The completed-without-refresh variant. */
  withoutRefresh?: boolean;
  actionCode?: number;
}

/**
 * Per mounted component: a completion counts on the first attempt, or when removal is
 * prevented, or with action code 2; a dismissal counts once.
 */
export function createOnceGuard() {
  let completeAttempts = 0;
  let dismissed = false;
  return {
    complete(o: CompletionOptions = {}): boolean {
      completeAttempts += 1;
      return completeAttempts === 1 || Boolean(o.preventRemoval) || o.actionCode === 2;
    },
    dismiss(): boolean {
      if (dismissed) return false;
      dismissed = true;
      return true;
    },
  };
}

/** After a completion or dismissal the placement refetches, unless removal is prevented or it is the without-refresh variant. */
export const refetchAfter = (o: CompletionOptions = {}): boolean =>
  !o.preventRemoval && !o.withoutRefresh;

/** §2.2: message UIs are suppressed in the pin builder and idea pin builder. */
export const suppressedPath = (pathname: string): boolean =>
  pathname.includes('/pin-builder') || pathname.includes('/idea-pin-builder');

/** §8: failures are counted; network and unexpected errors are sampled at 10%. */
export const sampled = (random: number, rate = FAILURE_SAMPLE_RATE): boolean => random < rate;

/**
 * The page type experiences are targeted by (home, search, pin, board, profile, other), from the
 * route table's landing page type of the path (MC §2.2): /ideas/..., /login, /edit and the
 * like are "other", whatever their shape.
 */
export const pageTypeOf = (pathname: string, viewerUsername: string | null = null): PageType =>
  targetingPageType(landingPageType(pathname, viewerUsername));
