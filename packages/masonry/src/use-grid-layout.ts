import { useRef } from 'react';
import {
  columnCount,
  emptyLayout,
  gridMetrics,
  gridWidth,
  layoutUntil,
  type FooterHeight,
  type GridMetrics,
  type LayoutState,
  type Size,
} from './layout.ts';

export interface GridOptions<T> {
  columnWidth?: number;
  gutter?: number;
  footerHeight?: FooterHeight<T>;
  minColumns?: number;
  maxColumns?: number;
  /** Metrics for a container too narrow for two columns of `columnWidth` (see gridMetrics). */
  narrow?: GridMetrics;
}

/**
 * The layout for `width`, placed as far as `until` (the bottom of what the grid renders), or
 * null before the width is known. Items are placed lazily: a mount or a resize lays out only
 * what is on screen, and scrolling further places more. The layout depends on the column count,
 * not on the width: the component centres the grid with CSS, so a resize that keeps the column
 * count (or a scrollbar appearing) reuses it as is. When the new items start with the placed
 * ones (the next page of an infinite scroll), those keep their places.
 */
export function useGridLayout<T extends Size>(
  items: readonly T[],
  width: number | null,
  opts: GridOptions<T>,
  until: number,
): LayoutState<T> | null {
  const wide = { columnWidth: opts.columnWidth ?? 236, gutter: opts.gutter ?? 16 };
  const { columnWidth, gutter } = width === null ? wide : gridMetrics(width, wide, opts.narrow);
  const footerHeight = opts.footerHeight ?? 0;
  const columns =
    width === null ? 0 : columnCount(width, columnWidth, gutter, opts.minColumns, opts.maxColumns);
  // Render-time cache: the same inputs always give the same state, so a discarded render is
  // harmless.
  const cache = useRef<{ items: readonly T[]; state: LayoutState<T> } | null>(null);
  if (columns === 0) return null;
  const prev = cache.current;
  const keep =
    prev !== null &&
    prev.state.columns === columns &&
    prev.state.columnWidth === columnWidth &&
    prev.state.gutter === gutter &&
    prev.state.footerHeight === footerHeight &&
    (prev.items === items || startsWith(items, prev.items, prev.state.positions.length));
  const start = keep
    ? prev.state
    : emptyLayout({
        // Exactly the grid's width, so positions start at 0 and CSS does the centring.
        containerWidth: gridWidth(columns, columnWidth, gutter),
        columnWidth,
        gutter,
        footerHeight,
        minColumns: columns,
        maxColumns: columns,
      });
  const state = layoutUntil(start, items, until);
  cache.current = { items, state };
  return state;
}

/** Whether the first `n` items of `items` are those of `old`. */
function startsWith<T>(items: readonly T[], old: readonly T[], n: number): boolean {
  if (items.length < n || old.length < n) return false;
  for (let i = 0; i < n; i++) if (items[i] !== old[i]) return false;
  return true;
}
