/**
 * The service worker's cache of the pages last read (pwa.config.ts): a person's own feed and
 * boards, so it is emptied whenever the session changes (log in, sign up, log out).
 */
export const OFFLINE_PAGES_CACHE = 'tack-pages';

export const forgetOfflinePages = () => void globalThis.caches?.delete(OFFLINE_PAGES_CACHE);
