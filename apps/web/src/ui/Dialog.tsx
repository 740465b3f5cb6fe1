import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from './use-focus-trap.ts';
import { modalOpened } from './modal-pause.ts';
import './dialog.css';

/**
 * A modal dialog: focus moves in (the first field or button, else the first link), Tab stays in,
 * Escape and the backdrop close it, focus returns to what opened it. Below 640 px it is a bottom
 * sheet (dialog.css).
 */
export function Dialog({
  title,
  label,
  onClose,
  children,
}: {
  title: string;
  /** The dialog's accessible name when it differs from the visible title (else the title). */
  label?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, {
    initial:
      'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])',
    focusable:
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    onEscape: onClose,
  });
  // Impression tracking pauses while a modal is open (modal-pause.ts).
  useEffect(() => modalOpened(), []);
  return (
    <div className="backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={label ? undefined : id}
        aria-label={label}
        ref={ref}
      >
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
