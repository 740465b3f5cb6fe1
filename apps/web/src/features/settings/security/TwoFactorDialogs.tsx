import { useState, type FormEvent } from 'react';
import { callResource } from '../../../api/client.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { SettingsField } from '../SettingsField.tsx';
import { useFormErrors } from '../use-form-errors.ts';

const CODE_HINT = 'The 6 digits from your app, or one of your recovery codes';

/** Turning two-factor sign-in off takes the password and a code. */
export function DisableDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { errors, clear, fail } = useFormErrors(['password', 'code']);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    clear();
    setBusy(true);
    try {
      await callResource('TwoFactorResource', 'delete', {
        password: String(data.get('password') ?? ''),
        code: String(data.get('code') ?? ''),
      });
      onDone();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog title="Turn off two-factor sign-in?" onClose={onClose}>
      <p>Your password alone will be enough to log in again.</p>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <SettingsField name="password" label="Password" error={errors.fields.password}>
          {(p) => <input {...p} type="password" autoComplete="current-password" required />}
        </SettingsField>
        <SettingsField name="code" label="Code" hint={CODE_HINT} error={errors.fields.code}>
          {(p) => <input {...p} autoComplete="one-time-code" required />}
        </SettingsField>
        <div className="save-row">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy}>
            Turn off
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** New recovery codes for a code; the old ones stop working. */
export function RegenerateDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (codes: string[]) => void;
}) {
  const { errors, clear, fail } = useFormErrors(['code']);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    clear();
    try {
      const { recoveryCodes } = await callResource('RecoveryCodesResource', 'create', {
        code: String(new FormData(e.currentTarget).get('code') ?? ''),
      });
      onDone(recoveryCodes);
    } catch (err) {
      fail(err);
    }
  }
  return (
    <Dialog title="New recovery codes" onClose={onClose}>
      <p>Your old recovery codes will stop working.</p>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <SettingsField name="code" label="Code" hint={CODE_HINT} error={errors.fields.code}>
          {(p) => <input {...p} autoComplete="one-time-code" required />}
        </SettingsField>
        <div className="save-row">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary">
            Make new codes
          </button>
        </div>
      </form>
    </Dialog>
  );
}
