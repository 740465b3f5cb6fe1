import type { ReactNode } from 'react';
import { Dialog } from './Dialog.tsx';
import './form-controls.css';

/**
 * Our own confirmation instead of the browser's `confirm()`: says what is lost, Cancel first
 * (and where focus starts, so Enter does not destroy anything), then the action.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog title={title} onClose={onCancel}>
      {children}
      <div className="save-row">
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
