import { describe, expect, it } from 'vitest';
import { StrictBoolean } from './common.ts';
import { SearchPinsOptions } from './search.ts';

describe('StrictBoolean', () => {
  it.each([
    [true, true],
    [false, false],
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
    [1, true],
    [0, false],
  ])('reads %j as %j', (input, expected) => {
    expect(StrictBoolean.parse(input)).toBe(expected);
  });

  it.each([['yes'], ['False'], [''], [2], [null], [[]], [{}], ['on']])(
    'refuses %j with a message a person understands',
    (input) => {
      const r = StrictBoolean.safeParse(input);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('must be true or false');
    },
  );

  it('is what on_sale uses: "false" means false', () => {
    expect(SearchPinsOptions.parse({ query: 'lamp', on_sale: 'false' }).on_sale).toBe(false);
    expect(SearchPinsOptions.parse({ query: 'lamp' }).on_sale).toBe(false);
    expect(SearchPinsOptions.safeParse({ query: 'lamp', on_sale: 'nope' }).success).toBe(false);
  });
});
