import { useEffect, useRef, type RefObject } from 'react';

/**
 * A modal's keyboard: on mount focus moves to the first element matching `initial`, Tab and
 * Shift+Tab cycle through the `focusable` ones inside, Escape calls `onEscape`, and on unmount
 * focus returns where it was.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  opts: { initial: string; focusable: string; onEscape: (e: KeyboardEvent) => void },
): void {
  const { initial, focusable } = opts;
  const onEscape = useRef(opts.onEscape);
  onEscape.current = opts.onEscape;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>(initial)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') return onEscape.current(e);
      if (e.key !== 'Tab' || !ref.current) return;
      const items = [...ref.current.querySelectorAll<HTMLElement>(focusable)];
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [ref, initial, focusable]);
}
