import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Rows per query: a page is read, written out and dropped before the next is asked for. */
export const EXPORT_PAGE = 500;

type Db = Kysely<Database>;

export function exportProfile(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('images', 'images.signature', 'users.avatar_signature')
    .select([
      'users.id',
      'users.username',
      'users.email',
      'users.first_name',
      'users.full_name',
      'users.about',
      'users.website_url',
      'users.country',
      'users.locale',
      'users.account_type',
      'users.created_at',
      'users.avatar_signature',
      'images.mime as avatar_mime',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** The person's own boards (every privacy, archived ones too), a page after `afterId`. */
export function exportBoards(db: Db, userId: string, afterId: string) {
  return db
    .selectFrom('boards')
    .select([
      'id',
      'name',
      'slug',
      'description',
      'privacy',
      'layout',
      'cover_pin_id',
      'sort_order',
      'is_archived',
      'collaborator_permissions',
      'created_at',
      'updated_at',
    ])
    .where('owner_id', '=', userId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(EXPORT_PAGE)
    .execute();
}

/** Sections of the person's own boards. */
export function exportSections(db: Db, userId: string, afterId: string) {
  return db
    .selectFrom('board_sections as s')
    .innerJoin('boards as b', 'b.id', 's.board_id')
    .select(['s.id', 's.board_id', 's.title', 's.slug', 's.sort_order', 's.created_at'])
    .where('b.owner_id', '=', userId)
    .where('s.id', '>', afterId)
    .orderBy('s.id')
    .limit(EXPORT_PAGE)
    .execute();
}

/**
 * The person's own pins on their own boards (a collaborator's pins on their board are the
 * collaborator's data; their pins on someone else's board belong to that board), keyset-paged
 * on the `(pinner_id, id)` index. `boardId` narrows it to one board (for index.html).
 */
export function exportPins(db: Db, userId: string, afterId: string, boardId?: string) {
  let query = db
    .selectFrom('pins as p')
    .innerJoin('boards as b', 'b.id', 'p.board_id')
    .innerJoin('images as i', 'i.signature', 'p.image_signature')
    .select([
      'p.id',
      'p.board_id',
      'p.section_id',
      'p.title',
      'p.description',
      'p.link',
      'p.alt_text',
      'p.note',
      'p.method',
      'p.source_url',
      'p.created_at',
      'p.image_signature',
      'p.width',
      'p.height',
      'p.dominant_color',
      'i.mime',
      'p.origin_pin_id',
    ])
    .where('p.pinner_id', '=', userId)
    .where('b.owner_id', '=', userId)
    // An operator removed it after a report: hidden from everyone, its owner included.
    .where('p.removed_at', 'is', null)
    .where('p.id', '>', afterId);
  if (boardId) query = query.where('p.board_id', '=', boardId);
  return query.orderBy('p.id').limit(EXPORT_PAGE).execute();
}
export type ExportPinRow = Awaited<ReturnType<typeof exportPins>>[number];
export type ExportBoardRow = Awaited<ReturnType<typeof exportBoards>>[number];

/** People the person follows (their usernames: ids differ on another server). */
export function exportFollowedPeople(db: Db, userId: string, afterId: string) {
  return db
    .selectFrom('user_follows as f')
    .innerJoin('users as u', 'u.id', 'f.followee_id')
    .select(['u.id', 'u.username', 'f.created_at'])
    .where('f.follower_id', '=', userId)
    .where('u.id', '>', afterId)
    .orderBy('u.id')
    .limit(EXPORT_PAGE)
    .execute();
}

/**
 * Boards the person follows. Only public ones, or their own: a secret board they once followed
 * as a collaborator is someone else's private data.
 */
export function exportFollowedBoards(db: Db, userId: string, afterId: string) {
  return db
    .selectFrom('board_follows as f')
    .innerJoin('boards as b', 'b.id', 'f.board_id')
    .innerJoin('users as u', 'u.id', 'b.owner_id')
    .select(['b.id', 'b.name', 'b.slug', 'u.username as owner_username', 'f.created_at'])
    .where('f.user_id', '=', userId)
    .where((eb) => eb.or([eb('b.privacy', '=', 'public'), eb('b.owner_id', '=', userId)]))
    .where('b.id', '>', afterId)
    .orderBy('b.id')
    .limit(EXPORT_PAGE)
    .execute();
}
