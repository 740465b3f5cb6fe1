import type { z } from 'zod';
import type { Pin, PinUpdateOptions } from '@tack/contract';
import type { Updateable } from 'kysely';
import type { CallContext } from '../../context.ts';
import type { PinsTable } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { boardFor, viewerIdOf } from '../boards/boards.access.ts';
import { canChangePin, canViewBoard } from '../boards/board-rules.ts';
import { findBoardById } from '../boards/boards.repository.ts';
import { forgetMovedCovers, recount } from './board-counts.ts';
import { PIN_COLUMNS, visibleTo } from './pins.repository.ts';
import { domainOf } from './pins.mapper.ts';
import { getPin } from './pins.service.ts';

/**
 * Edits a pin: title, description, link, alt text, note, board and section (spec "edit a saved
 * pin", issue 21). The pinner may edit their pin while a member of its board; others need
 * `edit_pin` on it. Moving also needs `save_pin` on the target. Every check happens before the
 * write, in the same transaction.
 */
export async function updatePin(
  ctx: CallContext,
  o: z.output<typeof PinUpdateOptions>,
): Promise<Pin> {
  const viewerId = viewerIdOf(ctx)!;
  await ctx.db.transaction().execute(async (trx) => {
    const tctx = { ...ctx, db: trx };
    const pin = await trx
      .selectFrom('pins')
      .innerJoin('boards', 'boards.id', 'pins.board_id')
      .select(PIN_COLUMNS)
      .where('pins.id', '=', o.id)
      .where(visibleTo(viewerId))
      .executeTakeFirst();
    const board = pin && (await findBoardById(trx, pin.board_id, viewerId));
    if (!pin || !board || !canViewBoard(board, viewerId)) throw notFound('Pin');
    if (!canChangePin(board, pin, viewerId, 'edit_pin')) throw forbidden("You can't edit this Pin");

    const targetBoardId = o.board_id ?? pin.board_id;
    if (targetBoardId !== pin.board_id) await boardFor(tctx, targetBoardId, 'save_pin');
    let sectionId =
      o.section_id === undefined
        ? targetBoardId === pin.board_id
          ? pin.section_id
          : null
        : o.section_id;
    if (sectionId) {
      const s = await trx
        .selectFrom('board_sections')
        .select('id')
        .where('id', '=', sectionId)
        .where('board_id', '=', targetBoardId)
        .executeTakeFirst();
      if (!s) throw badRequest('That section is not on this board', 'section_id');
      sectionId = s.id;
    }
    const changes: Updateable<PinsTable> = { board_id: targetBoardId, section_id: sectionId };
    if (o.title !== undefined) changes.title = o.title;
    if (o.description !== undefined) changes.description = o.description;
    if (o.note !== undefined) changes.note = o.note;
    if (o.alt_text !== undefined) changes.alt_text = o.alt_text || null;
    if (o.link !== undefined) {
      changes.link = o.link;
      changes.domain = domainOf(o.link);
    }
    await trx.updateTable('pins').set(changes).where('id', '=', pin.id).execute();
    if (targetBoardId !== pin.board_id) {
      await trx
        .updateTable('saves')
        .set({ board_id: targetBoardId })
        .where('saved_pin_id', '=', pin.id)
        .execute();
      await forgetMovedCovers(trx, pin.board_id, [pin.id]);
    }
    if (targetBoardId !== pin.board_id || sectionId !== pin.section_id) {
      await recount(trx, [pin.board_id, targetBoardId], [pin.section_id, sectionId]);
    }
  });
  return getPin(ctx, o.id);
}
