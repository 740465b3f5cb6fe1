import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  appendLayout,
  computeLayout,
  type LayoutOptions,
  type LayoutState,
  type Position,
  type Size,
} from './layout.ts';
import { visibleItems } from './visible.ts';

export interface MasonryProps<T extends Size> {
  items: readonly T[];
  getKey: (item: T, index: number) => string;
  renderItem: (args: { item: T; index: number; position: Position }) => ReactNode;
  columnWidth?: number;
  gutter?: number;
  footerHeight?: LayoutOptions<T>['footerHeight'];
  /** Pixels rendered above and below the viewport (half a viewport by default). */
  overscan?: number;
  onEndReached?: () => void;
  /** How close to the end (px) onEndReached fires. */
  endThreshold?: number;
  /** Width for the first render, before the container is measured (server-rendered HTML). */
  initialWidth?: number;
  className?: string;
}

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A virtualized masonry grid over the window's scroll. Positions come from the pure layout;
 * only items near the viewport are in the DOM, found by binary search per column. A new page
 * extends the layout instead of recomputing it; a resize recomputes positions and keeps the
 * keys, so cards that stay visible are moved, not remounted.
 */
export function Masonry<T extends Size>(props: MasonryProps<T>) {
  const {
    items,
    getKey,
    renderItem,
    columnWidth = 236,
    gutter = 16,
    footerHeight = 0,
    overscan,
    onEndReached,
    endThreshold = 1500,
    initialWidth,
    className,
  } = props;
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(
    () => initialWidth ?? (typeof window === 'undefined' ? 1280 : window.innerWidth),
  );
  const [viewport, setViewport] = useState({
    top: 0,
    height: typeof window === 'undefined' ? 1000 : window.innerHeight,
  });
  const cache = useRef<{ key: string; items: readonly T[]; state: LayoutState } | null>(null);

  const layout = useMemo(() => {
    const key = `${width}|${columnWidth}|${gutter}`;
    const prev = cache.current;
    // Same geometry and the old items are a prefix of the new ones: place only the new items.
    const extends_ =
      prev &&
      prev.key === key &&
      prev.items.length <= items.length &&
      prev.items.every((it, i) => it === items[i]);
    const state = extends_
      ? appendLayout(prev.state, items.slice(prev.items.length), footerHeight, prev.items.length)
      : computeLayout(items, { containerWidth: width, columnWidth, gutter, footerHeight });
    cache.current = { key, items, state };
    return state;
  }, [items, width, columnWidth, gutter, footerHeight]);

  useIsoLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth((w) => (w === el.clientWidth ? w : el.clientWidth));
    const ro = new ResizeObserver(([e]) => e && setWidth(Math.round(e.contentRect.width)));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      const top = -el.getBoundingClientRect().top;
      setViewport((v) =>
        Math.abs(v.top - top) < 50 && v.height === window.innerHeight
          ? v
          : { top, height: window.innerHeight },
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  const margin = overscan ?? viewport.height / 2;
  const visible = visibleItems(
    layout,
    viewport.top - margin,
    viewport.top + viewport.height + margin,
  );

  const asked = useRef(-1);
  useEffect(() => {
    if (!onEndReached || asked.current === items.length) return;
    if (viewport.top + viewport.height + endThreshold >= layout.height) {
      asked.current = items.length;
      onEndReached();
    }
  }, [onEndReached, endThreshold, viewport, layout.height, items.length]);

  return (
    <div ref={ref} className={className} style={{ position: 'relative', height: layout.height }}>
      {visible.map((index) => {
        const item = items[index]!;
        const position = layout.positions[index]!;
        return (
          <div
            key={getKey(item, index)}
            data-masonry-index={index}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: position.width,
              transform: `translate(${position.left}px, ${position.top}px)`,
            }}
          >
            {renderItem({ item, index, position })}
          </div>
        );
      })}
    </div>
  );
}
