import { useCallback, type MouseEvent } from 'react';
import type { Pin } from '@tack/contract';
import { EVENT_TYPES } from '@tack/contract/event-types';
import { registerAttributionSource } from './attribution-source.ts';
import { logEvent } from './event-queue.ts';
import { impressions } from './impression-tracker.ts';

/**
 * A card's ref: the shared tracker watches the element while it is mounted (React 19 calls the
 * returned cleanup when the card leaves the grid).
 */
export function useImpressionRef(pin: Pin) {
  const carousel = (pin.carouselData?.slots.length ?? 0) > 1;
  const promoted = pin.isPromoted;
  return useCallback(
    (el: HTMLElement | null) => {
      if (!el) return;
      return impressions.track(el, {
        pinId: pin.id,
        carousel,
        onFirstSight: promoted ? () => registerAttributionSource(pin, 'view') : undefined,
      });
    },
    // The pin object changes with every refetch; what tracking needs changes with these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pin.id, carousel, promoted],
  );
}

/**
 * One click handler for a whole grid (capture phase, so it sees the click before the link
 * navigates): a link to a pin's closeup inside a card logs a pin click (type 12), and a promoted
 * pin's click registers an attribution click source.
 */
export function usePinClickLog(pins: readonly Pin[]) {
  return useCallback(
    (e: MouseEvent<HTMLElement>) => {
      const target = e.target instanceof Element ? e.target : null;
      const link = target?.closest('a[href^="/pin/"]');
      const card = link?.closest<HTMLElement>('[data-card]');
      const pinId = card?.dataset.card;
      if (!link || !pinId || !link.getAttribute('href')?.startsWith(`/pin/${pinId}/`)) return;
      logEvent({ event_type: EVENT_TYPES.pinClick, pin_id: pinId, component: 'grid' });
      const pin = pins.find((p) => p.id === pinId);
      if (pin?.isPromoted) registerAttributionSource(pin, 'click');
    },
    [pins],
  );
}
