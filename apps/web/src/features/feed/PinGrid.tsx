import { useEffect, useRef, useState } from 'react';
import type { Pin } from '@tack/contract';
import { columnsFor, placeInColumns } from './columns.ts';
import { CARD_WIDTH, PinCard, cardFooterHeight, type CardSelection } from './PinCard.tsx';
import { scaledHeight } from '../pins/pin-display.ts';

/** Columns of pin cards placed by known heights, loading the next page near the bottom. */
export function PinGrid({
  pins,
  onEnd,
  hasMore,
  emptyText = 'Nothing here yet.',
  selectionFor,
  columnWidth = CARD_WIDTH,
}: {
  /** Column width: 236 by default; 175 compact and 270 comfy (spec masonry widths). */
  columnWidth?: number;
  pins: Pin[];
  onEnd?: () => void;
  hasMore?: boolean;
  emptyText?: string;
  /** In bulk-edit mode, each card gets a checkbox instead of its Save button. */
  selectionFor?: (pin: Pin) => CardSelection;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(() =>
    typeof window === 'undefined' ? 1200 : window.innerWidth - 32,
  );
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !onEnd || !hasMore) return;
    const io = new IntersectionObserver(([e]) => e?.isIntersecting && onEnd(), {
      rootMargin: '1200px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [onEnd, hasMore, pins.length]);
  const columns = placeInColumns(
    pins,
    columnsFor(width, columnWidth),
    (p) => scaledHeight(p, columnWidth) + cardFooterHeight(p),
  );
  return (
    <div ref={ref}>
      {pins.length === 0 ? (
        <p className="empty">{emptyText}</p>
      ) : (
        <div className="grid" data-testid="pin-grid">
          {columns.map((col, i) => (
            <div className="grid-col" key={i} style={{ width: columnWidth }}>
              {col.map((pin) => (
                <PinCard
                  key={pin.id}
                  pin={pin}
                  selection={selectionFor?.(pin)}
                  width={columnWidth}
                />
              ))}
            </div>
          ))}
        </div>
      )}
      <div className="load-more" ref={sentinel} />
    </div>
  );
}

/** A grid over a paginated feed query. */
export function FeedGrid({
  query,
  emptyText,
  selectionFor,
  columnWidth,
}: {
  columnWidth?: number;
  query: {
    data?: { pages: { items: Pin[] }[] };
    fetchNextPage: () => unknown;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isPending: boolean;
    isError: boolean;
  };
  emptyText?: string;
  selectionFor?: (pin: Pin) => CardSelection;
}) {
  if (query.isPending) return <p className="empty">Loading…</p>;
  if (query.isError) return <p className="empty">Sorry! Something went wrong on our end.</p>;
  const pins = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <PinGrid
      pins={pins}
      hasMore={query.hasNextPage}
      emptyText={emptyText}
      selectionFor={selectionFor}
      columnWidth={columnWidth}
      onEnd={() => {
        if (!query.isFetchingNextPage) void query.fetchNextPage();
      }}
    />
  );
}
