import { describe, expect, it } from 'vitest';
import { filterBoards } from './board-search.ts';

describe('board picker search', () => {
  const boards = [
    { name: 'Crème brûlée' },
    { name: 'Weeknight dinners' },
    { name: 'Dinner parties' },
  ];
  it.each([
    ['', 3],
    ['DINNER', 2],
    ['creme', 1],
    ['week dinn', 1],
    ['zzz', 0],
  ])('%s -> %i', (q, n) => expect(filterBoards(boards, q)).toHaveLength(n));
});
