import type { CarouselData, ClientEvent } from '@tack/contract';
import { EVENT_TYPES } from '@tack/contract/event-types';

/**
 * MC §7: a carousel moved from one slot to another (a swipe, an arrow, the arrow keys): event
 * 108 with pinCarouselSlotEventData, the slot it left, the carousel, and both indexes. No event
 * when the move went nowhere (an arrow or swipe at either end).
 */
export function carouselSwipeEvent(
  pinId: string,
  carousel: Pick<CarouselData, 'entityId' | 'slots'>,
  from: number,
  to: number,
): ClientEvent | null {
  const slot = carousel.slots[from];
  if (from === to || !slot || !carousel.slots[to]) return null;
  return {
    event_type: EVENT_TYPES.carouselSwipe,
    pin_id: pinId,
    component: 'grid',
    aux_data: {
      carouselSlotId: slot.slotId,
      carouselDataId: carousel.entityId,
      carouselSlotIndex: from,
      toCarouselSlotIndex: to,
    },
  };
}
