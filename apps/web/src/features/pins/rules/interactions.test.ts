import { describe, expect, it } from 'vitest';
import { arrows, currentLink, moveIndex } from './carousel.ts';
import { isLongPress, swipeDirection } from './gestures.ts';
import { scrollArrows, scrollStep } from './scroller.ts';
import { SURFACE_PARTS, surfaceFooter, surfaceShows } from './surfaces.ts';
import { canPlay, initialPlayback, pause, play } from './video.ts';

describe('gestures (spec §5)', () => {
  it.each([
    [501, 10, true],
    [500, 0, false],
    [800, 11, false],
    [900, 3, true],
  ])('held %d ms, moved %d px -> %s', (ms, px, out) => expect(isLongPress(ms, px)).toBe(out));
  it.each([
    [-80, 10, 200, 'forward'],
    [80, 10, 200, 'back'],
    [-80, 100, 200, null],
    [-80, 10, 500, null],
  ])('swipe dx %d dy %d in %d ms -> %s', (dx, dy, ms, out) =>
    expect(swipeDirection(dx, dy, ms)).toBe(out),
  );
});

describe('carousel (spec §4)', () => {
  it('moves by one within the slots', () => {
    expect(moveIndex(0, 3, 1)).toBe(1);
    expect(moveIndex(2, 3, 1)).toBe(2);
    expect(moveIndex(0, 3, -1)).toBe(0);
  });
  it('shows the left arrow above 0 and the right one below the last slot', () => {
    expect(arrows(0, 3)).toEqual({ left: false, right: true });
    expect(arrows(1, 3)).toEqual({ left: true, right: true });
    expect(arrows(2, 3)).toEqual({ left: true, right: false });
  });
  it('picks the current slot link', () =>
    expect(currentLink([{ link: 'a' }, { link: null }], 1, 'pin')).toBe('pin'));
});

describe('one organic video at a time (spec §4)', () => {
  it('ignores a second organic video, lets promoted ones play alongside, records pauses', () => {
    let s = play(initialPlayback, 'a', false);
    expect(canPlay(s, 'b', false)).toBe(false);
    expect(play(s, 'b', false)).toBe(s);
    s = play(s, 'ad', true);
    expect(s.organicPlaying).toBe('a');
    s = pause(s, 'a', 12.5);
    expect(s.organicPlaying).toBeNull();
    expect(s.positions.a).toEqual({ currentTime: 12.5, paused: true });
    expect(canPlay(s, 'b', false)).toBe(true);
  });
});

describe('annotation scroller', () => {
  it.each([
    [0, 1000, 500, { left: false, right: true }],
    [4, 1000, 500, { left: false, right: true }],
    [5, 1000, 500, { left: true, right: true }],
    [496, 1000, 500, { left: true, right: false }],
  ])('scrollLeft %d -> %j', (l, w, c, out) => expect(scrollArrows(l, w, c)).toEqual(out));
  it('steps half the width', () => expect(scrollStep(300)).toBe(150));
});

describe('surfaces decide the parts', () => {
  it('from one table', () => {
    expect(surfaceShows('AuthHomefeed', 'save')).toBe(true);
    expect(surfaceShows('BulkEditMode', 'save')).toBe(false);
    expect(surfaceShows('UserProfilePinGrid', 'stats')).toBe(true);
    expect(surfaceShows('AuthHomefeed', 'stats')).toBe(false);
    expect(surfaceShows('Unknown', 'favorite')).toBe(true);
    expect(surfaceShows('OtherProfilePinGrid', 'pinner')).toBe(false);
    expect(surfaceShows('OtherProfilePinGrid', 'edit')).toBe(false);
    expect(surfaceShows('OtherProfilePinGrid', 'send')).toBe(true);
    expect(surfaceShows('ShoppingGridSmallCarousel', 'domain')).toBe(false);
  });
  it('every surface with a footer has its footer rows from the same table', () => {
    expect(surfaceFooter('AuthHomefeed')).toEqual({ domain: true, reactions: true, touch: false });
    expect(surfaceFooter('ShoppingGridSmall')).toEqual({
      domain: true,
      reactions: false,
      touch: false,
    });
    expect(surfaceFooter('ShoppingGridSmallCarousel')).toEqual({
      domain: false,
      reactions: false,
      touch: false,
    });
    // The pointer passes through: the grid and the card ask the same one (useCoarsePointer).
    expect(surfaceFooter('AuthHomefeed', true)).toEqual({
      domain: true,
      reactions: true,
      touch: true,
    });
    for (const parts of Object.values(SURFACE_PARTS))
      if (!parts.includes('footer'))
        expect(parts.filter((p) => p !== 'save' && p !== 'stats')).toEqual([]);
  });
});
