import type { FeedSource, PinDebug, RecommendationReason } from '@tack/contract';
import { FOLLOWED_SHARE } from './feed-mix.ts';

/** How mixPage orders a page, in words for the overlay. */
export const HOME_RANKING = `newest first; up to ${Math.round(FOLLOWED_SHARE * 100)}% of a page from followed sources and saved topics, the rest from the popular fallback`;

/**
 * The `deb_` overlay's facts about one home-feed pin: the stream that brought it (the query
 * that matched, not a guess from the pin), the source's name when the card's reason names the
 * same source, its place on the page and the page's server time.
 */
export function pinDebug(
  source: FeedSource,
  reason: RecommendationReason | null,
  index: number,
  serverMs: number,
): PinDebug {
  const sameSource =
    reason !== null &&
    (reason.reason === source || (source === 'saved_topic' && reason.reason === 'saved_interest'));
  return {
    source,
    sourceLabel: sameSource ? reason.label : null,
    position: index + 1,
    ranking: HOME_RANKING,
    serverMs,
  };
}
