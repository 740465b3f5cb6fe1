/**
 * Messages a browser completed or dismissed, as a first-party cookie: the web app writes the last
 * few beside its local record (features/experiences/store.ts) and the server reads them when it
 * renders the home page's banners with the page (modules/web/home-placements.ts), so it leaves
 * out what the app would hide. No zod: the web app imports it (`@tack/contract/experiences-done`).
 */
export const EXPERIENCES_DONE_COOKIE = 'xp_done';
/** How many of the newest ids the cookie keeps. */
export const EXPERIENCES_DONE_COOKIE_IDS = 20;

/** The cookie's value: the newest placed-message ids (`placement:experience`), dot-separated. */
export const doneCookieValue = (ids: readonly string[]): string =>
  ids.slice(-EXPERIENCES_DONE_COOKIE_IDS).join('.');

/** The ids in a cookie value; anything not shaped like an id is dropped, never trusted. */
export const doneIds = (cookie: string | undefined): Set<string> =>
  new Set((cookie ?? '').split('.').filter((id) => /^\d+:\d+$/.test(id)));
