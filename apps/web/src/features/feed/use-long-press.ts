import { useRef } from 'react';
import { isLongPress, LONG_PRESS_MS } from '../pins/rules/gestures.ts';

/**
 * Touch handlers for a long press (spec §5): held over 500 ms and moved no more than 10 px. It
 * fires while the finger is still down; the click that follows the release is swallowed.
 */
export function useLongPress(onLongPress: (at: { x: number; y: number }) => void) {
  const press = useRef<{ x: number; y: number; t: number; moved: number; timer: number } | null>(
    null,
  );
  const fired = useRef(false);
  const end = () => {
    if (press.current) window.clearTimeout(press.current.timer);
    press.current = null;
  };
  return {
    onTouchStart(e: React.TouchEvent) {
      const touch = e.touches[0];
      if (!touch || e.touches.length > 1) return end();
      fired.current = false;
      const start = { x: touch.clientX, y: touch.clientY, t: e.timeStamp, moved: 0, timer: 0 };
      start.timer = window.setTimeout(() => {
        const p = press.current;
        if (p && isLongPress(LONG_PRESS_MS + 1, p.moved)) {
          fired.current = true;
          onLongPress({ x: p.x, y: p.y });
        }
      }, LONG_PRESS_MS + 1);
      press.current = start;
    },
    onTouchMove(e: React.TouchEvent) {
      const p = press.current;
      const touch = e.touches[0];
      if (!p || !touch) return;
      p.moved = Math.max(p.moved, Math.hypot(touch.clientX - p.x, touch.clientY - p.y));
      if (!isLongPress(LONG_PRESS_MS + 1, p.moved)) end();
    },
    onTouchEnd: end,
    onTouchCancel: end,
    onClickCapture(e: React.MouseEvent) {
      if (!fired.current) return;
      fired.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
  };
}
