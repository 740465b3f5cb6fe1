import type { CallContext } from '../../context.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { canDo, canEditBoard, canViewBoard, type BoardAction } from './board-rules.ts';
import { findBoardById, findSectionById, type BoardRow } from './boards.repository.ts';

export const viewerIdOf = (ctx: Pick<CallContext, 'viewer'>) => ctx.viewer?.id ?? null;

/** A board the viewer may see, or 404 (hidden boards are indistinguishable from missing ones). */
export async function visibleBoard(ctx: CallContext, id: string): Promise<BoardRow> {
  const row = await findBoardById(ctx.db, id, viewerIdOf(ctx));
  if (!row || !canViewBoard(row, viewerIdOf(ctx))) throw notFound('Board');
  return row;
}

/** A board on which the viewer may take `action`: 404 if they cannot see it, 403 if not allowed. */
export async function boardFor(
  ctx: CallContext,
  id: string,
  action: BoardAction,
): Promise<BoardRow> {
  const row = await visibleBoard(ctx, id);
  if (!canDo(row, viewerIdOf(ctx), action))
    throw forbidden("You don't have permission to do that on this board");
  return row;
}

/** A board the viewer owns (rename, privacy, delete, collaborators). */
export async function ownedBoard(ctx: CallContext, id: string): Promise<BoardRow> {
  const row = await visibleBoard(ctx, id);
  if (!canEditBoard(row, viewerIdOf(ctx))) throw forbidden('Only the board owner can do that');
  return row;
}

/**
 * A section and its board, if the viewer may take `action` there: 404 "Section" when the section
 * is missing or on a board the viewer cannot see (the same answer, so an id confirms nothing),
 * 403 when they see it but may not act.
 */
export async function sectionFor(ctx: CallContext, sectionId: string, action: BoardAction) {
  const section = await findSectionById(ctx.db, sectionId);
  const board = section && (await findBoardById(ctx.db, section.board_id, viewerIdOf(ctx)));
  if (!section || !board || !canViewBoard(board, viewerIdOf(ctx))) throw notFound('Section');
  if (!canDo(board, viewerIdOf(ctx), action))
    throw forbidden("You don't have permission to do that on this board");
  return { section, board };
}
