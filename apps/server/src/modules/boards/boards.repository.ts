import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { personHidden } from '../privacy/hidden-people.ts';
import { visibleTo } from '../pins/pins.repository.ts';
import { RESERVED_BOARD_SLUGS } from './board-rules.ts';

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

/** A pin image a board shows as a cover or beside it. */
export interface CoverImage {
  pinId: string;
  signature: string;
  width: number;
  height: number;
  dominantColor: string;
}

/** Each board's cover (the chosen pin, else its newest) and its newest pins after it, up to 3. */
export interface BoardCovers {
  cover: (CoverImage & { chosen: boolean }) | null;
  images: CoverImage[];
}

const coverColumns = [
  'id',
  'board_id',
  'image_signature',
  'width',
  'height',
  'dominant_color',
] as const;
const pinCoverColumns = coverColumns.map((c) => `pins.${c}` as const);
const toCover = (r: {
  id: string;
  image_signature: string;
  width: number;
  height: number;
  dominant_color: string;
}): CoverImage => ({
  pinId: r.id,
  signature: r.image_signature,
  width: r.width,
  height: r.height,
  dominantColor: r.dominant_color,
});

/**
 * Board covers in two queries whatever the number of boards: the newest three pins of each the
 * viewer may see, and the chosen cover pins (a chosen pin no longer on its board, or hidden from
 * the viewer, is ignored: the cover falls back to the newest pin).
 */
export async function boardCovers(
  db: Kysely<Database>,
  boards: { id: string; cover_pin_id: string | null }[],
  viewerId: string | null,
): Promise<Map<string, BoardCovers>> {
  const out = new Map<string, BoardCovers>();
  if (boards.length === 0) return out;
  const boardIds = boards.map((b) => b.id);
  const chosenIds = boards.flatMap((b) => (b.cover_pin_id ? [b.cover_pin_id] : []));
  const [newest, chosen] = await Promise.all([
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('pins')
          .innerJoin('boards', 'boards.id', 'pins.board_id')
          .select([
            ...pinCoverColumns,
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
      .execute(),
    chosenIds.length
      ? db
          .selectFrom('pins')
          .innerJoin('boards', 'boards.id', 'pins.board_id')
          .select(pinCoverColumns)
          .where('pins.id', 'in', chosenIds)
          .where(visibleTo(viewerId))
          .execute()
      : Promise.resolve([]),
  ]);
  const chosenById = new Map(chosen.map((r) => [r.id, r]));
  const newestOf = new Map<string, CoverImage[]>();
  for (const r of newest) {
    const list = newestOf.get(r.board_id) ?? [];
    list.push(toCover(r));
    newestOf.set(r.board_id, list);
  }
  for (const b of boards) {
    const pick = b.cover_pin_id ? chosenById.get(b.cover_pin_id) : undefined;
    const own = pick && pick.board_id === b.id ? toCover(pick) : null;
    const recent = newestOf.get(b.id) ?? [];
    const cover = own
      ? { ...own, chosen: true }
      : recent[0]
        ? { ...recent[0], chosen: false }
        : null;
    const images = cover
      ? [cover, ...recent.filter((p) => p.pinId !== cover.pinId)].slice(0, 3)
      : [];
    out.set(b.id, {
      cover,
      images: images.map(({ chosen: _c, ...i }: CoverImage & { chosen?: boolean }) => i),
    });
  }
  return out;
}

/** Slugs a new or renamed board may not take: the owner's other boards', and the reserved ones. */
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
  return new Set([...rows.map((r) => r.slug), ...RESERVED_BOARD_SLUGS]);
}
