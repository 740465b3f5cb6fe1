import { useState } from 'react';
import { formError } from '../../../api/client.ts';
import { Dialog } from '../../../ui/Dialog.tsx';

/** "Delete this Pin?" in our own dialog: Cancel (focused first) keeps it, Delete removes it. */
export function DeletePinDialog({
  onCancel,
  onDelete,
}: {
  onCancel: () => void;
  onDelete: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog title="Delete this Pin?" onClose={onCancel}>
      <p className="pin-edit-dialog-text">
        Once you delete a Pin, you can't undo it. It leaves its board and your profile.
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="pin-edit-actions pin-edit-dialog-actions">
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              await onDelete();
            } catch (err) {
              setError(formError(err).message);
              setBusy(false);
            }
          }}
        >
          {busy ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </Dialog>
  );
}
