import type { LayoutState } from './layout.ts';

/** First position in `column` (indexes sorted by top) whose bottom reaches `y`. */
function firstReaching(
  column: readonly number[],
  positions: LayoutState['positions'],
  y: number,
  counter?: { n: number },
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
 * Indexes of the items intersecting [top, bottom], found by binary search in each column
 * (columns are sorted by top), so the cost is columns x log(items), not a scan of every item.
 * `counter` counts comparisons, for tests.
 */
export function visibleItems(
  state: LayoutState,
  top: number,
  bottom: number,
  counter?: { n: number },
): number[] {
  const out: number[] = [];
  for (const column of state.columnItems) {
    for (let i = firstReaching(column, state.positions, top, counter); i < column.length; i++) {
      const idx = column[i]!;
      if (state.positions[idx]!.top > bottom) break;
      out.push(idx);
    }
  }
  return out.sort((a, b) => a - b);
}
