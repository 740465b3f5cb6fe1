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

/** Height under the image (title, footer), fixed or per item. */
export type FooterHeight<T> = number | ((item: T, index: number) => number);

export interface LayoutOptions<T extends Size = Size> {
  containerWidth: number;
  /** Column width: 236 by default; the spec's widths are 236, 270, 175 and 157.33. */
  columnWidth?: number;
  /** Gutter between columns and rows: 16 by default; the spec's gutters are 4, 8, 14, 16 and 24. */
  gutter?: number;
  footerHeight?: FooterHeight<T>;
  minColumns?: number;
  maxColumns?: number;
}

export interface LayoutState<T extends Size = Size> {
  columns: number;
  columnWidth: number;
  gutter: number;
  /** Left offset that centres the grid in the container (already added to every `left`). */
  offset: number;
  /** Width of the grid itself: columns and the gutters between them. */
  width: number;
  /** Kept so that `appendLayout` places later pages exactly as `computeLayout` would. */
  footerHeight: FooterHeight<T>;
  positions: Position[];
  /** Where the next item of each column would start (bottom of its last item plus a gutter). */
  columnHeights: number[];
  /** Item indexes per column, in top order: what the visible-range search walks. */
  columnItems: number[][];
  /** Height of the laid-out content: the tallest column, without a trailing gutter. */
  height: number;
}

/** As many columns as fit, never fewer than `minColumns` nor more than `maxColumns`. */
export function columnCount(
  containerWidth: number,
  columnWidth = 236,
  gutter = 16,
  minColumns = 1,
  maxColumns = Infinity,
): number {
  // The tolerance absorbs float error with fractional widths: 13 columns of 157.33 with gutters
  // 4 fill exactly 2093.29 px, yet (2093.29 + 4) / 161.33 is 12.999999999999998.
  const fit = Math.floor((containerWidth + gutter) / (columnWidth + gutter) + 1e-9);
  return Math.max(minColumns, Math.min(maxColumns, fit));
}

/** A grid's column width and gutter. */
export interface GridMetrics {
  columnWidth: number;
  gutter: number;
}

/**
 * The metrics a grid uses in a container: its own, unless fewer than two of its columns fit
 * there and `narrow` fits more (a phone: two 157.33 px columns where one 236 px column would
 * sit in the middle of the screen).
 */
export function gridMetrics(
  containerWidth: number,
  wide: GridMetrics,
  narrow?: GridMetrics,
): GridMetrics {
  if (!narrow) return wide;
  const columns = columnCount(containerWidth, wide.columnWidth, wide.gutter);
  if (columns >= 2) return wide;
  return columnCount(containerWidth, narrow.columnWidth, narrow.gutter) > columns ? narrow : wide;
}

/** Width of a grid of `columns` columns: the columns and the gutters between them. */
export function gridWidth(columns: number, columnWidth = 236, gutter = 16): number {
  return columns * columnWidth + Math.max(0, columns - 1) * gutter;
}

export function emptyLayout<T extends Size = Size>(opts: LayoutOptions<T>): LayoutState<T> {
  const columnWidth = opts.columnWidth ?? 236;
  const gutter = opts.gutter ?? 16;
  const columns = columnCount(
    opts.containerWidth,
    columnWidth,
    gutter,
    opts.minColumns,
    opts.maxColumns,
  );
  const width = gridWidth(columns, columnWidth, gutter);
  return {
    columns,
    columnWidth,
    gutter,
    width,
    offset: Math.max(0, Math.floor((opts.containerWidth - width) / 2)),
    footerHeight: opts.footerHeight ?? 0,
    positions: [],
    columnHeights: new Array<number>(columns).fill(0),
    columnItems: Array.from({ length: columns }, () => []),
    height: 0,
  };
}

/**
 * Places `items` after those already in `state`, which is not modified: the earlier items keep
 * their positions and are not visited again, so page N+1 costs only its own items.
 */
export function appendLayout<T extends Size>(
  state: LayoutState<T>,
  items: readonly T[],
  footerHeight: FooterHeight<T> = state.footerHeight,
): LayoutState<T> {
  return place({ ...state, footerHeight }, items, 0, Infinity);
}

/**
 * `state` extended over `items` (all of them, the placed ones first) until every column has
 * reached `until`, or every item is placed. The same state when nothing needs placing.
 */
export function layoutUntil<T extends Size>(
  state: LayoutState<T>,
  items: readonly T[],
  until: number,
): LayoutState<T> {
  const placed = state.positions.length;
  if (placed >= items.length || Math.min(...state.columnHeights) > until) return state;
  return place(state, items, placed, until);
}

/**
 * Places `items` from index `from` on after what `state` holds (`state` is not modified). It
 * stops before the first item that would start below `until`: every later item would too, since
 * each goes to the shortest column, so the grid lays out only as far as it renders.
 */
function place<T extends Size>(
  state: LayoutState<T>,
  items: readonly T[],
  from: number,
  until: number,
): LayoutState<T> {
  const heights = state.columnHeights.slice();
  const columnItems = state.columnItems.map((c) => c.slice());
  const positions = state.positions.slice();
  const { columnWidth, gutter, offset, footerHeight } = state;
  const columns = heights.length;
  for (let i = from; i < items.length; i++) {
    const item = items[i]!;
    // Shortest column; strict `<` keeps the leftmost on ties.
    let col = 0;
    let top = heights[0]!;
    for (let c = 1; c < columns; c++) {
      const h = heights[c]!;
      if (h < top) {
        top = h;
        col = c;
      }
    }
    if (top > until) break;
    const index = positions.length;
    const footer = typeof footerHeight === 'function' ? footerHeight(item, index) : footerHeight;
    const imageHeight = item.width > 0 ? Math.round((item.height * columnWidth) / item.width) : 0;
    const height = imageHeight + footer;
    positions.push({
      top,
      left: offset + col * (columnWidth + gutter),
      width: columnWidth,
      height,
      column: col,
    });
    columnItems[col]!.push(index);
    heights[col] = top + height + gutter;
  }
  let height = 0;
  for (let c = 0; c < columns; c++)
    if (columnItems[c]!.length) height = Math.max(height, heights[c]! - gutter);
  return { ...state, positions, columnHeights: heights, columnItems, height };
}

/**
 * Height of the content once all `total` items are placed: exact when they are, otherwise the
 * placed columns' mean height scaled by the items still to place. It only sizes the scrollable
 * area, and becomes exact as the grid lays out further; no placed item ever moves.
 */
export function contentHeight<T extends Size>(state: LayoutState<T>, total: number): number {
  const placed = state.positions.length;
  if (placed >= total || placed === 0) return state.height;
  const columns = state.columnHeights.length;
  const sum = state.columnHeights.reduce((a, b) => a + b, 0);
  const estimate = (sum / columns) * (total / placed) - state.gutter;
  return Math.max(state.height, Math.round(estimate));
}

export function computeLayout<T extends Size>(
  items: readonly T[],
  opts: LayoutOptions<T>,
): LayoutState<T> {
  return appendLayout(emptyLayout(opts), items);
}
