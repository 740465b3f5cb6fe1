import { useState, type FormEvent } from 'react';
import type { Passkey, WebAuthnOptions } from '@tack/contract';
import { PASSKEY_NAME_MAX } from '@tack/contract/constants';
import { callResource } from '../../../api/client.ts';
import { Dialog } from '../../../ui/Dialog.tsx';
import { SettingsField } from '../SettingsField.tsx';
import { useFormErrors } from '../use-form-errors.ts';
import { passkeyPromptError } from './passkey-prompt-error.ts';

const NAME_MISSING = 'Name this passkey, so you can tell it apart later';

/**
 * Adding a passkey: a name first, then the browser's prompt (the WebAuthn library is loaded
 * only now, so it stays out of every page's first load), then the server checks the answer.
 */
export function AddPasskeyDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (list: Passkey[]) => void;
}) {
  const { errors, clear, fail } = useFormErrors(['name']);
  const [busy, setBusy] = useState(false);
  const [promptError, setPromptError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const name = String(new FormData(e.currentTarget).get('name') ?? '');
    clear();
    setPromptError(null);
    // Checked before the device is asked, so a missing name does not leave a stray passkey.
    setNameError(name.trim() ? null : NAME_MISSING);
    if (!name.trim()) {
      document.getElementById('s-name')?.focus();
      return;
    }
    setBusy(true);
    try {
      const options: WebAuthnOptions = await callResource(
        'PasskeyRegistrationResource',
        'create',
        {},
      );
      const { startRegistration } = await import('@simplewebauthn/browser');
      let response;
      try {
        response = await startRegistration({ optionsJSON: options as never });
      } catch (err) {
        setPromptError(passkeyPromptError(err));
        return;
      }
      onDone(
        await callResource('PasskeysResource', 'create', { name, response: response as never }),
      );
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }
  const formError = promptError ?? errors.form;
  return (
    <Dialog title="Add a passkey" onClose={onClose}>
      <p>
        Your device will ask you to confirm with its screen lock, fingerprint or security key. After
        your password you can then use the passkey instead of a code.
      </p>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <SettingsField
          name="name"
          label="Name"
          hint="So you can tell it apart, like “Work laptop”"
          error={nameError ?? errors.fields.name}
        >
          {(p) => <input {...p} maxLength={PASSKEY_NAME_MAX} required autoComplete="off" />}
        </SettingsField>
        <div className="save-row">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Waiting for your device…' : 'Continue'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Removing a passkey takes the password. */
export function RemovePasskeyDialog({
  passkey,
  onClose,
  onDone,
}: {
  passkey: Passkey;
  onClose: () => void;
  onDone: (list: Passkey[]) => void;
}) {
  const { errors, clear, fail } = useFormErrors(['password']);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    clear();
    setBusy(true);
    try {
      onDone(
        await callResource('PasskeysResource', 'delete', {
          id: passkey.id,
          password: String(new FormData(e.currentTarget).get('password') ?? ''),
        }),
      );
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog title={`Remove “${passkey.name}”?`} onClose={onClose}>
      <p>You won't be able to log in with this passkey any more.</p>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <SettingsField name="password" label="Password" error={errors.fields.password}>
          {(p) => <input {...p} type="password" autoComplete="current-password" required />}
        </SettingsField>
        <div className="save-row">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy}>
            Remove
          </button>
        </div>
      </form>
    </Dialog>
  );
}
