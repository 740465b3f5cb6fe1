import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '@tack/contract';
import { authKeys } from '../auth/queries.ts';
import { feedKeys, type FeedPage } from '../feed/queries.ts';

/** What the server puts in `#ssr-data` with the home feed's first page (modules/web/home-page.ts). */
export interface SsrData {
  path: string;
  session: Session;
  feed: FeedPage;
}

/** The home feed's query, as HomePage asks for it. */
export const HOME_FEED_KEY = feedKeys.feed('home', {});

/** The server's data block, if the page has one for this path. */
export function readSsrData(doc: Document, path: string): SsrData | null {
  const el = doc.getElementById('ssr-data');
  if (!el) return null;
  el.remove();
  try {
    const data = JSON.parse(el.textContent ?? '') as SsrData;
    return data.path === path && Array.isArray(data.feed?.items) ? data : null;
  } catch {
    return null;
  }
}

/**
 * Seeds the queries the home page's first render reads with what the server rendered, so that
 * render lays out the same pins with the same footers (the session decides them) at the same
 * places, and replaces the server's grid in `#root` without a visible change. Both are fresh
 * for the client's stale time: the page just fetched them, so the app does not ask again.
 */
export function seedFromServer(client: QueryClient, data: SsrData | null): void {
  if (!data) return;
  client.setQueryData(authKeys.session, data.session);
  client.setQueryData(HOME_FEED_KEY, { pages: [data.feed], pageParams: [null] });
}
