import { describe, expect, it } from 'vitest';
import { favoriteCountText, toggleFavorite } from './favorite.ts';

describe('favorite (spec §4)', () => {
  it.each([
    [undefined, null],
    [0, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('count %s -> %s', (n, text) => expect(favoriteCountText(n)).toBe(text));
  it('moves the count by one each way', () => {
    expect(toggleFavorite({ favoritedByMe: false, favoriteUserCount: 3 })).toEqual({
      favoritedByMe: true,
      favoriteUserCount: 4,
    });
    expect(toggleFavorite({ favoritedByMe: true, favoriteUserCount: 4 })).toEqual({
      favoritedByMe: false,
      favoriteUserCount: 3,
    });
    expect(toggleFavorite({ favoritedByMe: true, favoriteUserCount: 0 })).toEqual({
      favoritedByMe: false,
      favoriteUserCount: 0,
    });
  });
});
