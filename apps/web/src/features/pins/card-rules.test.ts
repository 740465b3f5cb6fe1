import { describe, expect, it } from 'vitest';
import { reactionSummary, showEditButton, showOverflowMenu, totalReactions } from './card-rules.ts';

const pin = { access: [] as 'write'[], isPromoted: false, isInEditableBoard: false };

describe('card parts by role (spec §6)', () => {
  it('shows Edit only to viewers with write access', () => {
    expect(showEditButton({ ...pin, access: ['write'] }, true)).toBe(true);
    expect(showEditButton(pin, true)).toBe(false);
    expect(showEditButton({ ...pin, access: ['write'] }, false)).toBe(false);
  });
  it.each([
    [{}, true, true],
    [{ isPromoted: true }, true, false],
    [{ isInEditableBoard: true }, true, false],
    [{}, false, false],
  ])('overflow menu for %j signed in %s -> %s', (over, signedIn, shown) =>
    expect(showOverflowMenu({ ...pin, ...over }, signedIn)).toBe(shown),
  );
  it('sums reaction counts', () =>
    expect(
      totalReactions({
        reactionCountsData: [
          { reactionType: 1, reactionCount: 2 },
          { reactionType: 7, reactionCount: 3 },
        ],
      }),
    ).toBe(5));
});

describe("the card's reactions line", () => {
  it('is absent when nobody reacted', () => {
    expect(reactionSummary([])).toBeNull();
    expect(reactionSummary([{ reactionType: 1, reactionCount: 0 }])).toBeNull();
  });
  it('shows up to 3 reactions, most used first, and the total in short form', () =>
    expect(
      reactionSummary([
        { reactionType: 5, reactionCount: 1 },
        { reactionType: 1, reactionCount: 900 },
        { reactionType: 7, reactionCount: 300 },
        { reactionType: 11, reactionCount: 300 },
      ]),
    ).toEqual({ names: ['love', 'goodIdea', 'wow'], total: 1501, text: '1.5K' }));
  it('keeps counts up to 999 whole', () =>
    expect(reactionSummary([{ reactionType: 13, reactionCount: 999 }])?.text).toBe('999'));
});
