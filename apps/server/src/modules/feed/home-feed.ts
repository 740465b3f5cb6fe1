import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { z } from 'zod';
import {
  debugWanted,
  type FeedOptions,
  type FeedSource,
  type Pin,
  type RecommendationReason,
} from '@tack/contract';
import type { CallContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { queryTemplate } from '../../db/query-template.ts';
import { idAt } from '../../lib/ids.ts';
import {
  followedSources,
  noSources,
  unfollowedSources,
  type Sources,
} from '../follows/feed-sources.ts';
import { pinsQuery, rootOf, shownOn, visiblePins, type PinRow } from '../pins/pins.repository.ts';
import { cardParts, presentPins } from '../pins/pins.present.ts';
import { decodeMixCursor, encodeMixCursor, mixPage } from './feed-mix.ts';
import { pinDebug } from './feed-debug.ts';
import { annotatedWith, fromSources, hasAny, hasInterest, notUnfollowed } from './feed-filters.ts';
import { savedInterests, savedSignalPins, type SavedSignalPins } from './saved-signals.ts';
import { useCaseInterests } from './use-case-topics.ts';
import { consentOf, marketingAllowed, personalizationAllowed } from '../consent/consent.service.ts';
import { placePromoted } from '@tack/contract';
import { asPromoted, promotedPick, runningCampaignPin } from './promoted.ts';

interface Streams {
  viewerId: string | null;
  followed: Sources;
  unfollowed: Sources;
  /** Topics of the viewer's own saves, and which pins they may bring (by consent). */
  saved: { interests: Set<string>; pins: SavedSignalPins };
  /** Interests (id to name) the onboarding use case brings while none is followed. */
  useCase: Map<string, string>;
  /** Followed sources count from this id on (the freshness window). */
  since: string;
  now: string;
  limit: number;
  /** How many ids an indexed kind's candidate list holds (`candidateQuery`). */
  candidates: number;
}

/**
 * What every home feed query leaves out of the pins the viewer may see: those hidden from home,
 * those from sources the viewer unfollowed, and those from the cursor on. A query's own test
 * goes before it (`where(first).where(shown(...))`): SQLite runs a pin's subquery tests in the
 * order written, and most pins a topic walk (the use case's interests) reads fail its topic
 * test, so they are spared those lookups (measured on the saves' topics when they walked too,
 * at a million pins: 3.2 against 4.2 ms).
 */
function shown(s: Streams, after: string): PinsFilter {
  const unfollowed = notUnfollowed(s.unfollowed);
  return (eb) =>
    eb.and([
      shownOn(s.viewerId, 'home')(eb),
      ...(unfollowed ? [unfollowed(eb)] : []),
      ...(after ? [eb('pins.id', '<', after)] : []),
    ]);
}

/**
 * A pin of the followed stream as its query reads it: the id and the original it saves, all the
 * mix needs; the page's pins are read whole after it (`wholeRows`). Read whole, most of the
 * kinds' pages (up to five of 26 pins, each pin's forty columns joined to its pinner and board
 * owner) were read for nothing.
 */
type StreamPin = Pick<PinRow, 'id' | 'origin_pin_id'>;

/** A pin of the followed stream and the query that brought it (the `deb_` overlay shows it). */
interface Followed {
  row: StreamPin;
  source: FeedSource;
}

/** The followed stream's queries, in the order a pin is credited to them. */
const FOLLOWED_KINDS = [
  'followed_board',
  'followed_user',
  'followed_interest',
  'use_case',
  'saved_topic',
] as const;
type FollowedKind = (typeof FOLLOWED_KINDS)[number];

/** Whether the followed stream has a query of this kind for these streams. */
function hasKind(s: Streams, kind: FollowedKind): boolean {
  if (kind === 'followed_board') return s.followed.board.size > 0;
  if (kind === 'followed_user') return s.followed.user.size > 0;
  if (kind === 'followed_interest') return s.followed.interest.size > 0;
  // What the viewer said they came for (cold start only: no interest followed).
  if (kind === 'use_case') return s.useCase.size > 0;
  // Last: what the viewer's saves bring yields to what they chose to follow.
  return savedFilter(s) !== null;
}

/** One kind's fresh pins (`StreamPin`): within the freshness window, newest first. */
function followedQuery(db: Kysely<Database>, s: Streams, after: string, kind: FollowedKind) {
  return visiblePins(db, s.viewerId)
    .where(kindFilter(db, s, after, kind))
    .where(shown(s, after))
    .select(['pins.id', 'pins.origin_pin_id'])
    .where('pins.id', '>', s.since)
    .orderBy('pins.id', 'desc')
    .limit(sql.lit(s.limit));
}

/** A kind's own test: among its sources' newest pins (an index's list), or on its topics. */
function kindFilter(
  db: Kysely<Database>,
  s: Streams,
  after: string,
  kind: FollowedKind,
): PinsFilter {
  switch (kind) {
    case 'followed_board':
    case 'followed_user':
    case 'followed_interest':
      return (eb) => eb('pins.id', 'in', candidateQuery(db, s, after, kind));
    case 'use_case':
      return hasInterest([...s.useCase.keys()]);
    case 'saved_topic':
      // On a topic: among the topics' newest pins and saves (an index's list, as above).
      return savedFilter(s, (eb) => eb('pins.id', 'in', candidateQuery(db, s, after, kind)))!;
  }
}

/** The kinds whose pins are found through their sources' indexes (`candidateQuery`). */
type IndexedKind = Exclude<FollowedKind, 'use_case'>;
const isIndexed = (kind: FollowedKind): kind is IndexedKind => kind !== 'use_case';
/** Candidates a query reads, in pages: most pass the filters, which then read the whole pin. */
const CANDIDATE_PAGES = 4;

/**
 * The newest fresh pins of a kind's sources, ids only, from its index (pins by board, by
 * pinner, interests by pin): a bounded list for the feed's filters and cards to read, instead
 * of every fresh pin of the sources (thousands for a few interests at a million pins, each read
 * whole and filtered before the newest were kept).
 */
function candidateQuery(db: Kysely<Database>, s: Streams, after: string, kind: IndexedKind) {
  const count = s.candidates;
  if (kind === 'saved_topic') return topicCandidates(db, s, after);
  if (kind === 'followed_interest') return newestAnnotated(db, s, after, [...s.followed.interest]);
  const q = db
    .selectFrom('pins as cp')
    .select('cp.id')
    .where(
      kind === 'followed_board' ? 'cp.board_id' : 'cp.pinner_id',
      'in',
      kind === 'followed_board' ? [...s.followed.board] : [...s.followed.user],
    )
    .where('cp.id', '>', s.since);
  return (after ? q.where('cp.id', '<', after) : q).orderBy('cp.id', 'desc').limit(sql.lit(count));
}

/** The newest fresh pins annotated with any of these interests, ids only (interests by pin). */
function newestAnnotated(db: Kysely<Database>, s: Streams, after: string, interestIds: string[]) {
  const q = db
    .selectFrom('pin_interests as ci')
    .select('ci.pin_id as id')
    .distinct()
    .where('ci.interest_id', 'in', interestIds)
    .where('ci.pin_id', '>', s.since);
  return (after ? q.where('ci.pin_id', '<', after) : q)
    .orderBy('id', 'desc')
    .limit(sql.lit(s.candidates));
}

/**
 * The newest fresh pins on the topics of the viewer's saves, ids only: the pins annotated with
 * a topic (interests by pin), and the saves whose original is (a save has no interests of its
 * own: its original's count), each side's newest from its index, then the newest of both. Before,
 * this kind walked every fresh pin and looked up each one's interests and its original's (about
 * 1,500 pins at a million pins: 1.8 ms against 0.2 for the two lists, measured on that world).
 */
function topicCandidates(db: Kysely<Database>, s: Streams, after: string) {
  const topics = [...s.saved.interests];
  const count = sql.lit(s.candidates);
  const saves = db
    .selectFrom('pins as ts')
    .select('ts.id')
    .where('ts.origin_pin_id', 'is not', null)
    .where('ts.id', '>', s.since)
    .where(annotatedWith('ts.origin_pin_id', topics));
  const newestSaves = (after ? saves.where('ts.id', '<', after) : saves)
    .orderBy('ts.id', 'desc')
    .limit(count);
  return db
    .selectFrom(newestAnnotated(db, s, after, topics).as('t'))
    .select('t.id')
    .union(db.selectFrom(newestSaves.as('v')).select('v.id'))
    .orderBy('id', 'desc')
    .limit(count);
}

/**
 * One kind of the followed stream: its query, and when the filters (hidden pins, unfollowed
 * sources, boards turned secret) left fewer than a page of its candidates, the next candidates
 * after the last one read. Whether there are more is the candidate list's length, read with the
 * query when a short page is likely (`shortLikely`): on PostgreSQL that spares a round trip
 * after it.
 */
async function kindStream(
  db: Kysely<Database>,
  s: Streams,
  after: string,
  kind: FollowedKind,
  shortLikely = false,
): Promise<StreamPin[]> {
  if (!isIndexed(kind)) return runKind(db, s, after, kind);
  const [rows, readAhead] = await Promise.all([
    runKind(db, s, after, kind),
    shortLikely ? runCandidates(db, s, after, kind) : null,
  ]);
  if (rows.length >= s.limit) return rows;
  const read = readAhead ?? (await runCandidates(db, s, after, kind));
  if (read.length < s.candidates) return rows;
  const more = await kindStream(db, s, read[read.length - 1]!.id, kind, shortLikely);
  return [...rows, ...more].slice(0, s.limit);
}

/**
 * Pins from followed boards, people and interests within the freshness window: one indexed
 * query per kind of source, merged newest first. The saves' topics go last and only look as
 * far back as the page the others already fill: what the viewer chose to follow comes first.
 */
async function followedStream(ctx: CallContext, s: Streams, after: string): Promise<Followed[]> {
  const kinds = FOLLOWED_KINDS.filter((kind) => hasKind(s, kind));
  const chosen = kinds.filter((kind) => kind !== 'saved_topic');
  const results = await Promise.all(chosen.map((kind) => kindStream(ctx.db, s, after, kind)));
  const merged = mergeFollowed(results, chosen, s.limit);
  if (chosen.length === kinds.length) return merged;
  const floor = merged.length === s.limit ? merged[s.limit - 1]!.row.id : '';
  const since = floor > s.since ? floor : s.since;
  // Above the others' floor the saves' topics seldom fill a page.
  const fromSaves = await kindStream(
    ctx.db,
    { ...s, since },
    after,
    'saved_topic',
    since !== s.since,
  );
  return mergeFollowed([...results, fromSaves], kinds, s.limit);
}

/**
 * One pin per original, from the first source that brought it (a followed person's own pin,
 * not someone else's newer save of it that a saved topic brought); within one source, the
 * original itself rather than a save of it. Newest first, `limit` of them.
 */
function mergeFollowed(
  results: StreamPin[][],
  kinds: readonly FollowedKind[],
  limit: number,
): Followed[] {
  const byRoot = new Map<string, { row: StreamPin; index: number }>();
  results.forEach((rows, index) => {
    for (const row of rows) {
      const held = byRoot.get(rootOf(row));
      if (!held || (held.index === index && row.id === rootOf(row)))
        byRoot.set(rootOf(row), { row, index });
    }
  });
  return [...byRoot.values()]
    .map((p) => ({ row: p.row, source: kinds[p.index]! }))
    .sort((a, b) => (a.row.id < b.row.id ? 1 : -1))
    .slice(0, limit);
}

type PinsEb = Parameters<ReturnType<typeof hasInterest>>[0];
type PinsFilter = (eb: PinsEb) => Expression<SqlBool>;

/**
 * Pins the viewer's saves bring (their topics, by consent), or null when they bring none.
 * `topic` tests that a pin is on one of the topics (by default its interests and its original's).
 */
function savedFilter(s: Streams, topic: PinsFilter = hasInterest([...s.saved.interests])) {
  const { interests, pins } = s.saved;
  if (!interests.size || pins === 'none') return null;
  // Others' pins on those topics: the viewer's own saves are not news to them.
  const others = (eb: PinsEb) => eb('pins.pinner_id', '!=', s.viewerId ?? '');
  return (eb: PinsEb) => {
    if (pins === 'all') return eb.and([topic(eb), others(eb)]);
    return eb.and([
      topic(eb),
      others(eb),
      eb('pins.is_promoted', '=', pins === 'promoted' ? 1 : 0),
    ]);
  };
}

const hasStream = (s: Streams) => FOLLOWED_KINDS.some((kind) => hasKind(s, kind));

/**
 * Popular pins: the pool the followed stream is mixed into. Whole when it is the feed's only
 * stream (signed out, or following nothing), so that page is one statement; beside the followed
 * stream by id, as those pins are (`StreamPin`): the mix keeps a third of it.
 */
async function poolStream(ctx: CallContext, s: Streams, after: string): Promise<Mixed[]> {
  const shape = shapeOf(s, after, 'pool');
  if (!hasStream(s))
    return (await poolTemplate(ctx.db, shape, valuesOf(s, after))).map((row) =>
      mixed(row, 'fallback', row),
    );
  return (await poolIdsTemplate(ctx.db, shape, valuesOf(s, after))).map((row) =>
    mixed(row, 'fallback'),
  );
}

/**
 * Runs one of the feed's queries, compiled once per shape (db/query-template.ts): building one
 * of these queries cost about half as much as running it. The shape is what changes a query's
 * structure (signed in or not, first page or not, what the saves may bring, which query); each
 * id list is a list value, whose length the template adds to the shape.
 */
function runKind(
  db: Kysely<Database>,
  s: Streams,
  after: string,
  kind: FollowedKind,
): Promise<StreamPin[]> {
  return kindTemplate(db, shapeOf(s, after, kind), valuesOf(s, after));
}

/** An indexed kind's candidate ids alone (`kindStream` reads them when its page fell short). */
function runCandidates(db: Kysely<Database>, s: Streams, after: string, kind: IndexedKind) {
  return candidateTemplate(db, shapeOf(s, after, kind), valuesOf(s, after));
}

/**
 * The page's lengths are part of the shape, written into the SQL: SQLite ran the signed-out page
 * statement about a fifth slower with its LIMIT bound as a parameter than written out (same
 * plan; 388 against 305 us on the feed bench's database). Page sizes run from 1 to 100 (the
 * contract), and a template keeps its 200 latest shapes.
 */
const shapeOf = (s: Streams, after: string, kind: FollowedKind | 'pool') =>
  [
    s.viewerId ? 'in' : 'out',
    after ? 'after' : 'top',
    s.saved.pins,
    kind,
    s.limit,
    s.candidates,
  ].join(':');

const valuesOf = (s: Streams, after: string): StreamValues => ({
  viewerId: s.viewerId ?? '',
  since: s.since,
  now: s.now,
  after,
  followedBoards: [...s.followed.board],
  followedPeople: [...s.followed.user],
  followedInterests: [...s.followed.interest],
  unfollowedBoards: [...s.unfollowed.board],
  unfollowedPeople: [...s.unfollowed.user],
  unfollowedInterests: [...s.unfollowed.interest],
  useCase: [...s.useCase.keys()],
  savedInterests: [...s.saved.interests],
});

type StreamValues = {
  viewerId: string;
  since: string;
  now: string;
  after: string;
  followedBoards: string[];
  followedPeople: string[];
  followedInterests: string[];
  unfollowedBoards: string[];
  unfollowedPeople: string[];
  unfollowedInterests: string[];
  useCase: string[];
  savedInterests: string[];
};

/** The streams, cursor and query kind a shape and its (placeholder) values stand for. */
function streamsOf(v: StreamValues, shape: string) {
  const [viewer, page, savedPins, kind, limit, candidates] = shape.split(':') as [
    string,
    string,
    SavedSignalPins,
    FollowedKind | 'pool',
    string,
    string,
  ];
  const s: Streams = {
    viewerId: viewer === 'in' ? v.viewerId : null,
    followed: {
      board: new Set(v.followedBoards),
      user: new Set(v.followedPeople),
      interest: new Set(v.followedInterests),
    },
    unfollowed: {
      board: new Set(v.unfollowedBoards),
      user: new Set(v.unfollowedPeople),
      interest: new Set(v.unfollowedInterests),
    },
    saved: { interests: new Set(v.savedInterests), pins: savedPins },
    // Only the ids reach a query (the names are for the cards' reasons).
    useCase: new Map(v.useCase.map((id) => [id, ''])),
    since: v.since,
    now: v.now,
    limit: Number(limit),
    candidates: Number(candidates),
  };
  return { s, after: page === 'after' ? v.after : '', kind };
}

/** Builds a feed query from its shape and (placeholder) values. */
const kindTemplate = queryTemplate((db, v: StreamValues, shape) => {
  const { s, after, kind } = streamsOf(v, shape);
  return followedQuery(db, s, after, kind as FollowedKind);
});

const poolTemplate = queryTemplate((db, v: StreamValues, shape) => {
  const { s, after } = streamsOf(v, shape);
  return pinsQuery(db, s.viewerId)
    .where(poolFilter(s, after))
    .orderBy('pins.id', 'desc')
    .limit(sql.lit(s.limit));
});

const poolIdsTemplate = queryTemplate((db, v: StreamValues, shape) => {
  const { s, after } = streamsOf(v, shape);
  return visiblePins(db, s.viewerId)
    .where(poolFilter(s, after))
    .select(['pins.id', 'pins.origin_pin_id'])
    .orderBy('pins.id', 'desc')
    .limit(sql.lit(s.limit));
});

const candidateTemplate = queryTemplate((db, v: StreamValues, shape) => {
  const { s, after, kind } = streamsOf(v, shape);
  return candidateQuery(db, s, after, kind as IndexedKind);
});

/** Popular pins: public originals, less what the followed stream already brings. */
function poolFilter(s: Streams, after: string) {
  const followed = fromSources(s.followed);
  const fromSaves = savedFilter(s);
  return (eb: ExpressionBuilder<Database, 'pins' | 'boards'>) => {
    const inFollowed = hasAny(s.followed) ? [followed(eb)] : [];
    const inUseCase = s.useCase.size ? [hasInterest([...s.useCase.keys()])(eb)] : [];
    const inSaved = fromSaves ? [fromSaves(eb)] : [];
    const brought = [...inFollowed, ...inUseCase, ...inSaved];
    return eb.and([
      shown(s, after)(eb),
      eb('pins.origin_pin_id', 'is', null),
      eb('boards.privacy', '=', 'public'),
      // A pin a campaign promotes reaches people through the campaign's audience (promoted.ts).
      eb.not(runningCampaignPin(s.now)(eb)),
      ...(brought.length ? [eb.not(eb.and([eb('pins.id', '>', s.since), eb.or(brought)]))] : []),
    ]);
  };
}

/**
 * Why a pin from the followed stream is there: its board, its pinner, a followed interest, an
 * interest the viewer's use case brings, or a topic of the viewer's saves.
 */
export function followedReason(
  pin: Pin,
  followed: Sources,
  savedTopics: ReadonlySet<string> = new Set(),
  useCase: ReadonlyMap<string, string> = new Map(),
): RecommendationReason {
  if (pin.board && followed.board.has(pin.board.id))
    return {
      reason: 'followed_board',
      reasonId: pin.board.id,
      board: pin.board,
      label: pin.board.name,
    };
  if (followed.user.has(pin.pinner.id))
    return {
      reason: 'followed_user',
      reasonId: pin.pinner.id,
      board: null,
      label: pin.pinner.fullName,
    };
  const interest = pin.pinJoin.annotationsWithLinksArray.find((a) => followed.interest.has(a.id));
  if (interest)
    return {
      reason: 'followed_interest',
      reasonId: interest.id,
      board: null,
      label: interest.name,
    };
  const answered = pin.pinJoin.annotationsWithLinksArray.find((a) => useCase.has(a.id));
  if (answered)
    return { reason: 'use_case', reasonId: answered.id, board: null, label: answered.name };
  const topic = pin.pinJoin.annotationsWithLinksArray.find((a) => savedTopics.has(a.id));
  if (topic)
    return { reason: 'saved_interest', reasonId: topic.id, board: null, label: topic.name };
  return POPULAR;
}
const POPULAR: RecommendationReason = {
  reason: 'popular',
  reasonId: null,
  board: null,
  label: null,
};

/**
 * The home feed. Signed in: pins from followed boards, people and interests (fresh ones), those
 * of the interests the onboarding use case brings while the viewer follows no interest, and
 * with consent pins on the topics of the viewer's recent saves, mixed with popular pins, never
 * hidden pins nor pins from sources the viewer unfollowed; each pin says why it is there.
 * Signed out: popular pins.
 */
export async function homeFeed(
  ctx: CallContext,
  o: z.output<typeof FeedOptions>,
): Promise<{ items: Pin[]; bookmark: string | null }> {
  const started = performance.now();
  const viewerId = ctx.viewer?.id ?? null;
  // The consent the saves and the promoted pick ask for is read with the follows (one answer
  // per request: `consentOf`), not after them: on PostgreSQL each is a round trip.
  const [followed, unfollowed] = viewerId
    ? await Promise.all([
        followedSources(ctx.db, viewerId),
        unfollowedSources(ctx.db, viewerId),
        consentOf(ctx),
      ])
    : [noSources(), noSources()];
  const sinceMs = Date.now() - ctx.config.feedFreshnessMs;
  // Read together: on PostgreSQL each is a round trip.
  const [saved, useCase] = viewerId
    ? await Promise.all([
        savedSignals(ctx, viewerId, new Date(sinceMs).toISOString(), followed, unfollowed),
        useCaseInterests(ctx.db, viewerId, followed.interest.size, unfollowed.interest),
      ])
    : [{ interests: new Set<string>(), pins: 'none' as const }, new Map<string, string>()];
  const s: Streams = {
    viewerId,
    followed,
    unfollowed,
    saved,
    useCase,
    since: idAt(sinceMs),
    now: new Date().toISOString(),
    limit: o.page_size + 1,
    candidates: (o.page_size + 1) * CANDIDATE_PAGES,
  };
  const cursor = decodeMixCursor(o.bookmark);
  // One promoted pin a page, by its campaign's audience (MC §6; targeting needs marketing
  // consent), looked for while the streams are read: on PostgreSQL each is a round trip.
  const [fromFollowed, fromPool, ad] = await Promise.all([
    cursor.followed === 'end' || !hasStream(s)
      ? []
      : followedStream(ctx, s, cursor.followed).then((rows) =>
          rows.map(({ row, source }) => mixed(row, source)),
        ),
    cursor.pool === 'end' ? [] : poolStream(ctx, s, cursor.pool),
    marketingAllowed(ctx).then((marketing) =>
      promotedPick(
        ctx,
        { interests: new Set([...followed.interest, ...s.saved.interests]), marketing },
        o.bookmark,
      ),
    ),
  ]);
  const { items: organic, next } = mixPage(fromFollowed, fromPool, o.page_size, cursor);
  const page = placePromoted<Mixed>(organic, ad && mixed(ad.row, 'promoted', ad.row));
  // When pins are still to be read whole, what their cards need of their ids alone is read
  // beside them; a page read whole already (signed out) has its cards' parts read together.
  const [items, parts] = await Promise.all([
    wholeRows(ctx.db, viewerId, page),
    page.some((i) => !i.row) ? cardParts(ctx.db, viewerId, page.map(refOf)) : undefined,
  ]);
  const pins = await presentPins(
    ctx.db,
    viewerId,
    items.map((i) => i.row),
    parts,
  );
  const debug = debugWanted(Boolean(ctx.viewer?.is_employee), Object.keys(ctx.request.query ?? {}));
  const serverMs = Math.round(performance.now() - started);
  return {
    // Set on each card in place (a copy of a whole card per pin is most of a feed's garbage);
    // the one promoted pin a page is its own copy.
    items: pins.map((pin, i) => {
      const source = items[i]!.source;
      const shown = source === 'promoted' ? asPromoted(pin, ad!, viewerId) : pin;
      if (source !== 'promoted')
        shown.recommendationReason =
          source === 'fallback'
            ? POPULAR
            : followedReason(pin, followed, s.saved.interests, s.useCase);
      if (debug) shown.debug = pinDebug(source, shown.recommendationReason, i, serverMs);
      return shown;
    }),
    bookmark: next ? encodeMixCursor(next) : null,
  };
}

/**
 * A pin of the page as mixed: whole when its query read it whole (the campaign's, the pool's
 * when it is the only stream), else its id alone until `wholeRows` (row null).
 */
interface Mixed {
  id: string;
  root: string;
  row: PinRow | null;
  source: FeedSource;
}

/** A page's pin as a stream brought it: `whole` when its query read it whole. */
const mixed = (pin: StreamPin, source: FeedSource, whole: PinRow | null = null): Mixed => ({
  id: pin.id,
  root: rootOf(pin),
  row: whole,
  source,
});

/** A mixed pin as the card parts take it: its id and original (a root is one or the other). */
const refOf = (pin: Mixed) => ({
  id: pin.id,
  origin_pin_id: pin.root === pin.id ? null : pin.root,
});

/**
 * The page's pins whole: those the streams read by id are read in one statement (a query of the
 * card's columns by primary key, through the visibility rule), and one gone since its stream
 * read it (deleted, its board made secret) is left out.
 */
async function wholeRows(
  db: Kysely<Database>,
  viewerId: string | null,
  items: Mixed[],
): Promise<(Mixed & { row: PinRow })[]> {
  const ids = items.flatMap((i) => (i.row ? [] : [i.id]));
  const read = ids.length
    ? await wholeTemplate(db, viewerId ? 'in' : 'out', { viewerId: viewerId ?? '', ids })
    : [];
  const byId = new Map(read.map((row) => [row.id, row]));
  return items.flatMap((i) => {
    const row = i.row ?? byId.get(i.id);
    return row ? [{ ...i, row }] : [];
  });
}

const wholeTemplate = queryTemplate((db, v: { viewerId: string; ids: string[] }, shape) =>
  pinsQuery(db, shape === 'in' ? v.viewerId : null).where('pins.id', 'in', v.ids),
);

/** What the viewer's saves may bring: nothing without personalization or marketing consent. */
async function savedSignals(
  ctx: CallContext,
  viewerId: string,
  sinceIso: string,
  followed: Sources,
  unfollowed: Sources,
): Promise<Streams['saved']> {
  const [personalization, marketing] = await Promise.all([
    personalizationAllowed(ctx),
    marketingAllowed(ctx),
  ]);
  const pins = savedSignalPins(personalization, marketing);
  // Without consent the saves are not even read.
  if (pins === 'none') return { interests: new Set(), pins };
  return {
    interests: await savedInterests(ctx.db, viewerId, sinceIso, followed, unfollowed),
    pins,
  };
}
