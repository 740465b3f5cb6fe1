import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { quickSavesBoard } from '../boards/boards.service.ts';
import { imageFor, ItemFailed } from './import-images.ts';
import type { BoardItem, PinItem, PlanItem, SectionItem } from './import-plan.ts';
import { insertImportedBoard, insertImportedPin, insertImportedSection } from './import-writes.ts';
import { claimKey, knownTarget, type Outcome } from './imports.repository.ts';
import type { SafeZip } from './zip-reader.ts';

export interface ItemResult {
  outcome: Outcome;
  reason: string | null;
  targetId: string | null;
}

export interface ItemRun {
  ctx: AppContext;
  userId: string;
  zip: SafeZip | null;
}

const ALREADY = 'Already imported: skipped';
const duplicate = (targetId: string, reason = ALREADY): ItemResult => ({
  outcome: 'duplicate',
  reason,
  targetId,
});
const imported = (targetId: string): ItemResult => ({
  outcome: 'imported',
  reason: null,
  targetId,
});

/** Raised inside a transaction to undo it: another run made this item first. */
class KeyTaken extends Error {}

/**
 * Makes a row and records its key in one transaction; when the key turns out to be taken (the
 * same item twice in one file, run at once), the row is undone and the item is a duplicate.
 */
async function makeOnce(
  run: ItemRun,
  key: string,
  kind: 'board' | 'section' | 'pin',
  make: (trx: Kysely<Database>) => Promise<string>,
): Promise<ItemResult> {
  try {
    const id = await run.ctx.db.transaction().execute(async (trx) => {
      const made = await make(trx);
      if (!(await claimKey(trx, run.userId, key, kind, made))) throw new KeyTaken();
      return made;
    });
    return imported(id);
  } catch (err) {
    if (!(err instanceof KeyTaken)) throw err;
    return duplicate((await knownTarget(run.ctx.db, run.userId, key)) ?? '');
  }
}

async function runBoard(run: ItemRun, item: BoardItem): Promise<ItemResult> {
  const { db } = run.ctx;
  if (item.quickSaves) {
    const id = await quickSavesBoard(db, run.userId);
    await db.transaction().execute((trx) => claimKey(trx, run.userId, item.key, 'board', id));
    return duplicate(id, 'Its Pins go to your quick saves');
  }
  if (item.reuseByName) {
    const own = await db
      .selectFrom('boards')
      .select('id')
      .where('owner_id', '=', run.userId)
      .where('name', '=', item.name)
      .where('layout', '=', 'default')
      .orderBy('id')
      .executeTakeFirst();
    if (own) {
      await db.transaction().execute((trx) => claimKey(trx, run.userId, item.key, 'board', own.id));
      return duplicate(own.id, `You have a board named ${item.name}: its Pins go there`);
    }
  }
  return makeOnce(run, item.key, 'board', (trx) => insertImportedBoard(trx, run.userId, item));
}

async function boardOf(run: ItemRun, boardKey: string): Promise<string> {
  const boardId = await knownTarget(run.ctx.db, run.userId, boardKey);
  if (!boardId) throw new ItemFailed('Its board could not be made, or was deleted meanwhile');
  return boardId;
}

async function runSection(run: ItemRun, item: SectionItem): Promise<ItemResult> {
  const boardId = await boardOf(run, item.boardKey);
  return makeOnce(run, item.key, 'section', (trx) => insertImportedSection(trx, boardId, item));
}

/**
 * A pin: its board (and section) by their keys, its image from its source (the page-to-pin
 * flow for a bookmark, the guarded fetcher, or the zip), then the row and its key together. The
 * board is checked again in that transaction: one deleted meanwhile fails the item.
 */
async function runPin(run: ItemRun, item: PinItem): Promise<ItemResult> {
  const boardId = await boardOf(run, item.boardKey);
  const sectionId = item.sectionKey
    ? await knownTarget(run.ctx.db, run.userId, item.sectionKey)
    : null;
  const { image, page } = await imageFor(run.ctx, item.image, run.zip);
  return makeOnce(run, item.key, 'pin', async (trx) => {
    const board = await trx
      .selectFrom('boards')
      .select('id')
      .where('id', '=', boardId)
      .where('owner_id', '=', run.userId)
      .executeTakeFirst();
    if (!board) throw new ItemFailed('Its board was deleted while the import ran');
    return insertImportedPin(trx, {
      pinnerId: run.userId,
      boardId,
      sectionId,
      item,
      page,
      image,
    });
  });
}

/** One item of an import: skipped when its key already made something that still exists. */
export async function runItem(run: ItemRun, item: PlanItem): Promise<ItemResult> {
  const known = await knownTarget(run.ctx.db, run.userId, item.key);
  if (known) return duplicate(known);
  if (item.kind === 'board') return runBoard(run, item);
  if (item.kind === 'section') return runSection(run, item);
  return runPin(run, item);
}

/** Once every item is in: each board's chosen cover, by the key of its pin (a Tack restore). */
export async function setCovers(run: ItemRun, boards: BoardItem[]): Promise<void> {
  for (const b of boards) {
    if (!b.coverKey) continue;
    const boardId = await knownTarget(run.ctx.db, run.userId, b.key);
    const pinId = await knownTarget(run.ctx.db, run.userId, b.coverKey);
    if (!boardId || !pinId) continue;
    await run.ctx.db
      .updateTable('boards')
      .set({ cover_pin_id: pinId })
      .where('id', '=', boardId)
      .where('owner_id', '=', run.userId)
      .where('layout', '=', 'default')
      .execute();
  }
}
