/**
 * Simple column placement until the masonry package lands: each item goes to the shortest
 * column, using known heights, so nothing is measured and nothing shifts.
 */
export function placeInColumns<T>(
  items: readonly T[],
  columns: number,
  heightOf: (item: T) => number,
): T[][] {
  const cols: T[][] = Array.from({ length: Math.max(1, columns) }, () => []);
  const heights = cols.map(() => 0);
  for (const item of items) {
    let shortest = 0;
    for (let c = 1; c < heights.length; c++) if (heights[c]! < heights[shortest]!) shortest = c;
    cols[shortest]!.push(item);
    heights[shortest]! += heightOf(item);
  }
  return cols;
}

export const columnsFor = (width: number, columnWidth = 236, gutter = 16) =>
  Math.max(1, Math.floor((width + gutter) / (columnWidth + gutter)));
