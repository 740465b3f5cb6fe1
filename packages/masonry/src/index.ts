export {
  appendLayout,
  columnCount,
  computeLayout,
  contentHeight,
  emptyLayout,
  gridMetrics,
  gridWidth,
  layoutUntil,
  type FooterHeight,
  type GridMetrics,
  type LayoutOptions,
  type LayoutState,
  type Position,
  type Size,
} from './layout.ts';
export { firstReaching, visibleItems, type ColumnIndex, type Counter } from './visible.ts';
export { Masonry, type MasonryProps, type RenderItemArgs } from './Masonry.tsx';
export type { ScrollContainer } from './viewport.ts';
