import type { z } from 'zod';
import type { FeedOptions, Pin, RecommendationReason } from '@tack/contract';
import type { CallContext } from '../../context.ts';
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
import { fromSources, hasAny, notUnfollowed } from './feed-filters.ts';

interface Streams {
  viewerId: string | null;
  followed: Sources;
  unfollowed: Sources;
  /** Followed sources count from this id on (the freshness window). */
  since: string;
  limit: number;
}

function base(ctx: CallContext, s: Streams, after: string) {
  const q = notUnfollowed(
    notHidden(pinsQuery(ctx.db, s.viewerId), s.viewerId, 'home'),
    s.unfollowed,
  );
  return after ? q.where('pins.id', '<', after) : q;
}

/**
 * Pins from followed boards, people and interests within the freshness window: one indexed
 * query per kind of source, merged newest first.
 */
async function followedStream(ctx: CallContext, s: Streams, after: string): Promise<PinRow[]> {
  const fresh = () => base(ctx, s, after).where('pins.id', '>', s.since);
  const queries = [];
  if (s.followed.board.size)
    queries.push(fresh().where('pins.board_id', 'in', [...s.followed.board]));
  if (s.followed.user.size)
    queries.push(fresh().where('pins.pinner_id', 'in', [...s.followed.user]));
  if (s.followed.interest.size)
    queries.push(
      fresh().where('pins.id', 'in', (eb) =>
        eb
          .selectFrom('pin_interests')
          .select('pin_interests.pin_id')
          .where('pin_interests.interest_id', 'in', [...s.followed.interest]),
      ),
    );
  const results = await Promise.all(
    queries.map((q) => q.orderBy('pins.id', 'desc').limit(s.limit).execute()),
  );
  const byId = new Map(results.flat().map((r) => [r.id, r]));
  return [...byId.values()].sort((a, b) => (a.id < b.id ? 1 : -1)).slice(0, s.limit);
}

/** Popular pins: public originals, less what the followed stream already brings. */
function poolStream(ctx: CallContext, s: Streams, after: string): Promise<PinRow[]> {
  let q = base(ctx, s, after)
    .where('pins.origin_pin_id', 'is', null)
    .where('boards.privacy', '=', 'public');
  if (hasAny(s.followed)) {
    const followed = fromSources(s.followed);
    q = q.where((eb) => eb.not(eb.and([eb('pins.id', '>', s.since), followed(eb as never)])));
  }
  return q.orderBy('pins.id', 'desc').limit(s.limit).execute();
}

/** Why a pin from the followed stream is there: its board, its pinner, or an interest. */
export function followedReason(pin: Pin, followed: Sources): RecommendationReason {
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
  return POPULAR;
}
const POPULAR: RecommendationReason = {
  reason: 'popular',
  reasonId: null,
  board: null,
  label: null,
};

/**
 * The home feed. Signed in: pins from followed boards, people and interests (fresh ones) mixed
 * with popular pins, never hidden pins nor pins from sources the viewer unfollowed; each pin
 * says why it is there. Signed out: popular pins.
 */
export async function homeFeed(
  ctx: CallContext,
  o: z.output<typeof FeedOptions>,
): Promise<{ items: Pin[]; bookmark: string | null }> {
  const viewerId = ctx.viewer?.id ?? null;
  const [followed, unfollowed] = viewerId
    ? await Promise.all([followedSources(ctx.db, viewerId), unfollowedSources(ctx.db, viewerId)])
    : [noSources(), noSources()];
  const s: Streams = {
    viewerId,
    followed,
    unfollowed,
    since: idAt(Date.now() - ctx.config.feedFreshnessMs),
    limit: o.page_size + 1,
  };
  const cursor = decodeMixCursor(o.bookmark);
  const tag = (stream: 'followed' | 'pool') => (rows: PinRow[]) =>
    rows.map((row) => ({ id: row.id, root: rootOf(row), row, stream }));
  const [fromFollowed, fromPool] = await Promise.all([
    cursor.followed === 'end' || !hasAny(followed)
      ? []
      : followedStream(ctx, s, cursor.followed).then(tag('followed')),
    cursor.pool === 'end' ? [] : poolStream(ctx, s, cursor.pool).then(tag('pool')),
  ]);
  const { items, next } = mixPage(fromFollowed, fromPool, o.page_size);
  const pins = await presentPins(
    ctx.db,
    viewerId,
    items.map((i) => i.row),
  );
  return {
    items: pins.map((pin, i) => ({
      ...pin,
      recommendationReason:
        items[i]!.stream === 'followed' ? followedReason(pin, followed) : POPULAR,
    })),
    bookmark: next ? encodeMixCursor(next) : null,
  };
}
