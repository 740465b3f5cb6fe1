import { describe, expect, it } from 'vitest';
// The contract's own schema, as the server checks the event (a test: the app imports no zod).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { ClientEvent, EVENT_TYPES } from '@tack/contract';
import { carouselSwipeEvent } from './carousel-event.ts';

const carousel = {
  entityId: '1700000000000000100',
  slots: [{ slotId: 's-0' }, { slotId: 's-1' }, { slotId: 's-2' }] as { slotId: string }[],
} as Parameters<typeof carouselSwipeEvent>[1];

describe('the carousel swipe event (MC §7, 108)', () => {
  it('names the slot it left, the carousel and both indexes, and the contract accepts it', () => {
    const event = carouselSwipeEvent('1700000000000000001', carousel, 1, 2);
    expect(event).toEqual({
      event_type: EVENT_TYPES.carouselSwipe,
      pin_id: '1700000000000000001',
      component: 'grid',
      aux_data: {
        carouselSlotId: 's-1',
        carouselDataId: '1700000000000000100',
        carouselSlotIndex: 1,
        toCarouselSlotIndex: 2,
      },
    });
    expect(ClientEvent.safeParse(event).success).toBe(true);
    expect(carouselSwipeEvent('1', carousel, 2, 1)?.aux_data).toMatchObject({
      carouselSlotId: 's-2',
      toCarouselSlotIndex: 1,
    });
  });
  it('sends nothing for a move that went nowhere or off the ends', () => {
    expect(carouselSwipeEvent('1', carousel, 0, 0)).toBeNull();
    expect(carouselSwipeEvent('1', carousel, 2, 3)).toBeNull();
  });
});
