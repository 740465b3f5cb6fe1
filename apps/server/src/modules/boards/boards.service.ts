import type { z } from 'zod';
import type {
  Board,
  BoardCreateOptions,
  BoardPrivacy,
  BoardGetOptions,
  BoardUpdateOptions,
} from '@tack/contract';
import type { Kysely, Updateable } from 'kysely';
import type { CallContext } from '../../context.ts';
import type { BoardsTable, Database } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { checkActingAs } from '../../lib/acting-as.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { canViewBoard, QUICK_SAVES_SLUG, slugify, uniqueSlug } from './board-rules.ts';
import {
  boardCovers,
  findBoardById,
  findBoardBySlug,
  takenSlugs,
  type BoardRow,
} from './boards.repository.ts';
import { toBoard } from './boards.mapper.ts';
import { ownedBoard, viewerIdOf } from './boards.access.ts';

export async function presentBoard(ctx: CallContext, row: BoardRow): Promise<Board> {
  const covers = await boardCovers(ctx.db, [row], viewerIdOf(ctx));
  return toBoard(row, covers.get(row.id), viewerIdOf(ctx));
}

/** A board by id or by owner and slug, that the viewer may see (404 otherwise). */
export async function findVisibleBoard(
  ctx: CallContext,
  o: z.output<typeof BoardGetOptions>,
): Promise<BoardRow> {
  const viewerId = viewerIdOf(ctx);
  const row = o.board_id
    ? await findBoardById(ctx.db, o.board_id, viewerId)
    : await findBoardBySlug(ctx.db, o.username!, o.slug!, viewerId);
  if (!row || !canViewBoard(row, viewerId)) throw notFound('Board');
  return row;
}

/**
 * Creates a public board (§7 POST BoardResource: name, privacy public, username, optional
 * orbac_subject_id): `username` and the acting profile must be the viewer's own.
 */
export async function createBoard(
  ctx: CallContext,
  o: z.output<typeof BoardCreateOptions>,
  /** The web app makes public boards (§7); the v5 API may make a secret one in one go. */
  privacy: BoardPrivacy = 'public',
): Promise<Board> {
  checkActingAs(ctx, o.orbac_subject_id);
  if (o.username !== undefined && o.username.toLowerCase() !== ctx.viewer!.username)
    throw new AppError(
      403,
      'forbidden',
      'You can only create boards on your own profile',
      'username',
    );
  const ownerId = ctx.viewer!.id;
  const id = await ctx.db.transaction().execute(async (trx) => {
    const base = slugify(o.name);
    const slug = uniqueSlug(base, await takenSlugs(trx, ownerId, base));
    return insertBoard(trx, {
      ownerId,
      name: o.name,
      slug,
      description: o.description,
      layout: 'default',
      privacy,
    });
  });
  return presentBoard(ctx, (await findBoardById(ctx.db, id, ownerId))!);
}

export async function insertBoard(
  db: Kysely<Database>,
  b: {
    ownerId: string;
    name: string;
    slug: string;
    description: string;
    layout: 'default' | 'quick_saves';
    privacy?: 'public' | 'protected' | 'secret';
  },
): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('boards')
    .values({
      id,
      owner_id: b.ownerId,
      name: b.name,
      slug: b.slug,
      description: b.description,
      privacy: b.privacy ?? 'public',
      layout: b.layout,
      cover_pin_id: null,
      created_at: now,
      updated_at: now,
      last_pinned_at: null,
    })
    .execute();
  return id;
}

/** The viewer's boardless "Profile" board for quick saves, created on first use. */
export async function quickSavesBoard(db: Kysely<Database>, ownerId: string): Promise<string> {
  const found = await db
    .selectFrom('boards')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('slug', '=', QUICK_SAVES_SLUG)
    .executeTakeFirst();
  return (
    found?.id ??
    insertBoard(db, {
      ownerId,
      name: 'Profile',
      slug: QUICK_SAVES_SLUG,
      description: '',
      layout: 'quick_saves',
    })
  );
}

export async function updateBoard(
  ctx: CallContext,
  o: z.output<typeof BoardUpdateOptions>,
): Promise<Board> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await ownedBoard({ ...ctx, db: trx }, o.board_id);
    if (row.layout === 'quick_saves' && (o.name !== undefined || o.privacy !== undefined)) {
      throw badRequest(
        'Your Profile board cannot be renamed or made private',
        o.name !== undefined ? 'name' : 'privacy',
      );
    }
    const changes: Updateable<BoardsTable> = {};
    if (o.name !== undefined && o.name !== row.name) {
      const base = slugify(o.name);
      const taken = await takenSlugs(trx, row.owner_id, base);
      taken.delete(row.slug);
      changes.name = o.name;
      changes.slug = uniqueSlug(base, taken);
    }
    if (o.description !== undefined) changes.description = o.description;
    if (o.privacy !== undefined) changes.privacy = o.privacy;
    if (o.archived !== undefined) changes.is_archived = o.archived ? 1 : 0;
    if (o.cover_pin_id !== undefined)
      changes.cover_pin_id = await coverPinFor(trx, row, o.cover_pin_id);
    if (o.collaborator_permissions !== undefined)
      changes.collaborator_permissions = JSON.stringify([...new Set(o.collaborator_permissions)]);
    changes.updated_at = nowIso();
    await trx.updateTable('boards').set(changes).where('id', '=', row.id).execute();
  });
  return presentBoard(ctx, (await findBoardById(ctx.db, o.board_id, viewerIdOf(ctx)))!);
}

export async function deleteBoard(ctx: CallContext, boardId: string): Promise<{ id: string }> {
  await ctx.db.transaction().execute(async (trx) => {
    await ownedBoard({ ...ctx, db: trx }, boardId);
    // Saves recorded on this board go with it; the pins' own save counts follow.
    const saved = await trx
      .selectFrom('saves')
      .select('pin_id')
      .where('board_id', '=', boardId)
      .execute();
    for (const s of saved) {
      await trx
        .updateTable('pins')
        .set((eb) => ({ save_count: eb('save_count', '-', 1) }))
        .where('id', '=', s.pin_id)
        .where('save_count', '>', 0)
        .execute();
    }
    await trx.deleteFrom('boards').where('id', '=', boardId).execute();
  });
  return { id: boardId };
}

/** A chosen cover must be one of the board's own pins; null goes back to the newest pin. */
async function coverPinFor(
  db: Kysely<Database>,
  board: BoardRow,
  pinId: string | null,
): Promise<string | null> {
  if (pinId === null) return null;
  const pin = await db
    .selectFrom('pins')
    .select('id')
    .where('id', '=', pinId)
    .where('board_id', '=', board.id)
    .executeTakeFirst();
  if (!pin) throw badRequest('Choose a cover from the Pins on this board', 'cover_pin_id');
  return pin.id;
}
