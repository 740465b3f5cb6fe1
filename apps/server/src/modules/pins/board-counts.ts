import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Recounts pins on boards and sections after many pins moved at once (bulk edits). */
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
        pin_count: sql<number>`(select count(*) from pins p where p.board_id = boards.id)`,
        section_count: sql<number>`(select count(*) from board_sections s where s.board_id = boards.id)`,
        last_pinned_at: sql<
          string | null
        >`(select max(p.created_at) from pins p where p.board_id = boards.id)`,
      })
      .where('id', 'in', boards)
      .execute();
  }
  if (sections.length) {
    await db
      .updateTable('board_sections')
      .set({
        pin_count: sql<number>`(select count(*) from pins p where p.section_id = board_sections.id)`,
      })
      .where('id', 'in', sections)
      .execute();
  }
}
