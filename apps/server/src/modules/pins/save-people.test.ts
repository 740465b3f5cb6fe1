import { describe, expect, it } from 'vitest';
import { originPinnerOf, viaPinnerOf } from './save-people.ts';

describe('the people a save names', () => {
  it.each([
    ['an original', { pinner_id: 'ann', origin_pin_id: null, origin_pinner_id: null }, 'ann', null],
    [
      "bob's save of ann's pin",
      { pinner_id: 'bob', origin_pin_id: '1', origin_pinner_id: 'ann' },
      'ann',
      'bob',
    ],
    [
      "ann's save of her own pin",
      { pinner_id: 'ann', origin_pin_id: '1', origin_pinner_id: 'ann' },
      'ann',
      null,
    ],
    [
      'a save of a deleted pinner',
      { pinner_id: 'bob', origin_pin_id: '1', origin_pinner_id: null },
      null,
      'bob',
    ],
  ])('saving %s: original by %s, via %s', (_what, source, origin, via) => {
    expect(originPinnerOf(source)).toBe(origin);
    expect(viaPinnerOf(source)).toBe(via);
  });
});
