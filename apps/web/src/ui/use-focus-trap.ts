import { useEffect, useRef, type RefObject } from 'react';
import { openLayer } from './layers.ts';

const shown = (el: HTMLElement) => el.getClientRects().length > 0;

/**
 * A modal's keyboard: on mount focus moves to the first element matching `initial` (else the
 * first `focusable` one, else the modal itself, so focus is never left behind on the page), Tab
 * and Shift+Tab cycle through the shown `focusable` ones inside, Escape calls `onEscape` when
 * this is the top overlay (a menu open inside it closes first), and on unmount focus returns to
 * where it was when the modal opened.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  opts: { initial: string; focusable: string; onEscape: (e: KeyboardEvent) => void },
): void {
  const { initial, focusable } = opts;
  const onEscape = useRef(opts.onEscape);
  onEscape.current = opts.onEscape;
  useEffect(() => {
    const layer = openLayer();
    const previous = document.activeElement as HTMLElement | null;
    const box = ref.current;
    const items = () =>
      box ? [...box.querySelectorAll<HTMLElement>(focusable)].filter(shown) : [];
    const start =
      [...(box?.querySelectorAll<HTMLElement>(initial) ?? [])].find(shown) ?? items()[0] ?? box;
    if (start === box && box && !box.hasAttribute('tabindex')) box.tabIndex = -1;
    start?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (!layer.isTop()) return;
      if (e.key === 'Escape') return onEscape.current(e);
      if (e.key !== 'Tab' || !box) return;
      const list = items();
      const first = list[0];
      const last = list[list.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        e.preventDefault();
        return;
      }
      if (!box.contains(active) || (e.shiftKey ? active === first : active === last)) {
        e.preventDefault();
        (e.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      layer.close();
      document.removeEventListener('keydown', onKey);
      if (previous?.isConnected) previous.focus();
    };
  }, [ref, initial, focusable]);
}
