import type { FastifyReply, FastifyRequest } from 'fastify';
import { FeedOptions, resources } from '@tack/contract';
import type { AppContext, CallContext } from '../../context.ts';
import { currentSession } from '../auth/auth.service.ts';
import { homeFeed } from '../feed/home-feed.ts';
import { dataBlock, gridCards, renderGrid, renderShell, stylesheetHref } from './feed-grid.ts';
import { escapeHtml } from './head.ts';
import { matchRoute } from '@tack/contract/routes';
import { doneIds, EXPERIENCES_DONE_COOKIE } from '@tack/contract/experiences-done';
import { homePlacementsHtml, rendererStylesheets } from './home-placements.ts';

/** A path of the home feed: the route table's `/` and `/homefeed/` rows. */
export const isHomeFeed = (rawPath: string): boolean => {
  const id = matchRoute(rawPath)?.route.id;
  return id === 'home' || id === 'homefeed';
};

/** The empty place the cookie banner takes above the grid (its size is in the app's stylesheet). */
export const CONSENT_SLOT = '<div class="consent-slot"></div>';

/** How long the page waits for the feed before it is served without the grid. */
export const SSR_FEED_BUDGET_MS = 2_000;

/** What the client seeds its queries with (apps/web/src/features/ssr/seed.ts reads it). */
export interface SsrData {
  path: string;
  /** As `UserSessionResource/get` answers it. */
  session: unknown;
  /** As `UserHomefeedResource/get` answers it for the first page. */
  feed: { items: unknown[]; bookmark: string | null };
}

export interface RenderedHome {
  /** Tags for `<head>`: the positions stylesheet. */
  head: string;
  /** What goes inside `#root`: a header placeholder and the grid. */
  root: string;
  /** What goes after `#root`: the JSON data block. */
  after: string;
}

function withBudget<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`home feed took over ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The home feed's first page for this viewer, rendered: the same service and contract as
 * `UserHomefeedResource/get` (and `UserSessionResource/get`, whose answer decides the card footer
 * on the client). Null when there is nothing to show or anything fails: the page is then served
 * as before, and the app fetches the feed itself.
 */
export async function renderHome(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
): Promise<RenderedHome | null> {
  const call: CallContext = { ...ctx, viewer: request.viewer, request, reply };
  try {
    const [feedData, sessionData, placements] = await withBudget(
      Promise.all([
        homeFeed(call, FeedOptions.parse({})),
        currentSession(call),
        // A message that fails to render is left to the app, as before (never the whole page).
        homePlacementsHtml(
          call,
          Boolean(request.viewer),
          doneIds(request.cookies?.[EXPERIENCES_DONE_COOKIE]),
        ).catch(() => ''),
      ]),
      SSR_FEED_BUDGET_MS,
    );
    const feed = resources.UserHomefeedResource.get.data.parse(feedData);
    const session = resources.UserSessionResource.get.data.parse(sessionData);
    if (!feed.items.length) return null;
    const signedIn = session.viewer !== null;
    const cards = gridCards(feed.items, signedIn);
    // The cookie banner's place, when it will ask: the app fills the same slot (ConsentSlot).
    const { required, decided } = session.cookieConsent;
    const slot = required && !decided ? CONSENT_SLOT : '';
    const data: SsrData = { path, session, feed };
    // A message above the grid needs its renderers' styles at first paint.
    const messageStyles = placements
      ? rendererStylesheets(ctx.config.webDist)
          .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
          .join('')
      : '';
    return {
      head: `<link rel="stylesheet" href="${escapeHtml(stylesheetHref(cards))}">${messageStyles}`,
      root: renderShell(path, placements + slot + renderGrid(feed.items, cards, signedIn)),
      after: dataBlock(data),
    };
  } catch (err) {
    request.log.warn({ err }, 'home page served without its first page');
    return null;
  }
}
