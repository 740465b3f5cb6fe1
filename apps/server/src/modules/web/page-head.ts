import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { canViewBoard } from '../boards/board-rules.ts';
import { findBoardBySlug } from '../boards/boards.repository.ts';
import { pinsQuery } from '../pins/pins.repository.ts';
import { pinText } from '@tack/contract/pin-text';
import { toPin } from '../pins/pins.mapper.ts';
import { pinForStats } from '../stats/stats-access.ts';
import { findUserById, findUserByUsername } from '../users/users.repository.ts';
import { redirectTarget } from '../settings/username.repository.ts';
import { summarize, type HeadInfo } from './head.ts';
import { conversationsOf } from '../send/conversations.repository.ts';

const STATIC_TITLES: Record<string, string> = {
  '': 'Tack',
  homefeed: 'Tack',
  login: 'Log in | Tack',
  signup: 'Sign up | Tack',
  'pin-builder': 'Create Pin | Tack',
  'idea-pin-builder': 'Create an idea Pin | Tack',
  search: 'Search | Tack',
  edit: 'Tune your home feed | Tack',
  notifications: 'Notifications | Tack',
  account: 'Tack',
};

/**
 * MC §2.1 names more creation paths than Tack has builders: each other name leads to the
 * builder that makes that kind of pin, so links written for them keep working.
 */
const CREATION_ALIASES: Record<string, string> = {
  'pin-editor': '/pin-builder/',
  'pin-creation-tool': '/pin-builder/',
  'pin/create': '/pin-builder/',
  'story-pin-builder': '/idea-pin-builder/',
};

const NOT_FOUND = { head: { title: 'Page not found | Tack' }, found: false } as const;

/**
 * Account pages (issue 16): links from mail carry tokens, so none is indexed. Only these
 * paths exist under their prefixes; anything else there is a 404.
 */
function accountPageTitle(parts: string[]): string | null {
  const [first, second, ...rest] = parts;
  if (first === 'password' && second === 'reset' && !rest.length) return 'Reset your password';
  if (first === 'pw' && second && !rest.length) return 'Choose a new password';
  if (first === 'secure' && second === 'panic' && !rest.length) return 'Secure your account';
  if (first === 'email_verification_error' && !second) return "That link didn't work";
  if (first === 'email' && second === 'verified' && !rest.length) return 'Email confirmed';
  if (first === 'email' && second === 'subscription' && !rest.length) return 'Email settings';
  if (first === 'signup' && second === 'welcome' && !rest.length) return 'Welcome';
  return null;
}

/** A raw path's segments, each decoded once; null when one is not a valid escape. */
export function pathSegments(rawPath: string): string[] | null {
  try {
    return rawPath
      .split('/')
      .filter(Boolean)
      .map((p) => decodeURIComponent(p));
  } catch {
    return null;
  }
}

/**
 * The head for a raw (still escaped) page path, and whether it exists (404 pages still get the
 * app, with 404). Links in the head use PUBLIC_URL; without it they are relative, never built
 * from the request's Host, which anyone can set and caches would keep.
 */
export async function pageHead(
  ctx: AppContext,
  request: FastifyRequest,
  rawPath: string,
): Promise<{ head: HeadInfo; found: boolean; redirect?: string }> {
  const origin = ctx.config.publicUrl ?? '';
  const url = `${origin}${rawPath}`;
  const parts = pathSegments(rawPath);
  if (!parts) return NOT_FOUND;
  const first = parts[0] ?? '';
  const viewerId = request.viewer?.id ?? null;
  const alias = CREATION_ALIASES[parts.join('/')];
  if (alias) return { head: { title: 'Tack' }, found: true, redirect: alias };

  if (first === 'pin') {
    const pinNotFound = { head: { title: 'Pin not found | Tack' }, found: false };
    // Ids are at most 19 digits; anything else under /pin/ names no pin.
    if (!parts[1] || !/^\d{1,19}$/.test(parts[1])) return pinNotFound;
    // A pin's stats: its pinner and operators only; for anyone else it does not exist.
    if (parts[2] === 'analytics' && parts.length === 3) {
      const found = await pinForStats(ctx.db, request.viewer ?? null, parts[1]);
      return found
        ? { head: { title: 'Pin stats | Tack', noindex: true }, found: true }
        : pinNotFound;
    }
    const row = await pinsQuery(ctx.db, viewerId)
      .where('pins.id', '=', parts[1])
      .executeTakeFirst();
    if (!row) return pinNotFound;
    const pin = toPin(row);
    // The card's text rules: a sensitive SEO reason swaps in the SEO title and description.
    const text = pinText(pin);
    const title = text.title || `Pin by ${pin.pinner.fullName}`;
    const img = pin.images['736x'];
    return {
      found: true,
      head: {
        title: `${title} | Tack`,
        description: summarize(text.description ?? `Saved by ${pin.pinner.fullName} on Tack`),
        image: {
          url: `${origin}${img.url}`,
          width: img.width,
          height: img.height,
          alt: text.alt,
        },
        url: `${origin}/pin/${pin.id}/`,
        type: 'article',
        noindex: Boolean(pin.seo?.noindexReason),
      },
    };
  }
  if (first === 'ideas') {
    if (!parts[2]) return { head: { title: 'Ideas | Tack', url }, found: true };
    const interest = /^\d{1,19}$/.test(parts[2])
      ? await ctx.db
          .selectFrom('interests')
          .select('name')
          .where('id', '=', parts[2])
          .executeTakeFirst()
      : undefined;
    return interest
      ? { head: { title: `${interest.name} | Tack`, url }, found: true }
      : { head: { title: 'Interest not found | Tack' }, found: false };
  }
  // Operators' pages: the app says who may see them (log in, or "you don't have access").
  if (first === 'admin' && parts[1] === 'experiences' && parts.length <= 3)
    return { head: { title: 'Messages | Tack', noindex: true }, found: true };
  if (first === 'admin' && parts[1] === 'outbox' && parts.length === 2)
    return { head: { title: 'Outbox | Tack', noindex: true }, found: true };
  if (first === 'admin' && parts[1] === 'reports' && parts.length === 2)
    return { head: { title: 'Reports | Tack', noindex: true }, found: true };
  if (first === 'admin' && parts[1] === 'links' && parts.length === 2)
    return { head: { title: 'Links | Tack', noindex: true }, found: true };
  // The spam policy the blocked-link warning's Learn more leads to (issue 12).
  if (first === 'policy' && parts[1] === 'spam' && parts.length === 2)
    return { head: { title: 'Spam policy | Tack', url }, found: true };
  // Conversations (issue 13): the list, and one only for its two people (404 for anyone else).
  if (first === 'conversations' && parts.length === 1)
    return { head: { title: 'Messages | Tack', noindex: true }, found: true };
  if (first === 'conversation' && parts.length === 2) {
    const id = parts[1]!;
    const member =
      viewerId && /^\d{1,19}$/.test(id)
        ? await conversationsOf(ctx.db, viewerId).where('c.id', '=', id).executeTakeFirst()
        : undefined;
    return member
      ? { head: { title: 'Messages | Tack', noindex: true }, found: true }
      : { head: { title: 'Conversation not found | Tack', noindex: true }, found: false };
  }
  const account = accountPageTitle(parts);
  if (account) return { head: { title: `${account} | Tack`, noindex: true }, found: true };
  // Settings and its sections (the app lists them; an unknown one shows its not-found page).
  if (first === 'settings' && parts.length <= 2)
    return { head: { title: 'Settings | Tack', noindex: true }, found: true };
  if (first in STATIC_TITLES || first.startsWith('_')) {
    return { head: { title: STATIC_TITLES[first] ?? 'Tack', url }, found: true };
  }
  const user = await findUserByUsername(ctx.db, first, viewerId);
  if (!user) {
    // A username changed in the last 90 days: its pages move to the new name, the rest of the
    // path kept (`/old/board/` to `/new/board/`); never to someone hidden from the viewer, whose
    // new name it would tell.
    const moved = await redirectTarget(ctx.db, first);
    if (!moved || !(await findUserById(ctx.db, moved.id, viewerId))) return NOT_FOUND;
    const rest = rawPath.replace(/^\/[^/]*/, '');
    return { ...NOT_FOUND, redirect: `/${moved.username}${rest || '/'}` };
  }
  const board =
    parts[1] && !parts[1].startsWith('_')
      ? await findBoardBySlug(ctx.db, user.username, parts[1], viewerId)
      : null;
  if (board && canViewBoard(board, viewerId)) {
    return {
      head: {
        title: `${board.name} | Tack`,
        description: summarize(board.description || `A board by ${user.full_name}`),
        url,
        ...(board.privacy === 'public' && {
          feed: { url: `${origin}/${user.username}/${board.slug}.rss`, title: board.name },
        }),
      },
      found: true,
    };
  }
  if (parts[1] && !parts[1].startsWith('_'))
    return { head: { title: 'Board not found | Tack' }, found: false };
  return {
    head: {
      title: `${user.full_name} (@${user.username}) | Tack`,
      url,
      type: 'profile',
      feed: { url: `${origin}/${user.username}/feed.rss`, title: `${user.full_name} on Tack` },
    },
    found: true,
  };
}
