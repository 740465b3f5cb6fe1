import { describe, expect, it } from 'vitest';
import { ratingStars } from './rating.ts';

describe('star rating (spec §5)', () => {
  it.each([
    [4.0, 10, { full: 4, half: 0, empty: 1, text: '4.0' }],
    [4.24, 10, { full: 4, half: 0, empty: 1, text: '4.2' }],
    [4.25, 10, { full: 4, half: 1, empty: 0, text: '4.3' }],
    [4.74, 10, { full: 4, half: 1, empty: 0, text: '4.7' }],
    [4.75, 10, { full: 5, half: 0, empty: 0, text: '4.8' }],
    ['3.5', '7', { full: 3, half: 1, empty: 1, text: '3.5' }],
    [7, 1, { full: 5, half: 0, empty: 0, text: '5.0' }],
  ])('%s (%s reviews) -> %j', (v, n, out) => expect(ratingStars(v, n)).toEqual(out));
  it('honours a different maximum', () =>
    expect(ratingStars(8.8, 3, 10)).toMatchObject({ full: 9, empty: 1 }));
  it.each([
    [null, 3],
    ['None', 3],
    ['none', 3],
    [4, Infinity],
    [4, 'lots'],
    ['abc', 3],
  ])('hides %j / %j', (v, n) => expect(ratingStars(v as never, n as never)).toBeNull());
});
