import type { BulkEditOptions } from '@tack/contract';
import type { Selectable } from 'kysely';
import type { PinsTable } from '../../db/database.ts';
import type { CallContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { boardFor, visibleBoard } from '../boards/boards.access.ts';
import { insertSection } from '../boards/sections.service.ts';
import { forgetDeletedPins, recount } from './board-counts.ts';
import { PIN_COLUMNS } from './pins.repository.ts';

/**
 * Bulk edit on a board (spec §9 bulkMove, bulkCopy, bulkCreateSection, bulkDelete): every pin
 * must be on the board, permissions are checked for source and target, and it all happens in one
 * transaction, so a failure changes nothing. The source board is checked before its pins are
 * read: a board the viewer cannot see answers 404 whatever the pin ids, so a stranger learns
 * nothing about which pins it holds.
 */
export async function bulkEdit(ctx: CallContext, o: BulkEditOptions) {
  const ids = [...new Set(o.pin_ids)];
  return ctx.db.transaction().execute(async (trx) => {
    const tctx = { ...ctx, db: trx };
    await visibleBoard(tctx, o.board_id);
    const pins = await trx
      .selectFrom('pins')
      .select(PIN_COLUMNS)
      .where('id', 'in', ids)
      .where('board_id', '=', o.board_id)
      // A pin an operator removed is nobody's to move or copy.
      .where('removed_at', 'is', null)
      .execute();
    if (pins.length !== ids.length)
      throw badRequest('Some of those Pins are not on this board', 'pin_ids');
    const oldSections = pins.map((p) => p.section_id);
    let sectionId: string | null = null;

    switch (o.action) {
      case 'bulkDelete': {
        await boardFor(tctx, o.board_id, 'delete_pin');
        await trx.deleteFrom('pins').where('id', 'in', ids).execute();
        await forgetDeletedPins(trx, pins);
        await recount(trx, [o.board_id], oldSections);
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
        } else {
          await copyPins(tctx, pins, target.id, sectionId);
        }
        await recount(trx, [o.board_id, target.id], [...oldSections, sectionId]);
        break;
      }
    }
    return { action: o.action, pinIds: ids, sectionId };
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
    const rootId = p.origin_pin_id ?? p.id;
    await ctx.db
      .insertInto('pins')
      .values({
        ...p,
        id,
        pinner_id: ctx.viewer!.id,
        board_id: boardId,
        section_id: sectionId,
        origin_pin_id: rootId,
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
    await ctx.db
      .updateTable('pins')
      .set((eb) => ({ save_count: eb('save_count', '+', 1) }))
      .where('id', '=', rootId)
      .execute();
  }
}
