import {
  memo,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {
  contentHeight,
  type FooterHeight,
  type GridMetrics,
  type Position,
  type Size,
} from './layout.ts';
import { useGridLayout } from './use-grid-layout.ts';
import { bandAround, overscanFor } from './bands.ts';
import { visibleItems } from './visible.ts';
import { createGridController, type Latest } from './controller.ts';
import { createViewportStore, type ScrollContainer, type Viewport } from './viewport.ts';

export interface RenderItemArgs<T> {
  item: T;
  index: number;
  /** Position inside the grid (the grid itself is centred in the container by CSS). */
  position: Position;
  /**
   * The absolute position to put on the item's root element. The grid adds no wrapper element
   * of its own: one element less per card to create, lay out and remove while scrolling.
   */
  style: CSSProperties;
}

export interface MasonryProps<T extends Size> {
  items: readonly T[];
  getKey: (item: T, index: number) => string | number;
  /** Keep it stable (module-level or useCallback): cells re-render only when it changes. */
  renderItem: (args: RenderItemArgs<T>) => ReactNode;
  columnWidth?: number;
  gutter?: number;
  footerHeight?: FooterHeight<T>;
  minColumns?: number;
  maxColumns?: number;
  /** Column width and gutter when two columns of `columnWidth` do not fit (a phone). */
  narrow?: GridMetrics;
  /** Pixels rendered above and below the viewport (half a viewport by default). */
  overscan?: number;
  /** Called when the end of the laid-out content comes within `endThreshold` px of the viewport. */
  onEndReached?: () => void;
  endThreshold?: number;
  /** Width for the first render, before the container is measured (server-rendered HTML). */
  initialWidth?: number;
  /** The element that scrolls (or a function returning it): the window by default. */
  scrollContainer?: ScrollContainer | (() => ScrollContainer | null | undefined) | null;
  className?: string;
}

/** Viewport height assumed on the server, before anything is measured. */
const SERVER_HEIGHT = 1000;

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function resolve(sc: MasonryProps<Size>['scrollContainer']): ScrollContainer | null {
  const value = typeof sc === 'function' ? sc() : sc;
  return value ?? (typeof window === 'undefined' ? null : window);
}

/**
 * The first render's viewport. On the server: `initialWidth`, or nothing laid out. In the
 * browser: `initialWidth` or the document's width, as a guess that is right for a full-width
 * grid; the ResizeObserver's first callback checks it before the first paint, so the first
 * render needs no forced layout (a guess that changes the column count costs one more render).
 */
function firstViewport(initialWidth: number | undefined): Viewport {
  if (typeof document === 'undefined')
    return { width: initialWidth ?? null, top: 0, height: SERVER_HEIGHT };
  return {
    width: initialWidth ?? document.documentElement.clientWidth,
    top: 0,
    height: window.innerHeight,
  };
}

/**
 * A virtualized masonry grid. Positions come from the pure layout (no measuring), placed only
 * as far down as the grid renders; only items near the viewport are in the DOM, found by binary
 * search per column, each carrying its own position (no wrapper element). A new page extends
 * the layout; a resize that keeps the column count only re-centres the grid (CSS), and one that
 * changes it moves cards without remounting them (stable keys, only top and left change).
 */
export function Masonry<T extends Size>(props: MasonryProps<T>) {
  const { items, getKey, renderItem, className } = props;
  const outer = useRef<HTMLDivElement>(null);
  const [store] = useState(() => createViewportStore(firstViewport(props.initialWidth)));
  // Hydration renders what the server rendered: `initialWidth`, top 0, the server's height.
  const [serverViewport] = useState<Viewport>(() => ({
    width: props.initialWidth ?? null,
    top: 0,
    height: SERVER_HEIGHT,
  }));
  const viewport = useSyncExternalStore(store.subscribe, store.get, () => serverViewport);
  const [top, bottom] = bandAround(viewport, overscanFor(viewport.height, props.overscan));
  const layout = useGridLayout(items, viewport.width, props, bottom);
  const height = layout ? contentHeight(layout, items.length) : 0;

  // What the event handlers (set up once) read: the props of the last commit.
  const latest = useRef<Latest>({ props, height: 0 });
  useIsoLayoutEffect(() => {
    latest.current = { props, height };
  });
  const [grid] = useState(() =>
    createGridController(store, latest, () =>
      resolve((latest.current.props as MasonryProps<Size>).scrollContainer),
    ),
  );
  useIsoLayoutEffect(() => (outer.current ? grid.observe(outer.current) : undefined), [grid]);
  useEffect(() => {
    const scroller = resolve(props.scrollContainer);
    return scroller ? grid.listen(scroller) : undefined;
  }, [grid, props.scrollContainer]);
  // A new page may leave the end in sight: ask again, from the last measurement (no DOM read).
  useEffect(() => grid.checkEnd(), [grid, items.length, height]);

  if (!layout) return <div ref={outer} className={className} />;
  return (
    <div ref={outer} className={className}>
      <div
        style={{
          position: 'relative',
          width: layout.width,
          height,
          margin: '0 auto',
        }}
      >
        {visibleItems(layout, top, bottom).map((index) => {
          const item = items[index]!;
          return (
            <Cell
              key={getKey(item, index)}
              item={item}
              index={index}
              position={layout.positions[index]!}
              renderItem={renderItem as CellProps['renderItem']}
            />
          );
        })}
      </div>
    </div>
  );
}

interface CellProps {
  item: unknown;
  index: number;
  position: Position;
  renderItem: (args: RenderItemArgs<unknown>) => ReactNode;
}

/**
 * One card, with its absolute position as a style for its root element. Memoized: while
 * scrolling, the layout and the items do not change, so cards that stay in the band are not
 * rendered again.
 */
const Cell = memo(function Cell({ item, index, position, renderItem }: CellProps) {
  // top/left rather than a transform: numbers, no transform string to build and parse, and no
  // reliance on static positions (which flip in right-to-left pages).
  const style: CSSProperties = {
    position: 'absolute',
    top: position.top,
    left: position.left,
    width: position.width,
  };
  return renderItem({ item, index, position, style });
});
