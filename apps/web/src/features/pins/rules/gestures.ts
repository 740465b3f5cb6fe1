/** Touch gestures on mobile cards (spec §5, §9). */
export const LONG_PRESS_MS = 500;
export const LONG_PRESS_MOVE_PX = 10;
export const SWIPE_MAX_MS = 500;

/** A long press counts only when held over 500 ms and moved no more than 10 px. */
export const isLongPress = (heldMs: number, movedPx: number) =>
  heldMs > LONG_PRESS_MS && movedPx <= LONG_PRESS_MOVE_PX;

/** A carousel swipe: mostly horizontal and under 500 ms. Left (negative dx) moves forward. */
export function swipeDirection(dx: number, dy: number, ms: number): 'forward' | 'back' | null {
  if (ms >= SWIPE_MAX_MS || Math.abs(dx) <= Math.abs(dy) || dx === 0) return null;
  return dx < 0 ? 'forward' : 'back';
}
