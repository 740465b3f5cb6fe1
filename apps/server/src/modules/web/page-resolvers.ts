import type { FastifyRequest } from 'fastify';
import { SETTINGS_SECTIONS, type ObjectRouteId, type Route } from '@tack/contract/routes';
import { pinText } from '@tack/contract/pin-text';
import type { AppContext } from '../../context.ts';
import { canViewBoard } from '../boards/board-rules.ts';
import { findBoardById, findBoardBySlug, findSectionById } from '../boards/boards.repository.ts';
import { pinsQuery } from '../pins/pins.repository.ts';
import { toPin } from '../pins/pins.mapper.ts';
import { pinForStats } from '../stats/stats-access.ts';
import { findUserById, findUserByUsername } from '../users/users.repository.ts';
import { redirectTarget } from '../settings/username.repository.ts';
import { conversationsOf } from '../send/conversations.repository.ts';
import { grantOf } from '../business/business.repository.ts';
import { summarize, type HeadInfo } from './head.ts';
import type { PageSubject } from './bot-pages.ts';

/** What the server answers for a page path: its head, 200 or 404, or a redirect. */
export interface PageAnswer {
  head: HeadInfo;
  found: boolean;
  redirect?: { to: string; permanent: boolean };
  /** What a bot's server-rendered page shows (bot-pages.ts): pins, boards and profiles. */
  subject?: PageSubject;
}

export interface PageRequest {
  ctx: AppContext;
  request: FastifyRequest;
  rawPath: string;
  route: Route;
  params: Record<string, string>;
  query: URLSearchParams;
  /** PUBLIC_URL, or '' for relative links (never the request's Host). */
  origin: string;
}

type Resolver = (p: PageRequest) => Promise<PageAnswer>;

/** "Pin not found", "Board not found": the not-found page's title names what is missing. */
export const notFoundAnswer = (what = 'Page'): PageAnswer => ({
  head: { title: `${what} not found | Tack`, noindex: true },
  found: false,
});

/** A row's title as the head writes it ("Tack" alone on the home feed). */
export const fullTitle = (title = 'Tack') => (title === 'Tack' ? title : `${title} | Tack`);

/** A found page with the row's own title, noindex and canonical URL. */
export const rowAnswer = (p: PageRequest, title = p.route.title): PageAnswer => ({
  head: {
    title: fullTitle(title),
    ...(p.route.noindex ? { noindex: true } : { url: `${p.origin}${p.rawPath}` }),
  },
  found: true,
});

const isId = (s: string | undefined): s is string => !!s && /^\d{1,19}$/.test(s);
const viewerIdOf = (p: PageRequest) => p.request.viewer?.id ?? null;

async function visiblePin(p: PageRequest) {
  if (!isId(p.params.id)) return null;
  const row = await pinsQuery(p.ctx.db, viewerIdOf(p))
    .where('pins.id', '=', p.params.id)
    .executeTakeFirst();
  return row ? toPin(row) : null;
}

/** The closeup: the pin's title, description and image for link previews. */
const pinPage: Resolver = async (p) => {
  const pin = await visiblePin(p);
  if (!pin) return notFoundAnswer('Pin');
  // The card's text rules: a sensitive SEO reason swaps in the SEO title and description.
  const text = pinText(pin);
  const title = text.title || `Pin by ${pin.pinner.fullName}`;
  const img = pin.images['736x'];
  return {
    found: true,
    head: {
      title: fullTitle(title),
      description: summarize(text.description ?? `Saved by ${pin.pinner.fullName} on Tack`),
      image: { url: `${p.origin}${img.url}`, width: img.width, height: img.height, alt: text.alt },
      url: `${p.origin}/pin/${pin.id}/`,
      type: 'article',
      noindex: Boolean(pin.seo?.noindexReason),
    },
    subject: { kind: 'pin', pin },
  };
};

/** A page about a pin the viewer can see (its own page answers who may do what there). */
const pinSubPage: Resolver = async (p) =>
  (await visiblePin(p)) ? rowAnswer(p) : notFoundAnswer('Pin');

/**
 * The user of a profile-style path, or the redirect of a username changed in the last 90 days
 * (`/old/board/` to `/new/board/`, the rest of the path kept); never to someone hidden from the
 * viewer, whose new name it would tell.
 */
async function pathUser(p: PageRequest) {
  const user = await findUserByUsername(p.ctx.db, p.params.username!, viewerIdOf(p));
  if (user) return { user };
  const moved = await redirectTarget(p.ctx.db, p.params.username!);
  if (!moved || !(await findUserById(p.ctx.db, moved.id, viewerIdOf(p)))) return {};
  const rest = p.rawPath.replace(/^\/[^/]*/, '');
  return { moved: `/${moved.username}${rest || '/'}` };
}

const movedAnswer = (to: string): PageAnswer => ({
  ...notFoundAnswer(),
  redirect: { to, permanent: true },
});

const profilePage: Resolver = async (p) => {
  const { user, moved } = await pathUser(p);
  if (moved) return movedAnswer(moved);
  if (!user) return notFoundAnswer('Profile');
  return {
    head: {
      title: fullTitle(`${user.full_name} (@${user.username})`),
      url: `${p.origin}${p.rawPath}`,
      type: 'profile',
      feed: { url: `${p.origin}/${user.username}/feed.rss`, title: `${user.full_name} on Tack` },
    },
    found: true,
    // Its own paths only (`/{user}/`, `/{user}/_saved`): bots get the profile's boards and pins.
    ...(p.route.id !== 'profile-created' && {
      subject: {
        kind: 'profile' as const,
        username: user.username,
        fullName: user.full_name,
        about: user.about,
      },
    }),
  };
};

async function pathBoard(p: PageRequest) {
  const { user, moved } = await pathUser(p);
  if (moved || !user) return { moved };
  const board = await findBoardBySlug(p.ctx.db, user.username, p.params.board!, viewerIdOf(p));
  return { user, board: board && canViewBoard(board, viewerIdOf(p)) ? board : null };
}

const boardPage: Resolver = async (p) => {
  const { user, board, moved } = await pathBoard(p);
  if (moved) return movedAnswer(moved);
  if (!user || !board) return notFoundAnswer('Board');
  return {
    head: {
      title: fullTitle(board.name),
      description: summarize(board.description || `A board by ${user.full_name}`),
      url: `${p.origin}${p.rawPath}`,
      ...(board.privacy === 'public' && {
        feed: { url: `${p.origin}/${user.username}/${board.slug}.rss`, title: board.name },
      }),
    },
    found: true,
    subject: {
      kind: 'board',
      id: board.id,
      name: board.name,
      description: board.description,
      owner: { username: user.username, fullName: user.full_name },
    },
  };
};

const sectionPage: Resolver = async (p) => {
  const { board, moved } = await pathBoard(p);
  if (moved) return movedAnswer(moved);
  if (!board) return notFoundAnswer('Board');
  const section = await p.ctx.db
    .selectFrom('board_sections')
    .select('title')
    .where('board_id', '=', board.id)
    .where('slug', '=', p.params.section!)
    .executeTakeFirst();
  if (!section) return notFoundAnswer('Section');
  return {
    head: { title: fullTitle(`${section.title} in ${board.name}`), url: `${p.origin}${p.rawPath}` },
    found: true,
  };
};

/** `/board/{id}/edit...`: a board the viewer can see (its page says who may edit). */
const boardByIdPage: Resolver = async (p) => {
  const board = isId(p.params.id)
    ? await findBoardById(p.ctx.db, p.params.id, viewerIdOf(p))
    : undefined;
  return board && canViewBoard(board, viewerIdOf(p)) ? rowAnswer(p) : notFoundAnswer('Board');
};

const sectionByIdPage: Resolver = async (p) => {
  const section = isId(p.params.id) ? await findSectionById(p.ctx.db, p.params.id) : undefined;
  const board = section && (await findBoardById(p.ctx.db, section.board_id, viewerIdOf(p)));
  return board && canViewBoard(board, viewerIdOf(p)) ? rowAnswer(p) : notFoundAnswer('Section');
};

/** A page about an interest, by its id (`:id`) or its slug (`:slug` alone). */
function interestPage(heading: (name: string) => string): Resolver {
  return async (p) => {
    const q = p.ctx.db.selectFrom('interests').select('name');
    const interest = isId(p.params.id)
      ? await q.where('id', '=', p.params.id).executeTakeFirst()
      : p.params.id === undefined && p.params.slug
        ? await q.where('slug', '=', p.params.slug.toLowerCase()).executeTakeFirst()
        : undefined;
    return interest ? rowAnswer(p, heading(interest.name)) : notFoundAnswer('Topic');
  };
}

/**
 * A business profile's access pages: its owner's and its managers' only (404 for anyone else);
 * signed out, the page asks to log in first.
 */
const businessAccessPage: Resolver = async (p) => {
  const viewer = p.request.viewer;
  if (!viewer) return rowAnswer(p);
  const id = p.params.id;
  // As BusinessAccessResource decides: the profile itself, or a person with a grant on it.
  const mine = isId(id) && (id === viewer.id || (await grantOf(p.ctx.db, id, viewer.id)) !== null);
  return mine ? rowAnswer(p) : notFoundAnswer('Business profile');
};

/**
 * The object pages of the route table, one resolver each: the compiler refuses a table with an
 * object row that has none.
 */
export const RESOLVERS: Record<ObjectRouteId, Resolver> = {
  pin: pinPage,
  'pin-comments': pinPage,
  'pin-edit': pinSubPage,
  'pin-repin': pinSubPage,
  'pin-repin-x': pinSubPage,
  // A pin's stats: its pinner and operators only; for anyone else it does not exist.
  'pin-analytics': async (p) =>
    isId(p.params.id) && (await pinForStats(p.ctx.db, p.request.viewer ?? null, p.params.id))
      ? rowAnswer(p)
      : notFoundAnswer('Pin'),
  board: boardPage,
  section: sectionPage,
  'board-edit': boardByIdPage,
  'board-edit-collaborators': boardByIdPage,
  'board-edit-add-collaborators': boardByIdPage,
  'section-edit': sectionByIdPage,
  profile: profilePage,
  'profile-created': profilePage,
  'profile-saved': profilePage,
  interest: interestPage((name) => name),
  'videos-category': interestPage((name) => `${name} videos`),
  'shopping-spotlight': interestPage((name) => `Shop ${name}`),
  'shopping-category': interestPage((name) => `Shop ${name}`),
  'today-story': interestPage((name) => `Today: ${name}`),
  'settings-section': async (p) =>
    (SETTINGS_SECTIONS as readonly string[]).includes(p.params.section!.toLowerCase())
      ? rowAnswer(p)
      : notFoundAnswer(),
  'business-access': businessAccessPage,
  'business-access-dashboard': businessAccessPage,
  'business-access-people': businessAccessPage,
  'business-access-security': businessAccessPage,
  // Conversations (issue 13): one only for its two people (404 for anyone else).
  conversation: async (p) => {
    const viewerId = viewerIdOf(p);
    const member =
      viewerId && isId(p.params.id)
        ? await conversationsOf(p.ctx.db, viewerId)
            .where('c.id', '=', p.params.id)
            .executeTakeFirst()
        : undefined;
    return member ? rowAnswer(p) : notFoundAnswer('Conversation');
  },
};
