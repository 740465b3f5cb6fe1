import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { slugify, uniqueSlug } from '../boards/board-rules.ts';
import { takenSlugs } from '../boards/boards.repository.ts';
import { countPinAdded } from '../pins/pins.service.ts';
import { domainOf } from '../pins/pins.mapper.ts';
import type { BoardItem, PinItem, SectionItem } from './import-plan.ts';

/**
 * The rows an import writes, in the caller's transaction: a board, a section and a pin with
 * every field the source kept (a Tack export's slug, order, archive state, note and times), the
 * counts the pin flow keeps, nothing more.
 */

/** The slug it came with when that is free here, else the next free one for its name. */
async function boardSlug(trx: Kysely<Database>, ownerId: string, item: BoardItem) {
  if (item.slug && /^[a-z0-9-]{1,80}$/.test(item.slug)) {
    const taken = await takenSlugs(trx, ownerId, item.slug);
    if (!taken.has(item.slug)) return item.slug;
  }
  const base = slugify(item.name);
  return uniqueSlug(base, await takenSlugs(trx, ownerId, base));
}

export async function insertImportedBoard(
  trx: Kysely<Database>,
  ownerId: string,
  item: BoardItem,
): Promise<string> {
  const id = newId();
  const now = nowIso();
  await trx
    .insertInto('boards')
    .values({
      id,
      owner_id: ownerId,
      name: item.name,
      slug: await boardSlug(trx, ownerId, item),
      description: item.description,
      privacy: item.privacy,
      layout: 'default',
      cover_pin_id: null,
      sort_order: item.sortOrder ?? 0,
      is_archived: item.archived ? 1 : 0,
      ...(item.collaboratorPermissions
        ? { collaborator_permissions: JSON.stringify(item.collaboratorPermissions) }
        : {}),
      created_at: item.createdAt ?? now,
      updated_at: item.createdAt ?? now,
      last_pinned_at: null,
    })
    .execute();
  return id;
}

export async function insertImportedSection(
  trx: Kysely<Database>,
  boardId: string,
  item: SectionItem,
): Promise<string> {
  const taken = new Set(
    (
      await trx
        .selectFrom('board_sections')
        .select('slug')
        .where('board_id', '=', boardId)
        .execute()
    ).map((r) => r.slug),
  );
  const own = item.slug && /^[a-z0-9-]{1,80}$/.test(item.slug) ? item.slug : null;
  const count = await trx
    .selectFrom('board_sections')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('board_id', '=', boardId)
    .executeTakeFirstOrThrow();
  const id = newId();
  await trx
    .insertInto('board_sections')
    .values({
      id,
      board_id: boardId,
      title: item.title,
      slug: own && !taken.has(own) ? own : uniqueSlug(slugify(item.title), taken),
      pin_count: 0,
      sort_order: item.sortOrder ?? Number(count.n),
      created_at: item.createdAt ?? nowIso(),
    })
    .execute();
  await trx
    .updateTable('boards')
    .set((eb) => ({ section_count: eb('section_count', '+', 1) }))
    .where('id', '=', boardId)
    .execute();
  return id;
}

/** What a pin's page said about itself (the page-to-pin flow's rich data), for bookmarks. */
export interface PageData {
  title: string;
  description: string;
  richSummary: string | null;
  richMetadata: string | null;
}

export async function insertImportedPin(
  trx: Kysely<Database>,
  o: {
    pinnerId: string;
    boardId: string;
    sectionId: string | null;
    item: PinItem;
    page: PageData | null;
    image: { signature: string; width: number; height: number; dominant_color: string };
  },
): Promise<string> {
  const { item, page } = o;
  const id = newId();
  const now = nowIso();
  await trx
    .insertInto('pins')
    .values({
      id,
      pinner_id: o.pinnerId,
      board_id: o.boardId,
      section_id: o.sectionId,
      title: item.title || page?.title || '',
      description: item.description || page?.description || '',
      link: item.link,
      domain: domainOf(item.link ?? undefined),
      alt_text: item.altText,
      note: item.note,
      image_signature: o.image.signature,
      width: o.image.width,
      height: o.image.height,
      dominant_color: o.image.dominant_color,
      rich_summary: page?.richSummary ?? null,
      rich_metadata: page?.richMetadata ?? null,
      method: item.method,
      source_url: item.sourceUrl,
      carousel_data: null,
      media: null,
      promoter_name: null,
      origin_pin_id: null,
      created_at: item.createdAt ?? now,
    })
    .execute();
  await countPinAdded(trx, o.boardId, o.sectionId, now);
  return id;
}
