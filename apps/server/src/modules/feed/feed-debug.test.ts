import { describe, expect, it } from 'vitest';
import type { RecommendationReason } from '@tack/contract';
import { pinDebug } from './feed-debug.ts';

const reason = (r: RecommendationReason['reason'], label: string | null): RecommendationReason => ({
  reason: r,
  reasonId: null,
  board: null,
  label,
});

describe('pinDebug', () => {
  it('names the source the stream says, with the label of the same source', () => {
    expect(pinDebug('followed_board', reason('followed_board', 'Garden'), 0, 12)).toMatchObject({
      source: 'followed_board',
      sourceLabel: 'Garden',
      position: 1,
      serverMs: 12,
    });
    expect(pinDebug('saved_topic', reason('saved_interest', 'Baking'), 4, 3)).toMatchObject({
      source: 'saved_topic',
      sourceLabel: 'Baking',
      position: 5,
    });
  });

  it('never borrows a label from a different source', () => {
    expect(pinDebug('saved_topic', reason('followed_user', 'Maya'), 0, 1).sourceLabel).toBeNull();
    expect(pinDebug('fallback', reason('popular', null), 0, 1)).toMatchObject({
      source: 'fallback',
      sourceLabel: null,
    });
  });
});
