import { sql } from 'kysely';
import {
  BoardsListOptions,
  SearchPinsOptions,
  type FeedTypeAnswer,
  type FeedTypeOptions,
  type Pin,
} from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { decodeOffset, encodeOffset, QUICK_SAVES_SLUG } from '../boards/board-rules.ts';
import { visibleBoard } from '../boards/boards.access.ts';
import { listUserBoards } from '../boards/boards.list.ts';
import { listSections } from '../boards/sections.service.ts';
import { boardFeed, savedFeed } from '../pins/feeds.service.ts';
import { isStoryPin } from '../pins/pin-kinds.ts';
import { getPin } from '../pins/pins.service.ts';
import { pageOf, pinsQuery, rootOf, type PinRow } from '../pins/pins.repository.ts';
import { presentPins } from '../pins/pins.present.ts';
import { search } from '../search/search.service.ts';
import { findUserByUsername } from '../users/users.repository.ts';
import { getInterest } from '../interests/interests.service.ts';
import { commentFeed } from './comment-feeds.ts';
import { useCaseInterests } from './use-case-topics.ts';

type Paging = { page_size: number; bookmark?: string | null | undefined };
type Page<T> = { items: T[]; bookmark: string | null };

const viewerIdOf = (ctx: CallContext) => ctx.viewer?.id ?? null;
const DAY_MS = 86_400_000;

async function pinsPage(ctx: CallContext, q: ReturnType<typeof pinsQuery>, o: Paging) {
  const { rows, bookmark } = await pageOf(q, o);
  return { items: await presentPins(ctx.db, viewerIdOf(ctx), rows), bookmark };
}

/** A ranked query a page at a time (an offset cursor: the order is not by id). */
async function rankedPage(
  ctx: CallContext,
  q: ReturnType<typeof pinsQuery>,
  o: Paging,
): Promise<Page<Pin>> {
  const offset = decodeOffset(o.bookmark);
  const rows: PinRow[] = await q
    .orderBy('pins.id', 'desc')
    .offset(offset)
    .limit(o.page_size + 1)
    .execute();
  const page = rows.slice(0, o.page_size);
  return {
    items: await presentPins(ctx.db, viewerIdOf(ctx), page),
    bookmark: rows.length > o.page_size ? encodeOffset(offset + o.page_size) : null,
  };
}

async function userIdOf(ctx: CallContext, username: string) {
  const user = await findUserByUsername(ctx.db, username, viewerIdOf(ctx));
  if (!user) throw notFound('User');
  return user.id;
}

/** Pins annotated with any of these interests. */
const inInterests = (q: ReturnType<typeof pinsQuery>, ids: string[]) =>
  q.where('pins.id', 'in', (eb) =>
    eb
      .selectFrom('pin_interests')
      .select('pin_interests.pin_id')
      .where('pin_interests.interest_id', 'in', ids),
  );

/**
 * One page of a feed by its type (contract feed-types.ts, MC §3 "Feed types"): each type is its
 * own query, most of them the same ones the app's pages use.
 */
export async function feedByType(ctx: CallContext, o: FeedTypeOptions): Promise<FeedTypeAnswer> {
  const viewerId = viewerIdOf(ctx);
  const pins = () => pinsQuery(ctx.db, viewerId);
  switch (o.feed_type) {
    case 'boardfeed':
      return { feed_type: o.feed_type, ...(await boardFeed(ctx, o)) };
    case 'boardless-pins': {
      const owner = await userIdOf(ctx, o.username);
      const q = pins()
        .where('boards.owner_id', '=', owner)
        .where('boards.slug', '=', QUICK_SAVES_SLUG);
      return { feed_type: o.feed_type, ...(await pinsPage(ctx, q, o)) };
    }
    case 'board-sections': {
      const items = await listSections(ctx, o.board_id);
      const offset = decodeOffset(o.bookmark);
      return {
        feed_type: o.feed_type,
        items: items.slice(offset, offset + o.page_size),
        bookmark: items.length > offset + o.page_size ? encodeOffset(offset + o.page_size) : null,
      };
    }
    case 'board-section-pins': {
      const section = await ctx.db
        .selectFrom('board_sections')
        .select(['id', 'board_id'])
        .where('id', '=', o.section_id)
        .executeTakeFirst();
      // A section of a board the viewer cannot see is as missing as one that does not exist.
      const board = section && (await visibleBoard(ctx, section.board_id).catch(() => null));
      if (!section || !board) throw notFound('Section');
      const q = pins().where('pins.section_id', '=', section.id);
      return { feed_type: o.feed_type, ...(await pinsPage(ctx, q, o)) };
    }
    case 'story-pins-feed': {
      let q = pins().where('pins.origin_pin_id', 'is', null).where(isStoryPin(ctx.engine));
      if (o.username) q = q.where('pins.pinner_id', '=', await userIdOf(ctx, o.username));
      return { feed_type: o.feed_type, ...(await pinsPage(ctx, q, o)) };
    }
    case 'profile-pins-feed':
      return {
        feed_type: o.feed_type,
        ...(await savedFeed(ctx, { ...o, filter: 'none' })),
      };
    case 'profileBoards': {
      const page = await listUserBoards(
        ctx,
        BoardsListOptions.parse({
          username: o.username,
          page_size: o.page_size,
          bookmark: o.bookmark,
        }),
      );
      return { feed_type: o.feed_type, items: page.items, bookmark: page.bookmark };
    }
    case 'searchPins': {
      const page = await search(
        ctx,
        SearchPinsOptions.parse({ query: o.query, page_size: o.page_size, bookmark: o.bookmark }),
      );
      return { feed_type: o.feed_type, ...page };
    }
    case 'storyPinData': {
      const pin = await getPin(ctx, o.pin_id);
      if (!pin.storyPinData) throw badRequest('That Pin is not an idea Pin', 'pin_id');
      const offset = decodeOffset(o.bookmark);
      const pages = pin.storyPinData.pages.map((p, index) => ({ index, ...p }));
      return {
        feed_type: o.feed_type,
        items: pages.slice(offset, offset + o.page_size),
        bookmark: pages.length > offset + o.page_size ? encodeOffset(offset + o.page_size) : null,
      };
    }
    case 'todayArticleInterestFeed': {
      await getInterest(ctx, o.interest_id);
      const since = new Date(Date.now() - 30 * DAY_MS).toISOString();
      const q = inInterests(pins(), [o.interest_id])
        .where('pins.origin_pin_id', 'is', null)
        .where('pins.created_at', '>', since)
        .orderBy('pins.save_count', 'desc');
      return { feed_type: o.feed_type, ...(await rankedPage(ctx, q, o)) };
    }
    case 'todayTabFeed': {
      const since = new Date(Date.now() - DAY_MS).toISOString();
      const savesToday = sql<number>`(select count(*) from saves s where s.pin_id = pins.id and s.created_at > ${since})`;
      const q = pins()
        .where('pins.origin_pin_id', 'is', null)
        .where('pins.id', 'in', (eb) =>
          eb.selectFrom('saves').select('saves.pin_id').where('saves.created_at', '>', since),
        )
        .orderBy(savesToday, 'desc');
      return { feed_type: o.feed_type, ...(await rankedPage(ctx, q, o)) };
    }
    case 'useCaseFeed': {
      const followed = viewerId
        ? (
            await ctx.db
              .selectFrom('interest_follows')
              .select('interest_id')
              .where('user_id', '=', viewerId)
              .execute()
          ).map((r) => r.interest_id)
        : [];
      // Followed interests, or with none those the viewer's use case brings; signed out or
      // with neither, the most followed ones.
      const answered = viewerId
        ? [...(await useCaseInterests(ctx.db, viewerId, followed.length)).keys()]
        : [];
      const chosen = [...new Set([...followed, ...answered])];
      const ids = chosen.length
        ? chosen
        : (
            await ctx.db
              .selectFrom('interest_follows')
              .select(['interest_id', (eb) => eb.fn.countAll<number>().as('n')])
              .groupBy('interest_id')
              .orderBy('n', 'desc')
              .orderBy('interest_id')
              .limit(5)
              .execute()
          ).map((r) => r.interest_id);
      if (!ids.length) return { feed_type: o.feed_type, items: [], bookmark: null };
      const q = inInterests(pins(), ids).where('pins.origin_pin_id', 'is', null);
      return { feed_type: o.feed_type, ...(await pinsPage(ctx, q, o)) };
    }
    case 'trieditfeed': {
      const pin = await pins().where('pins.id', '=', o.pin_id).executeTakeFirst();
      if (!pin) throw notFound('Pin');
      const root = rootOf(pin);
      const q = pins()
        .where('pins.origin_pin_id', '=', root)
        .where('pins.pinner_id', '!=', pin.origin_pinner_id ?? pin.pinner_id);
      return { feed_type: o.feed_type, ...(await pinsPage(ctx, q, o)) };
    }
    case 'unified-comments':
    case 'aggregatedComments':
    case 'aggregated-comment-replies':
      return { feed_type: o.feed_type, ...(await commentFeed(ctx, o)) };
  }
}
