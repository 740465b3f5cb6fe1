import { useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from './use-focus-trap.ts';

/** A modal dialog: focus moves in, Tab stays in, Escape and the backdrop close it. */
export function Dialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, {
    initial: 'input, button, select, textarea',
    focusable: 'a[href], button:not([disabled]), input, select, textarea',
    onEscape: onClose,
  });
  return (
    <div className="backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby={id} ref={ref}>
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
