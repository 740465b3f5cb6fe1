import { describe, expect, it } from 'vitest';
import { columnsFor, placeInColumns } from './columns.ts';

describe('column placement', () => {
  it('puts each item in the shortest column, leftmost on ties', () => {
    const cols = placeInColumns([100, 50, 30, 40, 10], 2, (h) => h);
    expect(cols).toEqual([
      [100, 10],
      [50, 30, 40],
    ]);
    expect(placeInColumns([10, 10, 10], 2, (h) => h)).toEqual([[10, 10], [10]]);
  });
  it('fits as many 236 px columns as the width allows', () => {
    expect(columnsFor(236)).toBe(1);
    expect(columnsFor(488)).toBe(2);
    expect(columnsFor(1600)).toBe(6);
    expect(columnsFor(100)).toBe(1);
  });
});
