export {
  appendLayout,
  columnCount,
  computeLayout,
  emptyLayout,
  type LayoutOptions,
  type LayoutState,
  type Position,
  type Size,
} from './layout.ts';
export { visibleItems } from './visible.ts';
export { Masonry, type MasonryProps } from './Masonry.tsx';
