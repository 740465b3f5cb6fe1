/**
 * Masonry layout as a pure function. Every item's height is known before rendering (the server
 * sends image sizes), so each item goes straight to the shortest column: no measuring pass and
 * no layout shift. The state can be extended page by page without recomputing earlier pages.
 */
export interface Size {
  width: number;
  height: number;
}

export interface Position {
  top: number;
  left: number;
  width: number;
  height: number;
  column: number;
}

export interface LayoutOptions<T extends Size = Size> {
  containerWidth: number;
  /** Column width: 236 by default; the spec's widths are 236, 270, 175 and 157.33. */
  columnWidth?: number;
  /** Gutter between columns and rows: 16 by default; the spec's gutters are 4, 8, 14, 16 and 24. */
  gutter?: number;
  /** Height under the image (title, footer), per item or fixed. */
  footerHeight?: number | ((item: T, index: number) => number);
  minColumns?: number;
  maxColumns?: number;
}

export interface LayoutState {
  columns: number;
  columnWidth: number;
  gutter: number;
  /** Left offset that centres the grid in the container. */
  offset: number;
  width: number;
  positions: Position[];
  columnHeights: number[];
  /** Item indexes per column, in top order: what the visible-range search walks. */
  columnItems: number[][];
  height: number;
}

export function columnCount(
  containerWidth: number,
  columnWidth = 236,
  gutter = 16,
  minColumns = 1,
  maxColumns = Infinity,
): number {
  const fit = Math.floor((containerWidth + gutter) / (columnWidth + gutter));
  return Math.max(minColumns, Math.min(maxColumns, fit));
}

export function emptyLayout(opts: LayoutOptions<never>): LayoutState {
  const columnWidth = opts.columnWidth ?? 236;
  const gutter = opts.gutter ?? 16;
  const columns = columnCount(
    opts.containerWidth,
    columnWidth,
    gutter,
    opts.minColumns,
    opts.maxColumns,
  );
  const width = columns * columnWidth + (columns - 1) * gutter;
  return {
    columns,
    columnWidth,
    gutter,
    width,
    offset: Math.max(0, Math.floor((opts.containerWidth - width) / 2)),
    positions: [],
    columnHeights: new Array<number>(columns).fill(0),
    columnItems: Array.from({ length: columns }, () => []),
    height: 0,
  };
}

/** Places `items` after those already in `state` (which is not modified). */
export function appendLayout<T extends Size>(
  state: LayoutState,
  items: readonly T[],
  footerHeight: LayoutOptions<T>['footerHeight'] = 0,
  firstIndex = state.positions.length,
): LayoutState {
  const heights = state.columnHeights.slice();
  const columnItems = state.columnItems.map((c) => c.slice());
  const positions = state.positions.slice();
  const { columnWidth, gutter } = state;
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    let col = 0;
    for (let c = 1; c < heights.length; c++) if (heights[c]! < heights[col]!) col = c;
    const index = firstIndex + i;
    const footer = typeof footerHeight === 'function' ? footerHeight(item, index) : footerHeight;
    const imageHeight = item.width > 0 ? Math.round((item.height * columnWidth) / item.width) : 0;
    const height = imageHeight + footer;
    const top = heights[col]!;
    positions.push({
      top,
      left: state.offset + col * (columnWidth + gutter),
      width: columnWidth,
      height,
      column: col,
    });
    columnItems[col]!.push(index);
    heights[col] = top + height + gutter;
  }
  return {
    ...state,
    positions,
    columnHeights: heights,
    columnItems,
    height: Math.max(0, ...heights.map((h) => h - gutter)),
  };
}

export function computeLayout<T extends Size>(
  items: readonly T[],
  opts: LayoutOptions<T>,
): LayoutState {
  return appendLayout(emptyLayout(opts as LayoutOptions<never>), items, opts.footerHeight, 0);
}
