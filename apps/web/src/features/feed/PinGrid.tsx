import { useCallback, useMemo } from 'react';
import type { Pin } from '@tack/contract';
import { CARD_WIDTH, GRID_GUTTER, gridFooterHeight, NARROW_GRID } from '@tack/contract/card-layout';
import { Masonry, type RenderItemArgs } from '@tack/masonry';
import { PinCard, type CardSelection } from './PinCard.tsx';
import { useViewer } from '../auth/queries.ts';
import { surfaceFooter, surfaceShows } from '../pins/rules/surfaces.ts';
import { useCoarsePointer } from '../../ui/use-coarse-pointer.ts';
import { usePinClickLog } from '../events/use-impression.ts';

/**
 * The pin grid: our virtualized masonry with heights known from the server, loading the next
 * page as the end comes near.
 */
export function PinGrid({
  pins,
  onEnd,
  hasMore,
  emptyText = 'Nothing here yet.',
  selectionFor,
  columnWidth = CARD_WIDTH,
  surface: shownOn,
}: {
  pins: Pin[];
  onEnd?: () => void;
  hasMore?: boolean;
  emptyText?: string;
  /** In bulk-edit mode, each card gets a checkbox instead of its Save button. */
  selectionFor?: (pin: Pin) => CardSelection;
  /** Column width: 236 by default; 175 compact and 270 comfy (spec masonry widths). */
  columnWidth?: number;
  /** Where the grid is (rules/surfaces.ts): decides the cards' parts and footer rows. */
  surface: string;
}) {
  const getKey = useCallback((p: Pin) => p.id, []);
  const surface = selectionFor ? 'BulkEditMode' : shownOn;
  const signedIn = useViewer() !== null;
  // The cards read the same flag (PinCard), so the heights reserved are the heights drawn.
  const touch = useCoarsePointer();
  // The footer rule the server's first page is laid out with too (modules/web/feed-grid.ts).
  const footerHeight = useMemo(
    () =>
      gridFooterHeight(signedIn && surfaceShows(surface, 'footer'), surfaceFooter(surface, touch)),
    [signedIn, surface, touch],
  );
  // Stable between renders, so the grid's cells are not all rendered again with each new page.
  const renderItem = useCallback(
    ({ item, style, position }: RenderItemArgs<Pin>) => (
      <PinCard
        style={style}
        pin={item}
        selection={selectionFor?.(item)}
        // The grid's column width: NARROW_GRID's on a phone.
        width={position.width}
        surface={surface}
      />
    ),
    [selectionFor, surface],
  );
  // Opening a closeup from any card logs a pin click (§7, type 12): one listener for the grid.
  const onClickCapture = usePinClickLog(pins);
  if (pins.length === 0) return <p className="empty">{emptyText}</p>;
  return (
    <div data-testid="pin-grid" onClickCapture={onClickCapture}>
      <Masonry
        items={pins}
        getKey={getKey}
        columnWidth={columnWidth}
        gutter={GRID_GUTTER}
        narrow={NARROW_GRID}
        footerHeight={footerHeight}
        onEndReached={hasMore ? onEnd : undefined}
        renderItem={renderItem}
      />
    </div>
  );
}

/** A grid over a paginated feed query. */
export function FeedGrid({
  query,
  emptyText,
  selectionFor,
  columnWidth,
  surface,
}: {
  columnWidth?: number;
  surface: string;
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
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const onEnd = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [isFetchingNextPage, fetchNextPage]);
  const pages = data?.pages;
  const pins = useMemoPins(pages);
  if (query.isPending) return <p className="empty">Loading…</p>;
  if (query.isError) return <p className="empty">Sorry! Something went wrong on our end.</p>;
  return (
    <PinGrid
      pins={pins}
      hasMore={hasNextPage}
      emptyText={emptyText}
      selectionFor={selectionFor}
      columnWidth={columnWidth}
      surface={surface}
      onEnd={onEnd}
    />
  );
}

/** The same array while the pages are the same, so the layout extends instead of recomputing. */
const pinCache = new WeakMap<object, Pin[]>();
function useMemoPins(pages: { items: Pin[] }[] | undefined): Pin[] {
  if (!pages) return [];
  let pins = pinCache.get(pages);
  if (!pins) {
    pins = pages.flatMap((p) => p.items);
    pinCache.set(pages, pins);
  }
  return pins;
}
