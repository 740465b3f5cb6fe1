import {
  useEffect,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { openLayer } from './layers.ts';
import { menuKeyIndex } from './menu-keys.ts';
import { useAnchoredPlacement } from './use-anchored-placement.ts';
import './floating-menu.css';

const ITEMS =
  ':is([role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"])' +
  ':not([disabled]):not([aria-disabled="true"])';

/**
 * A menu opened from a button (WAI-ARIA menu button pattern), drawn in a portal on top of the
 * page (not inside the card, whose footer would cover or clip it), under the button or above it
 * when there is no room below, kept inside the window; a bottom sheet on a narrow window.
 *
 * Keyboard: opening focuses the checked item of a choice menu, else the first item
 * (`focus="last"`: the last); ArrowDown, ArrowUp, Home
 * and End move between items, wrapping; Enter and Space activate (the items are buttons and
 * links); Escape closes and gives focus back to the button; Tab closes and focus moves on from
 * the button. A click outside, scrolling or resizing closes it. Choosing an item closes it, and
 * focus goes back to the button unless the item moved it elsewhere; a dialog the item opens
 * therefore returns focus to the button when it closes.
 */
export function FloatingMenu({
  anchor,
  onClose,
  children,
  id,
  label,
  labelledBy,
  focus = 'first',
}: {
  anchor: RefObject<HTMLElement | null>;
  onClose: () => void;
  children: ReactNode;
  id?: string;
  /** The menu's name, or the id of the element naming it (its button). */
  label?: string;
  labelledBy?: string;
  focus?: 'first' | 'last';
}) {
  const ref = useRef<HTMLDivElement>(null);
  const at = useAnchoredPlacement(anchor, ref);
  // Once placed (a hidden element cannot take focus): focus the first or last item. Items are
  // reached with the arrow keys, not Tab (roving focus).
  const placed = at !== null;
  useEffect(() => {
    const menu = ref.current;
    if (!placed || !menu) return;
    const items = [...menu.querySelectorAll<HTMLElement>(ITEMS)];
    for (const item of items) item.tabIndex = -1;
    const checked = items.find((i) => i.getAttribute('aria-checked') === 'true');
    const first = focus === 'last' ? items[items.length - 1] : (checked ?? items[0]);
    first?.focus({ preventScroll: true });
  }, [placed, focus]);
  useLayoutEffect(() => {
    const layer = openLayer();
    const menu = ref.current;
    const button = anchor.current;
    const outside = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!menu?.contains(t) && !button?.contains(t)) onClose();
    };
    const key = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || !layer.isTop()) return;
      e.preventDefault();
      button?.focus();
      onClose();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', key);
    window.addEventListener('scroll', onClose, { passive: true });
    window.addEventListener('resize', onClose);
    return () => {
      layer.close();
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', key);
      window.removeEventListener('scroll', onClose);
      window.removeEventListener('resize', onClose);
      // Closed with focus inside (or lost with the removed item): back to the button.
      const active = document.activeElement;
      if (!active || active === document.body || menu?.contains(active)) button?.focus();
    };
  }, [anchor, onClose]);
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Tab') {
      // From the button, the browser moves focus on to the next (or previous) stop after it.
      anchor.current?.focus();
      onClose();
      return;
    }
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>(ITEMS)];
    const next = menuKeyIndex(
      e.key,
      items.indexOf(document.activeElement as HTMLElement),
      items.length,
    );
    if (next !== null) {
      e.preventDefault();
      items[next]?.focus();
    } else if (e.key === ' ' && document.activeElement instanceof HTMLAnchorElement) {
      // Space activates a link item as it does a button.
      e.preventDefault();
      document.activeElement.click();
    }
  }
  return createPortal(
    <div
      ref={ref}
      id={id}
      className="menu menu-floating"
      role="menu"
      aria-label={label}
      aria-labelledby={label ? undefined : labelledBy}
      // Measured first (hidden), then placed: no flash at the wrong place.
      style={at ? { top: at.top, left: at.left } : { top: 0, left: 0, visibility: 'hidden' }}
      onClick={onClose}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>,
    document.body,
  );
}
