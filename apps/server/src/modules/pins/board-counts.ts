import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * Recounts pins on boards and sections after many pins moved at once (bulk edits) or were
 * removed by an operator (a removed pin counts nowhere).
 */
export async function recount(
  db: Kysely<Database>,
  boardIds: string[],
  sectionIds: (string | null)[],
): Promise<void> {
  const boards = [...new Set(boardIds)];
  const sections = [...new Set(sectionIds.filter((s): s is string => !!s))];
  if (boards.length) {
    await db
      .updateTable('boards')
      .set({
        pin_count: sql<number>`(select count(*) from pins p where p.board_id = boards.id and p.removed_at is null)`,
        section_count: sql<number>`(select count(*) from board_sections s where s.board_id = boards.id)`,
        last_pinned_at: sql<
          string | null
        >`(select max(p.created_at) from pins p where p.board_id = boards.id and p.removed_at is null)`,
      })
      .where('id', 'in', boards)
      .execute();
  }
  if (sections.length) {
    await db
      .updateTable('board_sections')
      .set({
        pin_count: sql<number>`(select count(*) from pins p where p.section_id = board_sections.id and p.removed_at is null)`,
      })
      .where('id', 'in', sections)
      .execute();
  }
}

/**
 * After pins were deleted: each deleted save lowers its original's save count, as a single
 * delete does, and a board cover that was one of them is cleared.
 */
export async function forgetDeletedPins(
  db: Kysely<Database>,
  deleted: { id: string; origin_pin_id: string | null }[],
): Promise<void> {
  const savesOf = new Map<string, number>();
  for (const p of deleted)
    if (p.origin_pin_id) savesOf.set(p.origin_pin_id, (savesOf.get(p.origin_pin_id) ?? 0) + 1);
  // In id order, so two deletes touching the same originals lock them in the same order.
  for (const [originId, n] of [...savesOf].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    await db
      .updateTable('pins')
      .set({
        save_count: sql<number>`case when save_count > ${n} then save_count - ${n} else 0 end`,
      })
      .where('id', '=', originId)
      .execute();
  }
  const ids = deleted.map((p) => p.id);
  if (ids.length)
    await db
      .updateTable('boards')
      .set({ cover_pin_id: null })
      .where('cover_pin_id', 'in', ids)
      .execute();
}

/**
 * Pins moved off a board stop being its cover: a chosen cover is one of the board's own pins, so
 * the board goes back to its newest pin (and a pin moved back later is not its cover again).
 */
export async function forgetMovedCovers(
  db: Kysely<Database>,
  fromBoardId: string,
  pinIds: string[],
): Promise<void> {
  if (!pinIds.length) return;
  await db
    .updateTable('boards')
    .set({ cover_pin_id: null })
    .where('id', '=', fromBoardId)
    .where('cover_pin_id', 'in', pinIds)
    .execute();
}
