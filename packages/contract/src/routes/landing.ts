import type { PageType } from '../constants.ts';
import { matchRoute } from './route-match.ts';
import type { LandingPageType, PageKind } from './route-rows.ts';

/**
 * MC §2.2: the landing page type of a path. A board or section is the viewer's own
 * (own_board, own_section) when its path names the viewer's username.
 */
export function landingPageType(pathname: string, viewerUsername: string | null): LandingPageType {
  const match = matchRoute(pathname);
  if (!match) return '';
  const { landing } = match.route;
  const own =
    viewerUsername !== null &&
    match.params.username?.toLowerCase() === viewerUsername.toLowerCase();
  if (own && landing === 'board') return 'own_board';
  if (own && landing === 'section') return 'own_section';
  return landing;
}

/** PC §2: the page kind a page's events carry (a path no row serves is `other`). */
export const pageKindOf = (pathname: string): PageKind =>
  matchRoute(pathname)?.route.pageKind ?? 'other';

/** The entry source that makes a push a deeplink (a link from the notifications' news hub). */
export const NEWS_HUB = 'news_hub';

export type NavigationAction = 'PUSH' | 'REPLACE' | 'POP';
export type NavigationEntry = 'deeplink' | 'click';

/**
 * MC §2.2: a push with entry source news_hub is a deeplink; other pushes and replaces are
 * clicks; a pop without a location key (the first page of a visit: React Router gives it the
 * key "default") is a deeplink. A pop with a key (back, forward) is neither: null.
 */
export function navigationEntry(nav: {
  action: NavigationAction;
  key: string | null | undefined;
  entrySource?: unknown;
}): NavigationEntry | null {
  if (nav.action === 'POP') return !nav.key || nav.key === 'default' ? 'deeplink' : null;
  if (nav.action === 'PUSH' && nav.entrySource === NEWS_HUB) return 'deeplink';
  return 'click';
}

const TARGETING: Partial<Record<LandingPageType, PageType>> = {
  home: 'home',
  search: 'search',
  closeup: 'pin',
  board: 'board',
  own_board: 'board',
  section: 'board',
  own_section: 'board',
  profile: 'profile',
};

/** The page type experiences are targeted by (home, search, pin, board, profile, other). */
export const targetingPageType = (landing: LandingPageType): PageType =>
  TARGETING[landing] ?? 'other';
