import type { z } from 'zod';
import type { Pin, SearchListOptions, SearchPinsOptions } from '@tack/contract';
import { toBoard } from '../boards/boards.mapper.ts';
import { boardsQuery, boardCovers } from '../boards/boards.repository.ts';
import { toUserSummary } from '../users/users.mapper.ts';
import type { CallContext } from '../../context.ts';
import { unauthorized } from '../../lib/errors.ts';
import { decodeOffset, encodeOffset } from '../boards/board-rules.ts';
import { presentPins } from '../pins/pins.present.ts';
import { containsText, searchPins, suggestions } from './search.repository.ts';
import { searchWords } from './search-terms.ts';
import { personVisible } from '../privacy/hidden-people.ts';

export async function search(
  ctx: CallContext,
  o: z.output<typeof SearchPinsOptions>,
): Promise<{ items: Pin[]; bookmark: string | null }> {
  const viewerId = ctx.viewer?.id ?? null;
  if ((o.scope === 'my_pins' || o.scope === 'my_content') && !viewerId)
    throw unauthorized('Log in to search your own Pins');
  const words = searchWords(o.query);
  if (!words.length) return { items: [], bookmark: null };
  const offset = decodeOffset(o.bookmark);
  const rows = await searchPins(ctx.db, ctx.engine, viewerId, words, o.scope, o.on_sale, {
    offset,
    limit: o.page_size + 1,
  });
  const page = rows.slice(0, o.page_size);
  return {
    items: await presentPins(ctx.db, viewerId, page),
    bookmark: rows.length > o.page_size ? encodeOffset(offset + o.page_size) : null,
  };
}

export async function suggest(ctx: CallContext, query: string) {
  return { items: await suggestions(ctx.db, query.trim(), ctx.viewer?.id ?? null) };
}

/**
 * Boards whose name or description contains the query, most followed first: everyone's public
 * ones, or with `mine` the viewer's own, secret ones too (v5 search/boards).
 */
export async function searchBoards(
  ctx: CallContext,
  o: z.output<typeof SearchListOptions>,
  { mine = false }: { mine?: boolean } = {},
) {
  const viewerId = ctx.viewer?.id ?? null;
  if (mine && !viewerId) throw unauthorized('Log in to search your own boards');
  const offset = decodeOffset(o.bookmark);
  const rows = await boardsQuery(ctx.db, viewerId)
    .$if(!mine, (q) => q.where('boards.privacy', '=', 'public'))
    .$if(mine, (q) => q.where('boards.owner_id', '=', viewerId!))
    .where('boards.layout', '=', 'default')
    .where(personVisible('boards.owner_id', viewerId))
    .where((eb) =>
      eb.or([containsText('boards.name', o.query), containsText('boards.description', o.query)]),
    )
    .orderBy('boards.follower_count', 'desc')
    .orderBy('boards.pin_count', 'desc')
    .orderBy('boards.id')
    .offset(offset)
    .limit(o.page_size + 1)
    .execute();
  const page = rows.slice(0, o.page_size);
  const covers = await boardCovers(ctx.db, page, viewerId);
  return {
    items: page.map((b) => toBoard(b, covers.get(b.id), viewerId)),
    bookmark: rows.length > o.page_size ? encodeOffset(offset + o.page_size) : null,
  };
}

/** People whose username or name contains the query, most followed first. */
export async function searchUsers(ctx: CallContext, o: z.output<typeof SearchListOptions>) {
  const offset = decodeOffset(o.bookmark);
  const rows = await ctx.db
    .selectFrom('users as u')
    .select(['u.id', 'u.username', 'u.first_name', 'u.full_name', 'u.avatar_signature'])
    .where(personVisible('u.id', ctx.viewer?.id ?? null))
    .where((eb) =>
      eb.or([containsText('u.username', o.query), containsText('u.full_name', o.query)]),
    )
    .orderBy(
      (eb) =>
        eb
          .selectFrom('user_follows as f')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('f.followee_id', '=', 'u.id'),
      'desc',
    )
    .orderBy('u.username')
    .offset(offset)
    .limit(o.page_size + 1)
    .execute();
  return {
    items: rows.slice(0, o.page_size).map(toUserSummary),
    bookmark: rows.length > o.page_size ? encodeOffset(offset + o.page_size) : null,
  };
}
