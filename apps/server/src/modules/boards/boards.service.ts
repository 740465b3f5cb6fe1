import type { z } from 'zod';
import type { Board, BoardCreateOptions, BoardGetOptions, BoardsListOptions, BoardSection, BoardUpdateOptions } from '@tack/contract';
import type { Kysely } from 'kysely';
import type { CallContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { findUserByUsername } from '../users/users.repository.ts';
import { canEditBoard, canViewBoard, decodeOffset, encodeOffset, QUICK_SAVES_SLUG, slugify, uniqueSlug } from './board-rules.ts';
import { coverImages, findBoardById, findBoardBySlug, listBoards, takenSlugs, type BoardRow } from './boards.repository.ts';
import { toBoard } from './boards.mapper.ts';

const viewerIdOf = (ctx: CallContext) => ctx.viewer?.id ?? null;

async function present(ctx: CallContext, row: BoardRow): Promise<Board> {
  const covers = await coverImages(ctx.db, [row.id]);
  return toBoard(row, covers.get(row.id) ?? [], viewerIdOf(ctx));
}

/** A board the viewer may see, or 404 (hidden boards are indistinguishable from missing ones). */
export async function visibleBoard(ctx: CallContext, id: string): Promise<BoardRow> {
  const row = await findBoardById(ctx.db, id);
  if (!row || !canViewBoard(row, viewerIdOf(ctx))) throw notFound('Board');
  return row;
}

/** A board the viewer may change: 404 if they cannot see it, 403 if they can see but not edit. */
export async function editableBoard(ctx: CallContext, id: string): Promise<BoardRow> {
  const row = await visibleBoard(ctx, id);
  if (!canEditBoard(row, viewerIdOf(ctx))) throw forbidden("You can't change this board");
  return row;
}

export async function getBoard(ctx: CallContext, o: z.output<typeof BoardGetOptions>): Promise<Board> {
  const row = 'board_id' in o ? await findBoardById(ctx.db, o.board_id) : await findBoardBySlug(ctx.db, o.username, o.slug);
  if (!row || !canViewBoard(row, viewerIdOf(ctx))) throw notFound('Board');
  return present(ctx, row);
}

export async function createBoard(ctx: CallContext, o: z.output<typeof BoardCreateOptions>): Promise<Board> {
  const ownerId = ctx.viewer!.id;
  const id = await ctx.db.transaction().execute(async (trx) => {
    const base = slugify(o.name);
    const slug = uniqueSlug(base, await takenSlugs(trx, ownerId, base));
    return insertBoard(trx, { ownerId, name: o.name, slug, description: o.description, layout: 'default' });
  });
  return present(ctx, (await findBoardById(ctx.db, id))!);
}

export async function insertBoard(
  db: Kysely<Database>,
  b: { ownerId: string; name: string; slug: string; description: string; layout: 'default' | 'quick_saves'; privacy?: 'public' | 'protected' | 'secret' },
): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('boards')
    .values({
      id, owner_id: b.ownerId, name: b.name, slug: b.slug, description: b.description, privacy: b.privacy ?? 'public',
      layout: b.layout, cover_pin_id: null, created_at: now, updated_at: now, last_pinned_at: null,
    })
    .execute();
  return id;
}

/** The viewer's boardless "Profile" board for quick saves, created on first use. */
export async function quickSavesBoard(db: Kysely<Database>, ownerId: string): Promise<string> {
  const found = await db.selectFrom('boards').select('id').where('owner_id', '=', ownerId).where('slug', '=', QUICK_SAVES_SLUG).executeTakeFirst();
  return found?.id ?? insertBoard(db, { ownerId, name: 'Profile', slug: QUICK_SAVES_SLUG, description: '', layout: 'quick_saves' });
}

export async function updateBoard(ctx: CallContext, o: z.output<typeof BoardUpdateOptions>): Promise<Board> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await editableBoard({ ...ctx, db: trx }, o.board_id);
    const changes: Partial<{ name: string; slug: string; description: string; privacy: Board['privacy']; updated_at: string }> = {};
    if (o.name !== undefined && o.name !== row.name && row.layout === 'default') {
      const base = slugify(o.name);
      const taken = await takenSlugs(trx, row.owner_id, base);
      taken.delete(row.slug);
      changes.name = o.name;
      changes.slug = uniqueSlug(base, taken);
    }
    if (o.description !== undefined) changes.description = o.description;
    if (o.privacy !== undefined) changes.privacy = o.privacy;
    changes.updated_at = nowIso();
    await trx.updateTable('boards').set(changes).where('id', '=', row.id).execute();
  });
  return present(ctx, (await findBoardById(ctx.db, o.board_id))!);
}

export async function deleteBoard(ctx: CallContext, boardId: string): Promise<{ id: string }> {
  await ctx.db.transaction().execute(async (trx) => {
    await editableBoard({ ...ctx, db: trx }, boardId);
    await trx.deleteFrom('boards').where('id', '=', boardId).execute();
  });
  return { id: boardId };
}

export async function listUserBoards(ctx: CallContext, o: z.output<typeof BoardsListOptions>) {
  const owner = await findUserByUsername(ctx.db, o.username);
  if (!owner) throw notFound('User');
  const offset = decodeOffset(o.bookmark);
  const rows = await listBoards(ctx.db, { ownerId: owner.id, includeHidden: owner.id === viewerIdOf(ctx), offset, limit: o.page_size + 1 });
  const page = rows.slice(0, o.page_size);
  const covers = await coverImages(ctx.db, page.map((r) => r.id));
  return {
    items: page.map((r) => toBoard(r, covers.get(r.id) ?? [], viewerIdOf(ctx))),
    bookmark: rows.length > o.page_size ? encodeOffset(offset + o.page_size) : null,
  };
}

export async function listSections(ctx: CallContext, boardId: string): Promise<BoardSection[]> {
  const board = await visibleBoard(ctx, boardId);
  const rows = await ctx.db.selectFrom('board_sections').selectAll().where('board_id', '=', board.id).orderBy('sort_order').orderBy('id').execute();
  const base = `/${board.username}/${board.slug}/`;
  return rows.map((s) => ({ id: s.id, boardId: s.board_id, title: s.title, slug: s.slug, url: `${base}${s.slug}/`, pinCount: s.pin_count }));
}
