import { useCallback, type MouseEvent } from 'react';
import type { CarouselData, Pin } from '@tack/contract';
import { loadEventLog } from './load-event-log.ts';

/**
 * A card's ref: the shared tracker watches the element while it is mounted (React 19 calls the
 * returned cleanup when the card leaves the grid, even before the tracker arrived).
 */
export function useImpressionRef(pin: Pin) {
  return useCallback(
    (el: HTMLElement | null) => {
      if (!el) return;
      let stop: (() => void) | undefined;
      let on = true;
      void loadEventLog().then((m) => {
        if (on) stop = m.trackCard(el, pin);
      });
      return () => {
        on = false;
        stop?.();
      };
    },
    // A refetch gives a new pin object; the card is the same card.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pin.id, pin.isPromoted],
  );
}

/** One click listener for a whole grid (capture phase: before the link navigates). */
export function usePinClickLog(pins: readonly Pin[]) {
  return useCallback(
    (e: MouseEvent<HTMLElement>) => {
      const target = e.target;
      void loadEventLog().then((m) => m.gridClick(target, pins));
    },
    [pins],
  );
}

/** §7: a board (26/27) or topic (601/602) follow or unfollow that went through. */
export const logFollow = (kind: 'board' | 'interest', id: string, follow: boolean) =>
  void loadEventLog().then((m) => m.logFollow(kind, id, follow));

/** MC §7: a card's carousel moved by a swipe, an arrow or the arrow keys (108). */
export const logCarouselSwipe = (
  pinId: string,
  carousel: Pick<CarouselData, 'entityId' | 'slots'>,
  from: number,
  to: number,
) => void loadEventLog().then((m) => m.logCarouselSwipe(pinId, carousel, from, to));
