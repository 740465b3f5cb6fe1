import { describe, expect, it } from 'vitest';
import { ftsQuery, searchWords, tsQuery } from './search-terms.ts';

describe('search terms', () => {
  it('keeps words only, so query syntax cannot be injected', () => {
    expect(searchWords('Cozy "living" room* OR NEAR(x)')).toEqual([
      'cozy',
      'living',
      'room',
      'or',
      'near',
      'x',
    ]);
    expect(searchWords('  ')).toEqual([]);
    expect(searchWords('crème brûlée')).toEqual(['crème', 'brûlée']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
  it('builds prefix queries for both engines', () => {
    expect(ftsQuery(['cozy', 'liv'])).toBe('"cozy"* "liv"*');
    expect(tsQuery(['cozy', 'liv'])).toBe('cozy:* & liv:*');
  });
});
