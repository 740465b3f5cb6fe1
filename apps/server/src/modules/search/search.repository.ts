import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Engine } from '../../db/dialect.ts';
import { notHidden, pinsQuery } from '../pins/pins.repository.ts';
import { ftsQuery, tsQuery } from './search-terms.ts';
import { personVisible } from '../privacy/hidden-people.ts';
import type { PinSearchScope } from '@tack/contract/constants';
import { isProductPin, isShoppablePin, isStoryPin, isVideoPin } from '../pins/pin-kinds.ts';

/** The column contains the text, case-insensitively; LIKE's own characters are escaped. */
export const containsText = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like lower(${`%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}) escape '\\'`;

/**
 * Pins matching every word, best first: relevance (FTS5 bm25 on SQLite, ts_rank on PostgreSQL)
 * plus a boost for pins saved often. One interface, two engines.
 */
export function searchPins(
  db: Kysely<Database>,
  engine: Engine,
  viewerId: string | null,
  words: string[],
  scope: PinSearchScope = 'pins',
  onSale = false,
) {
  // Originals only (saves of a pin would repeat it), except in the viewer's own pins, where
  // their saves are theirs. The my_ scopes are the viewer's: the caller asks for a viewer.
  let q = notHidden(pinsQuery(db, viewerId), viewerId, 'search');
  if (scope === 'my_pins') q = q.where('boards.owner_id', '=', viewerId ?? '');
  else q = q.where('pins.origin_pin_id', 'is', null);
  if (scope === 'my_content') q = q.where('pins.pinner_id', '=', viewerId ?? '');
  if (scope === 'idea_pins') q = q.where(isStoryPin(engine));
  if (scope === 'shop_tool') q = q.where(isShoppablePin(engine));
  // Buyable: product pins. Videos: pins whose media holds a video.
  const field = (...path: string[]) =>
    engine === 'sqlite'
      ? sql<
          string | null
        >`json_extract(pins.rich_summary, ${'$.' + path.join('.').replace(/\.(\d+)/g, '[$1]')})`
      : sql<string | null>`(pins.rich_summary::jsonb #>> ${`{${path.join(',')}}`})`;
  if (scope === 'buyable_pins' || onSale) q = q.where(isProductPin(engine));
  // On sale: the price is below the usual (standard) price.
  if (onSale) {
    const offer = (k: string) => field('products', '0', 'offerSummary', k);
    q = q
      .where(offer('standardPrice'), 'is not', null)
      .where(offer('price'), '!=', offer('standardPrice'));
  }
  if (scope === 'videos') q = q.where(isVideoPin(engine));
  if (engine === 'sqlite') {
    const match = ftsQuery(words);
    // Match once and join the ranked hits (a per-row rank subquery re-ran the match per hit).
    const hits = sql`(select rowid, bm25(pins_fts, 10.0, 3.0, 1.0, 2.0) as rank from pins_fts where pins_fts match ${match})`;
    return q
      .innerJoin(hits.as('fts'), (join) => join.on(sql<boolean>`fts.rowid = pins.rowid`))
      .orderBy(sql`fts.rank - ln(1 + pins.save_count)`)
      .orderBy('pins.id', 'desc');
  }
  const query = sql`to_tsquery('simple', ${tsQuery(words)})`;
  return q
    .where(sql<boolean>`pins.search @@ ${query}`)
    .orderBy(sql`ts_rank(pins.search, ${query}) * 10 + ln(1 + pins.save_count)`, 'desc')
    .orderBy('pins.id', 'desc');
}

/** Suggestions as you type: pin titles and board names starting with or containing the text. */
export async function suggestions(
  db: Kysely<Database>,
  text: string,
  viewerId: string | null,
  limit = 8,
): Promise<string[]> {
  const [titles, boards] = await Promise.all([
    db
      .selectFrom('pins')
      .innerJoin('boards', 'boards.id', 'pins.board_id')
      .select('pins.title as label')
      .where('boards.privacy', '=', 'public')
      .where('pins.removed_at', 'is', null)
      .where(personVisible('boards.owner_id', viewerId))
      .where(personVisible('pins.pinner_id', viewerId))
      .where(containsText('pins.title', text))
      .groupBy('pins.title')
      .orderBy(sql`max(pins.save_count)`, 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('boards')
      .select('name as label')
      .where('privacy', '=', 'public')
      .where('layout', '=', 'default')
      .where(personVisible('boards.owner_id', viewerId))
      .where(containsText('name', text))
      .groupBy('name')
      .limit(limit)
      .execute(),
  ]);
  const starts = (s: string) => s.toLowerCase().startsWith(text.toLowerCase());
  const all = [...new Set([...titles, ...boards].map((r) => r.label).filter(Boolean))];
  return all
    .sort((a, b) => Number(starts(b)) - Number(starts(a)) || a.length - b.length)
    .slice(0, limit);
}
