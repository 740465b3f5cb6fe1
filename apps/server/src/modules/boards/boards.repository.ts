import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { personHidden } from '../privacy/hidden-people.ts';
import { visibleTo } from '../pins/pins.repository.ts';

export const BOARD_COLUMNS = [
  'boards.id',
  'boards.owner_id',
  'boards.name',
  'boards.slug',
  'boards.description',
  'boards.privacy',
  'boards.layout',
  'boards.cover_pin_id',
  'boards.pin_count',
  'boards.section_count',
  'boards.sort_order',
  'boards.follower_count',
  'boards.collaborator_permissions',
  'boards.is_archived',
  'boards.created_at',
  'boards.updated_at',
  'boards.last_pinned_at',
  'users.username',
  'users.first_name',
  'users.full_name',
  'users.avatar_signature',
] as const;

/**
 * Boards with their owner and what this viewer is to them: collaborator status, follow state,
 * the number of accepted collaborators (a board with any is a group board) and whether the owner
 * is hidden from the viewer.
 */
export function boardsQuery(db: Kysely<Database>, viewerId: string | null) {
  const me = viewerId ?? '';
  return db
    .selectFrom('boards')
    .innerJoin('users', 'users.id', 'boards.owner_id')
    .leftJoin('board_collaborators as vc', (j) =>
      j.onRef('vc.board_id', '=', 'boards.id').on('vc.user_id', '=', me),
    )
    .select(BOARD_COLUMNS)
    .select('vc.status as viewer_collab_status')
    .select((eb) => [
      eb
        .selectFrom('board_collaborators as bc')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('bc.board_id', '=', 'boards.id')
        .where('bc.status', '=', 'accepted')
        .as('collaborator_count'),
      eb
        .exists(
          eb
            .selectFrom('board_follows as bf')
            .select('bf.board_id')
            .whereRef('bf.board_id', '=', 'boards.id')
            .where('bf.user_id', '=', me),
        )
        .as('followed_by_me'),
      // Its owner is deactivated or blocked the viewer: the board is hidden (canViewBoard).
      personHidden(eb, 'boards.owner_id', viewerId).as('owner_hidden'),
    ]);
}

export type BoardRow = Awaited<
  ReturnType<ReturnType<typeof boardsQuery>['executeTakeFirstOrThrow']>
>;

export const findBoardById = (db: Kysely<Database>, id: string, viewerId: string | null) =>
  boardsQuery(db, viewerId).where('boards.id', '=', id).executeTakeFirst();

export const findBoardBySlug = (
  db: Kysely<Database>,
  username: string,
  slug: string,
  viewerId: string | null,
) =>
  boardsQuery(db, viewerId)
    // The owner by name, or by an old name of theirs that still redirects (settings).
    .where((eb) =>
      eb.or([
        eb('users.username', '=', username.toLowerCase()),
        eb(
          'users.id',
          '=',
          eb
            .selectFrom('username_redirects')
            .select('username_redirects.user_id')
            .where('username_redirects.old_username', '=', username.toLowerCase())
            .where('username_redirects.expires_at', '>', new Date().toISOString()),
        ),
      ]),
    )
    .where('boards.slug', '=', slug)
    .executeTakeFirst();

export const findSectionById = (db: Kysely<Database>, id: string) =>
  db.selectFrom('board_sections').selectAll().where('id', '=', id).executeTakeFirst();

/** The newest three pin images of each board the viewer may see, for board covers, in one query. */
export async function coverImages(
  db: Kysely<Database>,
  boardIds: string[],
  viewerId: string | null,
) {
  if (boardIds.length === 0)
    return new Map<string, { signature: string; width: number; height: number }[]>();
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('pins')
        .innerJoin('boards', 'boards.id', 'pins.board_id')
        .select([
          'pins.board_id',
          'pins.image_signature',
          'pins.width',
          'pins.height',
          sql<number>`row_number() over (partition by pins.board_id order by pins.id desc)`.as(
            'rn',
          ),
        ])
        .where('pins.board_id', 'in', boardIds)
        .where(visibleTo(viewerId))
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

export async function takenSlugs(
  db: Kysely<Database>,
  ownerId: string,
  base: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('boards')
    .select('slug')
    .where('owner_id', '=', ownerId)
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return new Set(rows.map((r) => r.slug));
}
