import type { Position } from './layout.ts';

/** What the search needs from a layout: positions, and item indexes per column in top order. */
export interface ColumnIndex {
  positions: readonly Position[];
  columnItems: readonly (readonly number[])[];
}

/** Counts comparisons, for tests. */
export interface Counter {
  n: number;
}

/**
 * First slot of `column` whose item's bottom reaches `y`. Within a column the items follow each
 * other, so bottoms increase with tops and the column is sorted for this search.
 */
export function firstReaching(
  column: readonly number[],
  positions: readonly Position[],
  y: number,
  counter?: Counter,
): number {
  let lo = 0;
  let hi = column.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (counter) counter.n++;
    const p = positions[column[mid]!]!;
    if (p.top + p.height < y) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Indexes (ascending) of the items intersecting [top, bottom]: a binary search per column for
 * the first item reaching `top`, then a walk down that column while items start above `bottom`.
 * The cost is columns x log(items) plus the items returned, never a scan of every item.
 */
export function visibleItems(
  state: ColumnIndex,
  top: number,
  bottom: number,
  counter?: Counter,
): number[] {
  const out: number[] = [];
  const { positions } = state;
  for (const column of state.columnItems) {
    for (let i = firstReaching(column, positions, top, counter); i < column.length; i++) {
      const index = column[i]!;
      if (counter) counter.n++;
      if (positions[index]!.top > bottom) break;
      out.push(index);
    }
  }
  return out.sort((a, b) => a - b);
}
