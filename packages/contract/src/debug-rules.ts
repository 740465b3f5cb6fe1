/**
 * Employees' debug features (PC §1, §2, §6): "a query parameter starting with deb_ turns on debug
 * features for employees". Pure and without zod, so the web app's first load can ask it.
 */
export const DEBUG_PARAM_PREFIX = 'deb_';

/** The page's `deb_` parameters (`deb_signals=1&deb_x=`), or '' when it has none. */
export function debugParams(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [key, value] of params)
    if (key.startsWith(DEBUG_PARAM_PREFIX)) kept.append(key, value);
  return kept.toString();
}

/**
 * Whether a request gets debug data: its viewer is an employee AND it names a `deb_` parameter.
 * Anyone else asking gets the same answer as without it.
 */
export function debugWanted(isEmployee: boolean, queryKeys: readonly string[]): boolean {
  return isEmployee && queryKeys.some((k) => k.startsWith(DEBUG_PARAM_PREFIX));
}

/**
 * Which stream of the home feed brought a pin: a followed board, person or interest, a topic of
 * the viewer's recent saves, a campaign (the advertisers' stream), or the popular fallback.
 */
export const FEED_SOURCES = [
  'followed_board',
  'followed_user',
  'followed_interest',
  'saved_topic',
  'promoted',
  'fallback',
] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];
