import type { Board, BoardEdit } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { listCollaborators } from '../collaborators/collaborators.service.ts';
import { canViewBoard } from './board-rules.ts';
import { findBoardById, type BoardRow } from './boards.repository.ts';
import { presentBoard } from './boards.service.ts';
import { viewerIdOf } from './boards.access.ts';

/**
 * A board as a field set asks (contract field-sets.ts): the whole board, which the dispatcher
 * trims to the set, plus what a set adds: `boardEdit` lists the collaborators and invites.
 */
export async function boardInFieldSet(
  ctx: CallContext,
  row: BoardRow,
  key: string | undefined,
): Promise<Board | BoardEdit> {
  const board = await presentBoard(ctx, row);
  if (key !== 'boardEdit') return board;
  return { ...board, collaborators: await listCollaborators(ctx, row.id) };
}

/** The board as its editor shows it after a change, or null when the viewer no longer sees it. */
export async function boardEditAfter(ctx: CallContext, boardId: string) {
  const row = await findBoardById(ctx.db, boardId, viewerIdOf(ctx));
  if (!row || !canViewBoard(row, viewerIdOf(ctx))) return null;
  return boardInFieldSet(ctx, row, 'boardEdit') as Promise<BoardEdit>;
}
