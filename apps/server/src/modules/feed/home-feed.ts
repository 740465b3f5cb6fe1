import type { Kysely } from 'kysely';
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
import { notHidden, pinsQuery, type PinRow } from '../pins/pins.repository.ts';
import { presentPins, rootOf } from '../pins/pins.present.ts';
import { decodeMixCursor, encodeMixCursor, mixPage } from './feed-mix.ts';
import { pinDebug } from './feed-debug.ts';
import { fromSources, hasAny, hasInterest, notUnfollowed } from './feed-filters.ts';
import { savedInterests, savedSignalPins, type SavedSignalPins } from './saved-signals.ts';
import { useCaseInterests } from './use-case-topics.ts';
import { marketingAllowed, personalizationAllowed } from '../consent/consent.service.ts';
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
}

function base(db: Kysely<Database>, s: Streams, after: string) {
  const q = notUnfollowed(notHidden(pinsQuery(db, s.viewerId), s.viewerId, 'home'), s.unfollowed);
  return after ? q.where('pins.id', '<', after) : q;
}

/** A pin of the followed stream and the query that brought it (the `deb_` overlay shows it). */
interface Followed {
  row: PinRow;
  source: FeedSource;
}

/**
 * Pins from followed boards, people and interests within the freshness window: one indexed
 * query per kind of source, merged newest first.
 */
async function followedStream(ctx: CallContext, s: Streams, after: string): Promise<Followed[]> {
  const fresh = () => base(ctx.db, s, after).where('pins.id', '>', s.since);
  const queries: { source: FeedSource; query: ReturnType<typeof fresh> }[] = [];
  if (s.followed.board.size)
    queries.push({
      source: 'followed_board',
      query: fresh().where('pins.board_id', 'in', [...s.followed.board]),
    });
  if (s.followed.user.size)
    queries.push({
      source: 'followed_user',
      query: fresh().where('pins.pinner_id', 'in', [...s.followed.user]),
    });
  if (s.followed.interest.size)
    queries.push({
      source: 'followed_interest',
      query: fresh().where('pins.id', 'in', (eb) =>
        eb
          .selectFrom('pin_interests')
          .select('pin_interests.pin_id')
          .where('pin_interests.interest_id', 'in', [...s.followed.interest]),
      ),
    });
  // Then what the viewer said they came for (cold start only: no interest followed).
  if (s.useCase.size)
    queries.push({
      source: 'use_case',
      query: fresh().where(hasInterest([...s.useCase.keys()])),
    });
  // Last: what the viewer's saves bring yields to what they chose to follow.
  const fromSaves = savedFilter(s);
  if (fromSaves) queries.push({ source: 'saved_topic', query: fresh().where(fromSaves) });
  const results = await Promise.all(
    queries.map((q) => q.query.orderBy('pins.id', 'desc').limit(s.limit).execute()),
  );
  // One pin per original, from the first source that brought it (a followed person's own pin,
  // not someone else's newer save of it that a saved topic brought); within one source, the
  // original itself rather than a save of it.
  const byRoot = new Map<string, { row: PinRow; index: number }>();
  results.forEach((rows, index) => {
    for (const row of rows) {
      const held = byRoot.get(rootOf(row));
      if (!held || (held.index === index && row.id === rootOf(row)))
        byRoot.set(rootOf(row), { row, index });
    }
  });
  return [...byRoot.values()]
    .map((p) => ({ row: p.row, source: queries[p.index]!.source }))
    .sort((a, b) => (a.row.id < b.row.id ? 1 : -1))
    .slice(0, s.limit);
}

type PinsEb = Parameters<ReturnType<typeof hasInterest>>[0];

/** Pins the viewer's saves bring (their topics, by consent), or null when they bring none. */
function savedFilter(s: Streams) {
  const { interests, pins } = s.saved;
  if (!interests.size || pins === 'none') return null;
  const topic = hasInterest([...interests]);
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

const hasStream = (s: Streams) =>
  hasAny(s.followed) || s.useCase.size > 0 || savedFilter(s) !== null;

/**
 * Popular pins. Without followed or unfollowed sources (signed out, or following nothing) the
 * query's structure depends only on whether the viewer is signed in and where the page starts,
 * so it is compiled once per shape (db/query-template.ts): building it cost half its run.
 */
function poolStream(ctx: CallContext, s: Streams, after: string): Promise<PinRow[]> {
  if (hasStream(s) || hasAny(s.unfollowed)) return poolQuery(ctx.db, s, after).execute();
  const shape = `${s.viewerId ? 'in' : 'out'}:${after ? 'after' : 'top'}`;
  return plainPool(ctx.db, shape, {
    viewerId: s.viewerId ?? '',
    after,
    limit: s.limit,
    now: s.now,
  });
}

const plainPool = queryTemplate(
  (db, v: { viewerId: string; after: string; limit: number; now: string }, shape) =>
    poolQuery(
      db,
      {
        viewerId: shape.startsWith('in:') ? v.viewerId : null,
        followed: noSources(),
        unfollowed: noSources(),
        saved: { interests: new Set(), pins: 'none' },
        useCase: new Map(),
        since: '',
        now: v.now,
        limit: v.limit,
      },
      shape.endsWith(':after') ? v.after : '',
    ),
);

/** Popular pins: public originals, less what the followed stream already brings. */
function poolQuery(db: Kysely<Database>, s: Streams, after: string) {
  let q = base(db, s, after)
    .where('pins.origin_pin_id', 'is', null)
    .where('boards.privacy', '=', 'public')
    // A pin a campaign promotes reaches people through the campaign's audience (promoted.ts).
    .where((eb) => eb.not(runningCampaignPin(s.now)(eb as never)));
  if (hasStream(s)) {
    const followed = fromSources(s.followed);
    const fromSaves = savedFilter(s);
    q = q.where((eb) => {
      const inFollowed = hasAny(s.followed) ? [followed(eb as never)] : [];
      const inUseCase = s.useCase.size ? [hasInterest([...s.useCase.keys()])(eb as never)] : [];
      const inSaved = fromSaves ? [fromSaves(eb as never)] : [];
      return eb.not(
        eb.and([eb('pins.id', '>', s.since), eb.or([...inFollowed, ...inUseCase, ...inSaved])]),
      );
    });
  }
  return q.orderBy('pins.id', 'desc').limit(s.limit);
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
  const [followed, unfollowed] = viewerId
    ? await Promise.all([followedSources(ctx.db, viewerId), unfollowedSources(ctx.db, viewerId)])
    : [noSources(), noSources()];
  const sinceMs = Date.now() - ctx.config.feedFreshnessMs;
  const s: Streams = {
    viewerId,
    followed,
    unfollowed,
    saved: viewerId
      ? await savedSignals(ctx, viewerId, new Date(sinceMs).toISOString(), followed, unfollowed)
      : { interests: new Set(), pins: 'none' },
    useCase: viewerId
      ? await useCaseInterests(ctx.db, viewerId, followed.interest.size, unfollowed.interest)
      : new Map(),
    since: idAt(sinceMs),
    now: new Date().toISOString(),
    limit: o.page_size + 1,
  };
  const cursor = decodeMixCursor(o.bookmark);
  const tag = (rows: Followed[]) =>
    rows.map(({ row, source }) => ({ id: row.id, root: rootOf(row), row, source }));
  const [fromFollowed, fromPool] = await Promise.all([
    cursor.followed === 'end' || !hasStream(s)
      ? []
      : followedStream(ctx, s, cursor.followed).then(tag),
    cursor.pool === 'end'
      ? []
      : poolStream(ctx, s, cursor.pool).then((rows) =>
          tag(rows.map((row) => ({ row, source: 'fallback' as const }))),
        ),
  ]);
  const { items: organic, next } = mixPage(fromFollowed, fromPool, o.page_size);
  // One promoted pin a page, by its campaign's audience (MC §6; targeting needs marketing consent).
  const ad = await promotedPick(
    ctx,
    {
      interests: new Set([...followed.interest, ...s.saved.interests]),
      marketing: await marketingAllowed(ctx),
    },
    o.bookmark,
  );
  const items = placePromoted<{ root: string; row: PinRow; source: FeedSource }>(
    organic,
    ad && { root: rootOf(ad.row), row: ad.row, source: 'promoted' },
  );
  const pins = await presentPins(
    ctx.db,
    viewerId,
    items.map((i) => i.row),
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
