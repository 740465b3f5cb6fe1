import { BoardsListOptions, FollowListOptions, SearchListOptions } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { followList } from '../follows/user-follows.service.ts';
import { searchBoards } from '../search/search.service.ts';
import { toUserSummary } from '../users/users.mapper.ts';
import { findUserById, userCounts } from '../users/users.repository.ts';
import { listUserBoards } from '../boards/boards.list.ts';
import { notFound } from '../../lib/errors.ts';
import { pageSize, serviceOptions, type V5Handler } from './v5-call.ts';
import { toV5Account, toV5Board, toV5UserSummary } from './v5.mapper.ts';

export const getAccount: V5Handler<'user_account/get'> = async ({ ctx, abs }) => {
  const me = ctx.viewer!;
  const row = await findUserById(ctx.db, me.id, me.id);
  if (!row) throw notFound('User');
  const counts = await userCounts(ctx.db, me.id, me.id);
  return toV5Account(
    { ...toUserSummary(row), about: row.about, websiteUrl: row.website_url },
    counts,
    me.account_type,
    abs,
  );
};

async function follows(
  ctx: CallContext,
  query: { page_size: number; bookmark?: string },
  direction: 'followers' | 'following',
) {
  const page = await followList(
    ctx,
    serviceOptions(FollowListOptions, {
      username: ctx.viewer!.username,
      page_size: pageSize(query.page_size, 50),
      bookmark: query.bookmark,
    }),
    direction,
  );
  return { items: page.items.map(toV5UserSummary), bookmark: page.bookmark };
}
export const listFollowers: V5Handler<'followers/list'> = ({ ctx, query }) =>
  follows(ctx, query, 'followers');
export const listFollowing: V5Handler<'user_following/get'> = ({ ctx, query }) =>
  follows(ctx, query, 'following');

/**
 * The token's own boards by name or description, secret ones too (the operation needs
 * boards:read_secret); with no query, all of them, as boards/list lists them.
 */
export const searchOwnBoards: V5Handler<'search_user_boards/get'> = async ({ ctx, query, abs }) => {
  const page = query.query?.trim()
    ? await searchBoards(
        ctx,
        serviceOptions(SearchListOptions, {
          query: query.query,
          page_size: pageSize(query.page_size),
          bookmark: query.bookmark,
        }),
        { mine: true },
      )
    : await listUserBoards(
        ctx,
        serviceOptions(BoardsListOptions, {
          username: ctx.viewer!.username,
          page_size: pageSize(query.page_size),
          bookmark: query.bookmark,
          sort: 'newest',
          filter_all_pins: true,
        }),
      );
  return { items: page.items.map((b) => toV5Board(b, abs)), bookmark: page.bookmark };
};
