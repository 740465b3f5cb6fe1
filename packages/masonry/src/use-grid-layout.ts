import { useMemo, useRef } from 'react';
import {
  appendLayout,
  columnCount,
  computeLayout,
  gridWidth,
  type FooterHeight,
  type LayoutState,
  type Size,
} from './layout.ts';

export interface GridOptions<T> {
  columnWidth?: number;
  gutter?: number;
  footerHeight?: FooterHeight<T>;
  minColumns?: number;
  maxColumns?: number;
}

/**
 * The layout for `width`, or null before the width is known. It depends on the column count,
 * not on the width: the component centres the grid with CSS, so a resize that keeps the column
 * count (or a scrollbar appearing) reuses the layout as is. When the new items start with the
 * old ones (the next page of an infinite scroll), only the new ones are placed.
 */
export function useGridLayout<T extends Size>(
  items: readonly T[],
  width: number | null,
  opts: GridOptions<T>,
): LayoutState<T> | null {
  const columnWidth = opts.columnWidth ?? 236;
  const gutter = opts.gutter ?? 16;
  const footerHeight = opts.footerHeight ?? 0;
  const columns =
    width === null ? 0 : columnCount(width, columnWidth, gutter, opts.minColumns, opts.maxColumns);
  const cache = useRef<{ items: readonly T[]; state: LayoutState<T> } | null>(null);
  return useMemo(() => {
    if (columns === 0) return null;
    const prev = cache.current?.state;
    const old = cache.current?.items;
    const same =
      prev &&
      old &&
      prev.columns === columns &&
      prev.columnWidth === columnWidth &&
      prev.gutter === gutter &&
      prev.footerHeight === footerHeight &&
      old.length <= items.length &&
      old.every((it, i) => it === items[i]);
    const state = same
      ? appendLayout(prev, items.slice(old.length))
      : computeLayout(items, {
          // Exactly the grid's width, so positions start at 0 and CSS does the centring.
          containerWidth: gridWidth(columns, columnWidth, gutter),
          columnWidth,
          gutter,
          footerHeight,
          minColumns: columns,
          maxColumns: columns,
        });
    cache.current = { items, state };
    return state;
  }, [items, columns, columnWidth, gutter, footerHeight]);
}
