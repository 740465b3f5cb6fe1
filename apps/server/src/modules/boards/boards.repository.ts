import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export const BOARD_COLUMNS = [
  'boards.id', 'boards.owner_id', 'boards.name', 'boards.slug', 'boards.description', 'boards.privacy',
  'boards.layout', 'boards.cover_pin_id', 'boards.pin_count', 'boards.section_count', 'boards.sort_order',
  'boards.created_at', 'boards.updated_at', 'boards.last_pinned_at',
  'users.username', 'users.first_name', 'users.full_name', 'users.avatar_signature',
] as const;

const boardsWithOwner = (db: Kysely<Database>) =>
  db.selectFrom('boards').innerJoin('users', 'users.id', 'boards.owner_id').select(BOARD_COLUMNS);

export type BoardRow = Awaited<ReturnType<typeof findBoardById>> & {};

export const findBoardById = (db: Kysely<Database>, id: string) =>
  boardsWithOwner(db).where('boards.id', '=', id).executeTakeFirst();

export const findBoardBySlug = (db: Kysely<Database>, username: string, slug: string) =>
  boardsWithOwner(db).where('users.username', '=', username.toLowerCase()).where('boards.slug', '=', slug).executeTakeFirst();

export function listBoards(
  db: Kysely<Database>,
  o: { ownerId: string; includeHidden: boolean; offset: number; limit: number },
) {
  let q = boardsWithOwner(db).where('boards.owner_id', '=', o.ownerId);
  if (!o.includeHidden) q = q.where('boards.privacy', '=', 'public');
  return q
    .orderBy(sql`coalesce(boards.last_pinned_at, boards.created_at)`, 'desc')
    .orderBy('boards.id', 'desc')
    .offset(o.offset)
    .limit(o.limit)
    .execute();
}

/** The newest three pin images of each board, for board covers, in one query. */
export async function coverImages(db: Kysely<Database>, boardIds: string[]) {
  if (boardIds.length === 0) return new Map<string, { signature: string; width: number; height: number }[]>();
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('pins')
        .select([
          'board_id', 'image_signature', 'width', 'height',
          sql<number>`row_number() over (partition by board_id order by id desc)`.as('rn'),
        ])
        .where('board_id', 'in', boardIds)
        .as('p'),
    )
    .selectAll()
    .where('rn', '<=', 3)
    .orderBy('rn')
    .execute();
  const byBoard = new Map<string, { signature: string; width: number; height: number }[]>();
  for (const r of rows) {
    const list = byBoard.get(r.board_id) ?? [];
    list.push({ signature: r.image_signature, width: r.width, height: r.height });
    byBoard.set(r.board_id, list);
  }
  return byBoard;
}

export async function takenSlugs(db: Kysely<Database>, ownerId: string, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('boards')
    .select('slug')
    .where('owner_id', '=', ownerId)
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return new Set(rows.map((r) => r.slug));
}
