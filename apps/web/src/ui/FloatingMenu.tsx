import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { menuPlacement } from './menu-placement.ts';

/**
 * A menu opened from a button, drawn in a portal on top of the page (not inside the card, whose
 * footer would cover or clip it), under the button or above it when there is no room below, and
 * kept inside the window. It closes on a click outside, Escape, scrolling or resizing, and gives
 * focus back to its button when closed by Escape.
 */
export function FloatingMenu({
  anchor,
  onClose,
  children,
}: {
  anchor: RefObject<HTMLElement | null>;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [at, setAt] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    const button = anchor.current;
    const menu = ref.current;
    if (!button || !menu) return;
    const b = button.getBoundingClientRect();
    setAt(
      menuPlacement(
        { top: b.top, left: b.left, right: b.right, bottom: b.bottom },
        { width: menu.offsetWidth, height: menu.offsetHeight },
        { width: document.documentElement.clientWidth, height: window.innerHeight },
      ),
    );
  }, [anchor]);
  useLayoutEffect(() => {
    const outside = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!ref.current?.contains(t) && !anchor.current?.contains(t)) onClose();
    };
    const key = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      onClose();
      anchor.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', key);
    window.addEventListener('scroll', onClose, { passive: true });
    window.addEventListener('resize', onClose);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', key);
      window.removeEventListener('scroll', onClose);
      window.removeEventListener('resize', onClose);
    };
  }, [anchor, onClose]);
  return createPortal(
    <div
      ref={ref}
      className="menu menu-floating"
      role="menu"
      // Measured first (hidden), then placed: no flash at the wrong place.
      style={at ? { top: at.top, left: at.left } : { top: 0, left: 0, visibility: 'hidden' }}
      onClick={onClose}
    >
      {children}
    </div>,
    document.body,
  );
}
