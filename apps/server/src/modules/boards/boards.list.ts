import type { z } from 'zod';
import type { Board, BoardOrderOptions, BoardsListOptions } from '@tack/contract';
import { checkActingAs } from '../../lib/acting-as.ts';
import { isProductPin, isStoryPin, onlyPinsOfKind } from '../pins/pin-kinds.ts';
import { sql } from 'kysely';
import type { CallContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { findUserByUsername } from '../users/users.repository.ts';
import { decodeOffset, encodeOffset } from './board-rules.ts';
import { boardsQuery, boardCovers } from './boards.repository.ts';
import { toBoard } from './boards.mapper.ts';
import { personVisible } from '../privacy/hidden-people.ts';
import { viewerIdOf } from './boards.access.ts';

/**
 * A user's boards (BoardsResource): the boards they own or collaborate on that the viewer may
 * see, filtered, grouped and sorted as asked, 25 a page by default.
 */
export async function listUserBoards(ctx: CallContext, o: z.output<typeof BoardsListOptions>) {
  checkActingAs(ctx, o.orbac_subject_id);
  const owner = await findUserByUsername(ctx.db, o.username, viewerIdOf(ctx));
  if (!owner) throw notFound('User');
  const viewerId = viewerIdOf(ctx);
  const me = viewerId ?? '';
  let q = boardsQuery(ctx.db, viewerId)
    .where((eb) =>
      eb.or([
        eb('boards.owner_id', '=', owner.id),
        eb.exists(
          eb
            .selectFrom('board_collaborators as oc')
            .select('oc.board_id')
            .whereRef('oc.board_id', '=', 'boards.id')
            .where('oc.user_id', '=', owner.id)
            .where('oc.status', '=', 'accepted'),
        ),
      ]),
    )
    // Visible to this viewer: public, their own, or one they collaborate on.
    .where((eb) =>
      eb.or([
        eb('boards.privacy', '=', 'public'),
        eb('boards.owner_id', '=', me),
        eb('vc.status', '=', 'accepted'),
      ]),
    )
    .where(personVisible('boards.owner_id', viewerId));
  if (o.privacy_filter !== 'all') q = q.where('boards.privacy', '=', o.privacy_filter);
  if (!o.include_archived) q = q.where('boards.is_archived', '=', 0);
  if (o.filter_all_pins) q = q.where('boards.layout', '!=', 'quick_saves');
  if (o.filter_stories) q = q.where((eb) => eb.not(onlyPinsOfKind(ctx.engine, isStoryPin)));
  if (o.filter_shopping_list) q = q.where((eb) => eb.not(onlyPinsOfKind(ctx.engine, isProductPin)));

  if (o.group_by === 'visibility')
    q = q.orderBy(sql`case when boards.privacy = 'public' then 0 else 1 end`);
  const collaborative = sql`(select count(*) from board_collaborators gc where gc.board_id = boards.id and gc.status = 'accepted')`;
  switch (o.sort) {
    case 'alphabetical':
      q = q.orderBy(sql`lower(boards.name)`);
      break;
    case 'oldest':
      q = q.orderBy('boards.id', 'asc');
      break;
    case 'newest':
      q = q.orderBy('boards.id', 'desc');
      break;
    case 'custom':
      q = q.orderBy('boards.sort_order', 'asc');
      break;
    case 'group_boards_at_top':
      q = q
        .orderBy(sql`case when ${collaborative} > 0 then 0 else 1 end`)
        .orderBy(sql`coalesce(boards.last_pinned_at, boards.created_at)`, 'desc');
      break;
    case 'last_pinned_to':
      q = q.orderBy(sql`coalesce(boards.last_pinned_at, boards.created_at)`, 'desc');
      break;
  }
  const offset = decodeOffset(o.bookmark);
  const rows = await q
    .orderBy('boards.id', 'desc')
    .offset(offset)
    .limit(o.page_size + 1)
    .execute();
  const page = rows.slice(0, o.page_size);
  const covers = await boardCovers(ctx.db, page, viewerId);
  const items = page.map((r) => toBoard(r, covers.get(r.id), viewerId));
  const bookmark = rows.length > o.page_size ? encodeOffset(offset + o.page_size) : null;
  return o.redux_normalize_feed ? { items, bookmark, ...normalized(items) } : { items, bookmark };
}

/** The page as a Redux store keeps it: ids in order, each board and each owner once by id. */
export function normalized(items: Board[]) {
  return {
    result: items.map((b) => b.id),
    entities: {
      boards: Object.fromEntries(items.map((b) => [b.id, b])),
      users: Object.fromEntries(items.map((b) => [b.owner.id, b.owner])),
    },
  };
}

/** Custom board order (drag to reorder): the listed boards, all the viewer's own, get positions 0..n. */
export async function reorderBoards(ctx: CallContext, o: z.output<typeof BoardOrderOptions>) {
  const ownerId = ctx.viewer!.id;
  const ids = [...new Set(o.board_ids)];
  await ctx.db.transaction().execute(async (trx) => {
    const owned = await trx
      .selectFrom('boards')
      .select('id')
      .where('owner_id', '=', ownerId)
      .where('id', 'in', ids)
      .execute();
    if (owned.length !== ids.length)
      throw badRequest('You can only reorder your own boards', 'board_ids');
    const now = nowIso();
    for (const [i, id] of ids.entries()) {
      await trx
        .updateTable('boards')
        .set({ sort_order: i, updated_at: now })
        .where('id', '=', id)
        .execute();
    }
  });
  return { board_ids: ids };
}
