import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  BoardFeedOptions,
  BoardsListOptions,
  resources,
  SavedFeedOptions,
  type Pin,
} from '@tack/contract';
import { drawerPlan } from '@tack/contract/drawer';
import { pinText } from '@tack/contract/pin-text';
import type { AppContext, CallContext } from '../../context.ts';
import { listUserBoards } from '../boards/boards.list.ts';
import { boardFeed, savedFeed } from '../pins/feeds.service.ts';
import { gridCards, renderGrid, renderShell, stylesheetHref } from './feed-grid.ts';
import { escapeHtml as e } from './head.ts';

/** What a page shows, as pageHead found it: the pages bots get rendered (PC §1, §6; MC §6). */
export type PageSubject =
  | { kind: 'pin'; pin: Pin }
  | {
      kind: 'board';
      id: string;
      name: string;
      description: string;
      owner: { username: string; fullName: string };
    }
  | { kind: 'profile'; username: string; fullName: string; about: string };

export interface BotPage {
  /** Tags for `<head>`: a grid's positions stylesheet, when the page has a grid. */
  head: string;
  /** What goes inside `#root`. */
  root: string;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });
const count = (n: number, one: string) => `${compact.format(n)} ${one}${n === 1 ? '' : 's'}`;
const reactionsOf = (pin: Pin) =>
  pin.reactionCountsData.reduce((sum, r) => sum + r.reactionCount, 0);

/**
 * "More about this Pin" as bots get it (MC §5, §6): in the page but visually hidden, the
 * description whole; the same sections and rule (`drawerPlan`) as the app's drawer.
 */
export function hiddenDrawer(pin: Pin): string {
  const description = pinText(pin).description ?? '';
  const plan = drawerPlan(
    {
      description,
      saveCount: pin.saveCount,
      likeCount: reactionsOf(pin),
      hasPinner: Boolean(pin.pinner),
      interestNames: pin.pinJoin.annotationsWithLinksArray.map((a) => a.name),
      boardUrl: pin.board?.url ?? null,
    },
    { signedIn: false, isBot: true, onCloseup: false },
  );
  const parts = ['<h2>More about this Pin</h2>'];
  if (plan.socialProof)
    parts.push(`<p>${count(pin.saveCount, 'save')} · ${count(reactionsOf(pin), 'reaction')}</p>`);
  if (plan.description) parts.push(`<h3>Description</h3><p>${e(plan.description)}</p>`);
  if (plan.creator)
    parts.push(
      `<h3>Pin is from</h3><p><a href="/${e(pin.pinner.username)}/">${e(pin.pinner.fullName)}</a></p>`,
    );
  if (plan.boardHref && pin.board)
    parts.push(
      `<h3>Board containing this Pin</h3><p><a href="${e(plan.boardHref)}">${e(pin.board.name)}</a></p>`,
    );
  const interests = pin.pinJoin.annotationsWithLinksArray.filter((a) => a.name.trim());
  if (interests.length)
    parts.push(
      `<h3>Related interests</h3><ul>${interests
        .map((a) => `<li><a href="${e(a.url)}">${e(a.name)}</a></li>`)
        .join('')}</ul>`,
    );
  return `<section class="visually-hidden" data-bot-drawer="">${parts.join('')}</section>`;
}

/**
 * A pin's page for bots: its image, the card's SEO-aware title and description (a sensitive SEO
 * reason swaps in seoTitle and seoDescription: pinText), who saved it where, and the hidden
 * drawer.
 */
export function botPinPage(pin: Pin): string {
  const text = pinText(pin);
  const title = text.title || `Pin by ${pin.pinner.fullName}`;
  const img = pin.images['736x'];
  const board = pin.board ? ` to <a href="${e(pin.board.url)}">${e(pin.board.name)}</a>` : '';
  return (
    `<article class="bot-page">` +
    `<img src="${e(img.url)}" width="${img.width}" height="${img.height}" alt="${e(text.alt)}">` +
    `<h1>${e(title)}</h1>` +
    (text.description ? `<p>${e(text.description)}</p>` : '') +
    `<p>Saved by <a href="/${e(pin.pinner.username)}/">${e(pin.pinner.fullName)}</a>${board}</p>` +
    hiddenDrawer(pin) +
    `</article>`
  );
}

/** A heading, an introduction and a grid of cards whose footers are plain links. */
function gridPage(intro: string, pins: readonly Pin[]): BotPage {
  if (!pins.length) return { head: '', root: `<div class="bot-page">${intro}</div>` };
  // Footers as signed in (their rows reserved in the layout), with links in them for bots.
  const cards = gridCards(pins, true);
  return {
    head: `<link rel="stylesheet" href="${e(stylesheetHref(cards))}">`,
    root: `<div class="bot-page">${intro}</div>${renderGrid(pins, cards, true, { links: true })}`,
  };
}

/**
 * The page a bot gets for a pin, board or profile, from the same services and contract the app
 * calls (as a signed-out visitor would see it); null when anything fails (the page is then
 * served as to anyone).
 */
export async function renderForBot(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  subject: PageSubject,
): Promise<BotPage | null> {
  const call: CallContext = { ...ctx, viewer: request.viewer, request, reply };
  try {
    let page: BotPage;
    if (subject.kind === 'pin') page = { head: '', root: botPinPage(subject.pin) };
    else if (subject.kind === 'board') {
      const feed = resources.BoardFeedResource.get.data.parse(
        await boardFeed(call, BoardFeedOptions.parse({ board_id: subject.id })),
      );
      const owner = `<a href="/${e(subject.owner.username)}/">${e(subject.owner.fullName)}</a>`;
      page = gridPage(
        `<h1>${e(subject.name)}</h1>` +
          (subject.description ? `<p>${e(subject.description)}</p>` : '') +
          `<p>A board by ${owner}</p>`,
        feed.items,
      );
    } else {
      const [boards, saved] = await Promise.all([
        listUserBoards(call, BoardsListOptions.parse({ username: subject.username })),
        savedFeed(call, SavedFeedOptions.parse({ username: subject.username })),
      ]);
      const boardList = resources.BoardsResource.get.data.parse(boards).items;
      const pins = resources.UserSavedPinsResource.get.data.parse(saved).items;
      const links = boardList
        .map((b) => `<li><a href="${e(b.url)}">${e(b.name)}</a> (${count(b.pinCount, 'Pin')})</li>`)
        .join('');
      page = gridPage(
        `<h1>${e(subject.fullName)}</h1><p>@${e(subject.username)}</p>` +
          (subject.about ? `<p>${e(subject.about)}</p>` : '') +
          (links ? `<h2>Boards</h2><ul>${links}</ul>` : ''),
        pins,
      );
    }
    return { head: page.head, root: renderShell(path, page.root) };
  } catch (err) {
    request.log.warn({ err }, 'page served to a bot without its content');
    return null;
  }
}
