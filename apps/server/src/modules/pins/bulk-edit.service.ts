import type { z } from 'zod';
import type { BulkDeleteAllOptions, BulkDeleteOptions, BulkEditOptions } from '@tack/contract';
import { checkActingAs } from '../../lib/acting-as.ts';
import type { Selectable } from 'kysely';
import type { PinsTable } from '../../db/database.ts';
import type { CallContext } from '../../context.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { rootPinnedByBlocker } from '../privacy/blocks.repository.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { boardFor, viewerIdOf, visibleBoard } from '../boards/boards.access.ts';
import { insertSection } from '../boards/sections.service.ts';
import { forgetDeletedPins, forgetMovedCovers, recount } from './board-counts.ts';
import { notifySave } from '../notifications/notify-actions.ts';
import { countSaveOf, PIN_COLUMNS, rootOf, visibleTo } from './pins.repository.ts';
import { originPinnerOf, viaPinnerOf } from './save-people.ts';

/**
 * Bulk edit on a board (spec §9 bulkMove, bulkCopy, bulkCreateSection, bulkDelete): every pin
 * must be on the board, permissions are checked for source and target, and it all happens in one
 * transaction, so a failure changes nothing. The source board is checked before its pins are
 * read: a board the viewer cannot see answers 404 whatever the pin ids, so a stranger learns
 * nothing about which pins it holds.
 */
export async function bulkEdit(ctx: CallContext, o: BulkEditOptions) {
  checkActingAs(ctx, o.orbac_subject_id);
  const ids = [...new Set(o.pin_ids)];
  return ctx.db.transaction().execute(async (trx) => {
    const tctx = { ...ctx, db: trx };
    await visibleBoard(tctx, o.board_id);
    // Only pins the viewer may see (not one pinned by someone who blocked them).
    const pins = await trx
      .selectFrom('pins')
      .innerJoin('boards', 'boards.id', 'pins.board_id')
      .select(PIN_COLUMNS)
      .where('pins.id', 'in', ids)
      .where('pins.board_id', '=', o.board_id)
      .where(visibleTo(viewerIdOf(ctx)))
      // A pin an operator removed is nobody's to move or copy.
      .where('pins.removed_at', 'is', null)
      .execute();
    if (pins.length !== ids.length)
      throw badRequest('Some of those Pins are not on this board', 'pin_ids');
    const oldSections = pins.map((p) => p.section_id);
    let sectionId: string | null = null;

    switch (o.action) {
      case 'bulkDelete': {
        await deletePins(tctx, o.board_id, pins);
        break;
      }
      case 'bulkCreateSection': {
        await boardFor(tctx, o.board_id, 'create_section');
        await boardFor(tctx, o.board_id, 'move_pin');
        sectionId = (await insertSection(trx, o.board_id, o.section_title)).id;
        await trx
          .updateTable('pins')
          .set({ section_id: sectionId })
          .where('id', 'in', ids)
          .execute();
        await recount(trx, [o.board_id], [...oldSections, sectionId]);
        break;
      }
      case 'bulkMove':
      case 'bulkCopy': {
        if (o.action === 'bulkMove') await boardFor(tctx, o.board_id, 'move_pin');
        const target = await boardFor(tctx, o.target_board_id, 'save_pin');
        sectionId = o.target_section_id ?? null;
        if (sectionId) {
          const s = await trx
            .selectFrom('board_sections')
            .select('id')
            .where('id', '=', sectionId)
            .where('board_id', '=', target.id)
            .executeTakeFirst();
          if (!s) throw badRequest('That section is not on the target board', 'target_section_id');
        }
        if (o.action === 'bulkMove') {
          await trx
            .updateTable('pins')
            .set({ board_id: target.id, section_id: sectionId })
            .where('id', 'in', ids)
            .execute();
          await trx
            .updateTable('saves')
            .set({ board_id: target.id })
            .where('saved_pin_id', 'in', ids)
            .execute();
          if (target.id !== o.board_id) await forgetMovedCovers(trx, o.board_id, ids);
        } else {
          const roots = pins.flatMap((p) => (p.origin_pin_id ? [p.origin_pin_id] : []));
          if (await rootPinnedByBlocker(trx, viewerIdOf(ctx)!, roots))
            throw forbidden("You can't save some of these Pins");
          await copyPins(tctx, pins, target.id, sectionId);
        }
        await recount(trx, [o.board_id, target.id], [...oldSections, sectionId]);
        break;
      }
    }
    return { action: o.action, pinIds: ids, sectionId };
  });
}

/** Deletes pins of a board the viewer may delete from, with counts and covers kept right. */
async function deletePins(
  ctx: CallContext,
  boardId: string,
  pins: Pick<Selectable<PinsTable>, 'id' | 'origin_pin_id' | 'section_id'>[],
) {
  await boardFor(ctx, boardId, 'delete_pin');
  // In chunks: "select all" on a large board would pass SQLite's limit of bound values.
  for (let i = 0; i < pins.length; i += 500) {
    const chunk = pins.slice(i, i + 500);
    await ctx.db
      .deleteFrom('pins')
      .where(
        'id',
        'in',
        chunk.map((p) => p.id),
      )
      .execute();
    await forgetDeletedPins(ctx.db, chunk);
  }
  await recount(
    ctx.db,
    [boardId],
    pins.map((p) => p.section_id),
  );
}

/**
 * MC §7 "DELETE BulkEditResource with board_id, section_id, pin_ids, orbac_subject_id": every
 * pin must be on the board (and in the section, when one is named), or nothing is deleted.
 */
export async function bulkDelete(ctx: CallContext, o: z.output<typeof BulkDeleteOptions>) {
  checkActingAs(ctx, o.orbac_subject_id);
  const ids = [...new Set(o.pin_ids)];
  return ctx.db.transaction().execute(async (trx) => {
    const tctx = { ...ctx, db: trx };
    await visibleBoard(tctx, o.board_id);
    let q = trx
      .selectFrom('pins')
      .select(['id', 'origin_pin_id', 'section_id'])
      .where('id', 'in', ids)
      .where('board_id', '=', o.board_id);
    if (o.section_id) q = q.where('section_id', '=', o.section_id);
    const pins = await q.execute();
    if (pins.length !== ids.length)
      throw badRequest(
        o.section_id
          ? 'Some of those Pins are not in this section'
          : 'Some of those Pins are not on this board',
        'pin_ids',
      );
    await deletePins(tctx, o.board_id, pins);
    return { action: 'bulkDelete', pinIds: ids, sectionId: o.section_id ?? null };
  });
}

/**
 * MC §7 "DELETE BulkEditSelectAllResource": every pin of the board, or of its section, except
 * the `pin_ids` listed (unticked after "select all"). The section must be on the board.
 */
export async function bulkDeleteAll(ctx: CallContext, o: z.output<typeof BulkDeleteAllOptions>) {
  checkActingAs(ctx, o.orbac_subject_id);
  return ctx.db.transaction().execute(async (trx) => {
    const tctx = { ...ctx, db: trx };
    await visibleBoard(tctx, o.board_id);
    await boardFor(tctx, o.board_id, 'delete_pin');
    if (o.section_id) {
      const s = await trx
        .selectFrom('board_sections')
        .select('id')
        .where('id', '=', o.section_id)
        .where('board_id', '=', o.board_id)
        .executeTakeFirst();
      if (!s) throw badRequest('That section is not on this board', 'section_id');
    }
    let q = trx
      .selectFrom('pins')
      .select(['id', 'origin_pin_id', 'section_id'])
      .where('board_id', '=', o.board_id);
    if (o.section_id) q = q.where('section_id', '=', o.section_id);
    if (o.pin_ids.length) q = q.where('id', 'not in', o.pin_ids);
    const pins = await q.execute();
    await deletePins(tctx, o.board_id, pins);
    return {
      action: 'bulkDelete',
      pinIds: pins.map((p) => p.id),
      sectionId: o.section_id ?? null,
    };
  });
}

/** Copies are saves by the viewer: new pins pointing at each original, with saves recorded. */
async function copyPins(
  ctx: CallContext,
  pins: Omit<Selectable<PinsTable>, 'removed_at'>[],
  boardId: string,
  sectionId: string | null,
) {
  const now = nowIso();
  for (const p of pins) {
    const id = newId();
    const rootId = rootOf(p);
    // Counted first, as one save is: a delete that won the race is a missing pin.
    if (!(await countSaveOf(ctx.db, ctx.engine, p))) throw notFound('Pin');
    await ctx.db
      .insertInto('pins')
      .values({
        ...p,
        id,
        pinner_id: ctx.viewer!.id,
        board_id: boardId,
        section_id: sectionId,
        origin_pin_id: rootId,
        origin_pinner_id: originPinnerOf(p),
        via_pinner_id: viaPinnerOf(p),
        save_count: 0,
        favorite_count: 0,
        is_promoted: 0,
        promoter_name: null,
        // A copy is a save: it keeps its source page and what the page said, not how it was made.
        method: null,
        created_at: now,
      })
      .execute();
    await ctx.db
      .insertInto('saves')
      .values({
        saved_pin_id: id,
        user_id: ctx.viewer!.id,
        pin_id: rootId,
        board_id: boardId,
        created_at: now,
      })
      .execute();
    await notifySave(ctx.db, ctx.viewer!.id, p);
  }
}
