/**
 * Employees' debug features (PC §1, §2, §6): "a query parameter starting with deb_ turns on debug
 * features for employees". Pure and without zod, so the web app's first load can ask it.
 */
export const DEBUG_PARAM_PREFIX = 'deb_';

/** The page's `deb_` parameters as they stand in its query (`deb_signals=1&deb_x`), or ''. */
export const debugParams = (search: string): string =>
  search
    .replace(/^\?/, '')
    .split('&')
    .filter((p) => p.startsWith(DEBUG_PARAM_PREFIX))
    .join('&');

/** Whether the page's query names a `deb_` parameter (cheap: every card asks on each render). */
export const hasDebugParam = (search: string): boolean => /[?&]deb_/.test(search);

/**
 * Whether a request gets debug data: its viewer is an employee AND it names a `deb_` parameter.
 * Anyone else asking gets the same answer as without it.
 */
export function debugWanted(isEmployee: boolean, queryKeys: readonly string[]): boolean {
  return isEmployee && queryKeys.some((k) => k.startsWith(DEBUG_PARAM_PREFIX));
}

/**
 * Which stream of the home feed brought a pin: a followed board, person or interest, a topic of
 * the viewer's recent saves, the interests of the use case they gave at onboarding (while they
 * follow none), a campaign (the advertisers' stream), or the popular fallback.
 */
export const FEED_SOURCES = [
  'followed_board',
  'followed_user',
  'followed_interest',
  'use_case',
  'saved_topic',
  'promoted',
  'fallback',
] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];
