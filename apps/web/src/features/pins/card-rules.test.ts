import { describe, expect, it } from 'vitest';
import { showEditButton, showOverflowMenu, showReactions, totalReactions } from './card-rules.ts';

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
  it('hides reactions on promoted pins', () => {
    expect(showReactions({ isPromoted: true })).toBe(false);
    expect(showReactions({ isPromoted: false })).toBe(true);
  });
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
