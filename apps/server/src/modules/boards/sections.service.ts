import type { z } from 'zod';
import type {
  BoardSection,
  SectionCreateOptions,
  SectionGetOptions,
  SectionUpdateOptions,
} from '@tack/contract';
import type { Kysely, Selectable } from 'kysely';
import type { CallContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { canViewBoard, slugify, uniqueSlug } from './board-rules.ts';
import {
  findBoardById,
  findBoardBySlug,
  findSectionById,
  type BoardRow,
} from './boards.repository.ts';
import { boardFor, sectionFor, visibleBoard, viewerIdOf } from './boards.access.ts';

type SectionRow = Selectable<Database['board_sections']>;

const toSection = (board: Pick<BoardRow, 'username' | 'slug'>, s: SectionRow): BoardSection => ({
  id: s.id,
  boardId: s.board_id,
  title: s.title,
  slug: s.slug,
  url: `/${board.username}/${board.slug}/${s.slug}/`,
  pinCount: s.pin_count,
});

export async function listSections(ctx: CallContext, boardId: string): Promise<BoardSection[]> {
  const board = await visibleBoard(ctx, boardId);
  const rows = await ctx.db
    .selectFrom('board_sections')
    .selectAll()
    .where('board_id', '=', board.id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((s) => toSection(board, s));
}

export async function getSection(
  ctx: CallContext,
  o: z.output<typeof SectionGetOptions>,
): Promise<BoardSection> {
  if (o.section_id) {
    // A section on a board the viewer cannot see is as missing as one that does not exist.
    const s = await findSectionById(ctx.db, o.section_id);
    const board = s && (await findBoardById(ctx.db, s.board_id, viewerIdOf(ctx)));
    if (!s || !board || !canViewBoard(board, viewerIdOf(ctx))) throw notFound('Section');
    return toSection(board, s);
  }
  const board = await findBoardBySlug(ctx.db, o.username!, o.slug!, viewerIdOf(ctx));
  if (!board || !canViewBoard(board, viewerIdOf(ctx))) throw notFound('Board');
  const s = await ctx.db
    .selectFrom('board_sections')
    .selectAll()
    .where('board_id', '=', board.id)
    .where('slug', '=', o.section_slug!)
    .executeTakeFirst();
  if (!s) throw notFound('Section');
  return toSection(board, s);
}

async function freeSlug(db: Kysely<Database>, boardId: string, title: string, except?: string) {
  const base = slugify(title);
  const rows = await db
    .selectFrom('board_sections')
    .select('slug')
    .where('board_id', '=', boardId)
    .execute();
  return uniqueSlug(base, new Set(rows.map((r) => r.slug).filter((s) => s !== except)));
}

export async function createSection(
  ctx: CallContext,
  o: z.output<typeof SectionCreateOptions>,
): Promise<BoardSection> {
  return ctx.db.transaction().execute(async (trx) => {
    const board = await boardFor({ ...ctx, db: trx }, o.board_id, 'create_section');
    const row = await insertSection(trx, board.id, o.title);
    return toSection(board, row);
  });
}

export async function insertSection(
  db: Kysely<Database>,
  boardId: string,
  title: string,
): Promise<SectionRow> {
  const count = await db
    .selectFrom('board_sections')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('board_id', '=', boardId)
    .executeTakeFirstOrThrow();
  const row = {
    id: newId(),
    board_id: boardId,
    title,
    slug: await freeSlug(db, boardId, title),
    pin_count: 0,
    sort_order: Number(count.n),
    created_at: nowIso(),
  };
  await db.insertInto('board_sections').values(row).execute();
  await db
    .updateTable('boards')
    .set((eb) => ({ section_count: eb('section_count', '+', 1) }))
    .where('id', '=', boardId)
    .execute();
  return row;
}

export async function renameSection(
  ctx: CallContext,
  o: z.output<typeof SectionUpdateOptions>,
): Promise<BoardSection> {
  return ctx.db.transaction().execute(async (trx) => {
    const { section, board } = await sectionFor({ ...ctx, db: trx }, o.section_id, 'edit_section');
    const slug = await freeSlug(trx, board.id, o.title, section.slug);
    await trx
      .updateTable('board_sections')
      .set({ title: o.title, slug })
      .where('id', '=', section.id)
      .execute();
    return toSection(board, { ...section, title: o.title, slug });
  });
}

/** Deleting a section keeps its pins on the board, outside any section. */
export async function deleteSection(ctx: CallContext, sectionId: string): Promise<{ id: string }> {
  await ctx.db.transaction().execute(async (trx) => {
    const { section, board } = await sectionFor({ ...ctx, db: trx }, sectionId, 'delete_section');
    await trx
      .updateTable('pins')
      .set({ section_id: null })
      .where('section_id', '=', section.id)
      .execute();
    await trx.deleteFrom('board_sections').where('id', '=', section.id).execute();
    await trx
      .updateTable('boards')
      .set((eb) => ({ section_count: eb('section_count', '-', 1) }))
      .where('id', '=', board.id)
      .where('section_count', '>', 0)
      .execute();
  });
  return { id: sectionId };
}
