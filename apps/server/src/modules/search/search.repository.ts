import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Engine } from '../../db/dialect.ts';
import { PLANNED_EACH_RUN } from '../../db/named-statements.ts';
import { pinsQuery, shownOn, visibleAmong, visiblePins } from '../pins/pins.repository.ts';
import { ftsQuery, tsQuery } from './search-terms.ts';
import { personVisible } from '../privacy/hidden-people.ts';
import type { PinSearchScope } from '@tack/contract/constants';
import { isProductPin, isShoppablePin, isStoryPin, isVideoPin } from '../pins/pin-kinds.ts';

/** The column contains the text, case-insensitively; LIKE's own characters are escaped. */
export const containsText = (column: string, text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) like lower(${`%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}) escape '\\'`;

/**
 * How many matches are ranked: the newest this many pins that match and that the viewer may see
 * in the scope. A common word ranks these, not every hit (a word in 2% of a million pins is
 * 20,000): relevance decides among recent pins, as a feed-like search should. See decision 0023.
 */
export const SEARCH_CANDIDATES = 1000;

/**
 * A page of the pins matching every word, best first: relevance (FTS5 bm25 on SQLite, ts_rank on
 * PostgreSQL) plus a boost for pins saved often, among the newest SEARCH_CANDIDATES matches the
 * viewer may see in the scope (`page.candidates`, for tests). Two statements: the ranked page's
 * ids (only the candidates' ids, ranks and save counts are read), then those pins whole; on
 * PostgreSQL the first may be asked again over all matches (NEWEST_FIRST_SCOPES).
 */
export async function searchPins(
  db: Kysely<Database>,
  engine: Engine,
  viewerId: string | null,
  words: string[],
  scope: PinSearchScope,
  onSale: boolean,
  page: { offset: number; limit: number; candidates?: number },
) {
  const candidateLimit = page.candidates ?? SEARCH_CANDIDATES;
  const inScope = scopeFilter(engine, viewerId, scope, onSale);
  // Among the newest matches (PostgreSQL), the pins are those matches' rows, walked to once.
  const candidates = (among: number | null) =>
    (among === null
      ? visiblePins(db, viewerId)
      : visibleAmong(db, viewerId, newestMatches(db, words, among).selectAll('nm'))
    ).where(inScope);
  const rank = (among: number | null) =>
    db
      .selectFrom(candidateQuery(engine, candidates(among), words, candidateLimit).as('c'))
      // How common the words are decides the plan (a generic one served a common word badly).
      .modifyFront(sql.raw(PLANNED_EACH_RUN))
      .select('c.id')
      // How many candidates the page was ranked among (PostgreSQL counts in bigint: a string).
      .select(sql<number | string>`count(*) over ()`.as('total'))
      .orderBy(
        engine === 'sqlite'
          ? sql`c.relevance - ln(1 + c.save_count)`
          : sql`ts_rank(c.relevance, to_tsquery('simple', ${tsQuery(words)})) * 10 + ln(1 + c.save_count) desc`,
      )
      .orderBy('c.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  // PostgreSQL first looks among the newest matches alone (NEWEST_FIRST_SCOPES); when fewer
  // candidates than the limit pass there, only all matches can say which are the newest.
  const among =
    engine === 'postgres' && NEWEST_FIRST_SCOPES.has(scope) && !onSale
      ? newestLimit(candidateLimit)
      : null;
  let ranked = await rank(among);
  if (among !== null && Number(ranked[0]?.total ?? 0) < candidateLimit) {
    const matches = await newestMatches(db, words, among).select('nm.id').execute();
    if (matches.length === among) ranked = await rank(null);
  }
  if (!ranked.length) return [];
  const rows = await pinsQuery(db, viewerId)
    .where(inScope)
    .where(
      'pins.id',
      'in',
      ranked.map((r) => r.id),
    )
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ranked.flatMap((r) => byId.get(r.id) ?? []);
}

/**
 * The scopes whose matches the viewer may nearly all see: on PostgreSQL their candidates are
 * looked for among the newest matches first. The GIN index hands over every match unordered,
 * and each was read whole and joined to its board and people before the newest were kept (all
 * 20,000 of a common word at a million pins); the newest matches' ids alone come from the pins'
 * rows. The viewer's own scopes and the narrow kinds (videos, products) pass few matches.
 */
const NEWEST_FIRST_SCOPES = new Set<PinSearchScope>(['pins']);
/** How many of the newest matches are looked among: a quarter more than the candidates. */
const newestLimit = (candidates: number) => candidates + Math.ceil(candidates / 4);

/**
 * The newest matches (PostgreSQL), for the caller's columns: the text index and the pins' own
 * rows only.
 */
const newestMatches = (db: Kysely<Database>, words: string[], limit: number) =>
  db
    .selectFrom('pins as nm')
    .modifyFront(sql.raw(PLANNED_EACH_RUN))
    .where(sql<boolean>`nm.search @@ to_tsquery('simple', ${tsQuery(words)})`)
    .where('nm.origin_pin_id', 'is', null)
    .orderBy('nm.id', 'desc')
    .limit(limit);

/** The newest `limit` of the pins `q` finds that match, with what ranks them. */
function candidateQuery(
  engine: Engine,
  q: ReturnType<typeof visiblePins>,
  words: string[],
  limit: number,
) {
  if (engine === 'sqlite')
    // FTS5 hands matches over newest (highest rowid) first and the limit stops the walk;
    // bm25 is computed only for the rows that pass.
    return q
      .innerJoin(sql.table('pins_fts').as('f'), (join) =>
        join.on(sql<boolean>`f.rowid = pins.rowid`),
      )
      .where(sql<boolean>`f.pins_fts match ${ftsQuery(words)}`)
      .select(['pins.id', 'pins.save_count'])
      .select(sql<unknown>`bm25(pins_fts, 10.0, 3.0, 1.0, 2.0)`.as('relevance'))
      .orderBy(sql`f.rowid`, 'desc')
      .limit(limit);
  return (
    q
      .where(sql<boolean>`pins.search @@ to_tsquery('simple', ${tsQuery(words)})`)
      // The document, not its rank: ts_rank runs above on the candidates only (here it would
      // run on every match, each read from TOAST storage: 20,000 for a common word).
      .select(['pins.id', 'pins.save_count'])
      .select(sql<unknown>`pins.search`.as('relevance'))
      .orderBy('pins.id', 'desc')
      .limit(limit)
  );
}

/** The pins a search may find: originals (or the viewer's own), not hidden, in the scope. */
function scopeFilter(
  engine: Engine,
  viewerId: string | null,
  scope: PinSearchScope,
  onSale: boolean,
) {
  return (eb: ExpressionBuilder<Database, 'pins' | 'boards'>) => {
    // Originals only (saves of a pin would repeat it), except in the viewer's own pins, where
    // their saves are theirs. The my_ scopes are the viewer's: the caller asks for a viewer.
    const rules: Expression<SqlBool>[] = [
      shownOn(viewerId, 'search')(eb),
      scope === 'my_pins'
        ? eb('boards.owner_id', '=', viewerId ?? '')
        : eb('pins.origin_pin_id', 'is', null),
    ];
    if (scope === 'my_content') rules.push(eb('pins.pinner_id', '=', viewerId ?? ''));
    if (scope === 'idea_pins') rules.push(isStoryPin(engine));
    if (scope === 'shop_tool') rules.push(isShoppablePin(engine));
    // Buyable: product pins. Videos: pins whose media holds a video.
    if (scope === 'buyable_pins' || onSale) rules.push(isProductPin(engine));
    // On sale: the price is below the usual (standard) price.
    if (onSale) {
      const offer = (k: string) => offerField(engine, k);
      rules.push(
        eb(offer('standardPrice'), 'is not', null),
        eb(offer('price'), '!=', offer('standardPrice')),
      );
    }
    if (scope === 'videos') rules.push(isVideoPin(engine));
    return eb.and(rules);
  };
}

/** A field of a product pin's first offer (rich_summary.products[0].offerSummary). */
const offerField = (engine: Engine, key: string) =>
  engine === 'sqlite'
    ? sql<string | null>`json_extract(pins.rich_summary, ${`$.products[0].offerSummary.${key}`})`
    : sql<string | null>`(pins.rich_summary::jsonb #>> ${`{products,0,offerSummary,${key}}`})`;

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
