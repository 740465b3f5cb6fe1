import type { Pin } from '@tack/contract';
import { registerAttributionSource } from './attribution-source.ts';
import { logPinClick } from './event-queue.ts';
import { impressions } from './impression-tracker.ts';

/**
 * Everything of the event log the page needs after its first screen, as one chunk: the cards'
 * hooks (use-impression.ts) import it on first use, so the home page's first load stays within
 * its budget (e2e/budget.spec.ts).
 */
export { logCarouselSwipe, logFollow } from './event-queue.ts';

/** A card's impressions, by the shared tracker; a promoted pin's first sighting is a view source. */
export function trackCard(el: unknown, pin: Pin): () => void {
  return impressions.track(el, {
    pinId: pin.id,
    carousel: (pin.carouselData?.slots.length ?? 0) > 1,
    onFirstSight: pin.isPromoted ? () => void registerAttributionSource(pin, 'view') : undefined,
  });
}

/**
 * A click in a grid: a link to a card's own closeup logs a pin click (12), and a promoted pin's
 * click registers an attribution click source. The element may have left the page by now (the
 * closeup replaced the grid); its card is still its ancestor.
 */
export function gridClick(target: EventTarget | null, pins: readonly Pin[]): void {
  const link = target instanceof Element ? target.closest('a[href^="/pin/"]') : null;
  const pinId = link?.closest<HTMLElement>('[data-card]')?.dataset.card;
  if (!link || !pinId || !link.getAttribute('href')?.startsWith(`/pin/${pinId}/`)) return;
  logPinClick(pinId);
  const pin = pins.find((p) => p.id === pinId);
  if (pin?.isPromoted) void registerAttributionSource(pin, 'click');
}
