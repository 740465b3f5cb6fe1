import { useLayoutEffect, useState, type RefObject } from 'react';
import { menuPlacement } from './menu-placement.ts';

/**
 * Where a floating box goes beside its button (menuPlacement: below, else above, inside the
 * window), measured before paint. Null until measured, or while `enabled` is false (a sheet).
 */
export function useAnchoredPlacement(
  anchor: RefObject<HTMLElement | null>,
  box: RefObject<HTMLElement | null>,
  enabled = true,
): { top: number; left: number } | null {
  const [at, setAt] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    const button = anchor.current;
    const el = box.current;
    if (!enabled || !button || !el) return;
    const b = button.getBoundingClientRect();
    setAt(
      menuPlacement(
        { top: b.top, left: b.left, right: b.right, bottom: b.bottom },
        { width: el.offsetWidth, height: el.offsetHeight },
        { width: document.documentElement.clientWidth, height: window.innerHeight },
      ),
    );
  }, [anchor, box, enabled]);
  return at;
}
