import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { boardUrl } from '../boards/board-rules.ts';
import { boardVisibleTo, visibleTo } from '../pins/pins.repository.ts';
import { personVisible } from '../privacy/hidden-people.ts';
import type { SitemapCounts, SitemapKind, SitemapUrl } from './sitemap-rules.ts';

/**
 * What a sitemap lists: what a signed-out visitor may see, and nothing a page asks not to index.
 * - Profiles: every account not hidden from everyone (deactivated accounts are: hidden-people.ts;
 *   blocks hide people from one viewer only, and a crawler is nobody's).
 * - Boards: public boards of those people (`boardVisibleTo(null)`: never secret or protected),
 *   less the quick-saves board, whose page is the profile's `_saved`.
 * - Pins: the signed-out rule (`visibleTo(null)`: public boards, visible pinners, not removed,
 *   video playable) and no SEO noindex reason (the page says `noindex`: page-head.ts).
 */
function queries(db: Kysely<Database>) {
  return {
    profiles: () =>
      db
        .selectFrom('users')
        .where(personVisible('users.id', null))
        .select(['users.id', 'users.username']),
    boards: () =>
      db
        .selectFrom('boards')
        .innerJoin('users', 'users.id', 'boards.owner_id')
        .where(boardVisibleTo(null))
        .where('boards.layout', '!=', 'quick_saves')
        .select(['boards.id', 'boards.slug', 'boards.updated_at', 'users.username']),
    pins: () =>
      db
        .selectFrom('pins')
        .innerJoin('boards', 'boards.id', 'pins.board_id')
        .where(visibleTo(null))
        .where('pins.seo_noindex_reason', 'is', null)
        .select(['pins.id', 'pins.created_at']),
  };
}

export async function sitemapCounts(db: Kysely<Database>): Promise<SitemapCounts> {
  const q = queries(db);
  const [profiles, boards, pins] = await Promise.all([
    q
      .profiles()
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    q
      .boards()
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    q
      .pins()
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { profiles: Number(profiles.n), boards: Number(boards.n), pins: Number(pins.n) };
}

/** One page of one kind's URLs, in id order (stable from one crawl to the next). */
export async function sitemapUrls(
  db: Kysely<Database>,
  kind: SitemapKind,
  offset: number,
  limit: number,
): Promise<SitemapUrl[]> {
  const q = queries(db);
  if (kind === 'profiles') {
    const rows = await q.profiles().orderBy('users.id').offset(offset).limit(limit).execute();
    return rows.map((r) => ({ path: `/${r.username}/` }));
  }
  if (kind === 'boards') {
    const rows = await q.boards().orderBy('boards.id').offset(offset).limit(limit).execute();
    return rows.map((r) => ({ path: boardUrl(r.username, r.slug), lastmod: r.updated_at }));
  }
  const rows = await q.pins().orderBy('pins.id').offset(offset).limit(limit).execute();
  return rows.map((r) => ({ path: `/pin/${r.id}/`, lastmod: r.created_at }));
}
