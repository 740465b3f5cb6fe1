import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A menu button's state and the props its button needs (WAI-ARIA menu button): a click, Enter
 * or Space toggles the menu; ArrowDown opens it on the first item, ArrowUp on the last. Spread
 * `menu` on the FloatingMenu shown while `open`.
 */
export function useMenuButton<T extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const anchor = useRef<T>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  return {
    open: open !== false,
    button: {
      ref: anchor,
      id: `${id}-button`,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open !== false,
      'aria-controls': open ? `${id}-menu` : undefined,
      onClick: () => setOpen((o) => (o ? false : 'first')),
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
        e.preventDefault();
        setOpen(e.key === 'ArrowDown' ? 'first' : 'last');
      },
    },
    menu: {
      anchor,
      onClose: close,
      id: `${id}-menu`,
      labelledBy: `${id}-button`,
      focus: open || 'first',
    },
  };
}
