import { describe, expect, it } from 'vitest';
import { PageSize, StrictBoolean, StrictInt } from './common.ts';
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

describe('StrictInt and PageSize', () => {
  it.each([
    [5, 5],
    ['5', 5],
    [undefined, 25],
    ['100', 100],
  ])('reads %j as %j', (input, expected) => {
    expect(PageSize.parse(input)).toBe(expected);
  });

  it.each([[true], [[5]], ['0x10'], [' '], [''], ['1e1'], [null], [{}]])(
    'refuses %j, which z.coerce.number read as a number',
    (input) => {
      const r = PageSize.safeParse(input);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('must be a whole number');
    },
  );

  it('keeps the bounds', () => {
    expect(PageSize.safeParse(0).success).toBe(false);
    expect(PageSize.safeParse('101').success).toBe(false);
    expect(PageSize.safeParse(2.5).success).toBe(false);
    expect(StrictInt.parse('-3')).toBe(-3);
  });
});
