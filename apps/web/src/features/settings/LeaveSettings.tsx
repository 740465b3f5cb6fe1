import { useState, type FormEvent } from 'react';
import { callResource } from '../../api/client.ts';
import { formErrors, type FormErrors } from '../../api/form-errors.ts';
import { useTitle } from '../../app/use-title.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { useTwoFactorStatus } from './queries.ts';
import '../../ui/form-controls.css';
import './leave-settings.css';

type Leaving = 'deactivate' | 'delete';

const WORDS: Record<Leaving, { title: string; button: string; confirm: string; points: string[] }> =
  {
    deactivate: {
      title: 'Deactivate your account?',
      button: 'Deactivate account',
      confirm: 'Deactivate',
      points: [
        'Your profile, boards and Pins are hidden from everyone.',
        "You're logged out everywhere.",
        'Log in again with your password any time to bring everything back.',
      ],
    },
    delete: {
      title: 'Delete your account for good?',
      button: 'Delete account',
      confirm: 'Delete forever',
      points: [
        'Your profile, boards, sections and Pins are deleted, with your saves, follows, reactions, invites and settings.',
        'Pins others saved from you stay on their boards as their own.',
        "This can't be undone.",
      ],
    },
  };

/** Settings, "Deactivate or delete": the gentle way to leave and the final one. */
export function LeaveSettings() {
  useTitle('Deactivate or delete');
  const [open, setOpen] = useState<Leaving | null>(null);
  return (
    <section className="settings-section" aria-labelledby="leave-title">
      <h1 id="leave-title">Deactivate or delete</h1>
      <p className="settings-intro">Take a break from Tack, or leave it for good.</p>
      {(['deactivate', 'delete'] as const).map((kind) => (
        <div className="leave-option" key={kind}>
          <h2>{kind === 'deactivate' ? 'Deactivate your account' : 'Delete your account'}</h2>
          <p>
            {kind === 'deactivate'
              ? 'Hide your profile, boards and Pins until you log in again.'
              : 'Delete your account and everything in it. This cannot be undone.'}
          </p>
          <button
            type="button"
            className={kind === 'delete' ? 'btn btn-danger' : 'btn'}
            onClick={() => setOpen(kind)}
          >
            {WORDS[kind].button}
          </button>
        </div>
      ))}
      {open && <ConfirmLeaving kind={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

const NONE: FormErrors = { fields: {}, form: null };

/** Our confirmation: what happens, the password, Cancel first, then the action. */
function ConfirmLeaving({ kind, onClose }: { kind: Leaving; onClose: () => void }) {
  const words = WORDS[kind];
  // With two-factor sign-in on, the server asks for a code as well.
  const twoFactor = useTwoFactorStatus().data?.enabled ?? false;
  const [errors, setErrors] = useState<FormErrors>(NONE);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const password = String(form.get('password') ?? '');
    const code = twoFactor ? String(form.get('code') ?? '') : undefined;
    setBusy(true);
    setErrors(NONE);
    try {
      await (kind === 'delete'
        ? callResource('UserAccountResource', 'delete', { password, code })
        : callResource('UserDeactivationResource', 'create', { password, code }));
      // Signed out now: a fresh load of the page after leaving, with nothing cached from before.
      window.location.replace(kind === 'delete' ? '/account/deleted/' : '/account/deactivated/');
    } catch (err) {
      const next = formErrors(err, ['password', 'code']);
      setErrors(next);
      const first = next.fields.password ? 'password' : next.fields.code ? 'code' : null;
      if (first) document.getElementById(`leave-${first}`)?.focus();
      setBusy(false);
    }
  }
  return (
    <Dialog title={words.title} onClose={onClose}>
      <form className="leave-form" onSubmit={submit} noValidate>
        <ul className="leave-points">
          {words.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        <LeaveField
          name="password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          hint="To be sure it's you."
          error={errors.fields.password}
        />
        {twoFactor && (
          <LeaveField
            name="code"
            label="Code"
            autoComplete="one-time-code"
            hint="The 6 digits your authenticator app shows for Tack, or a recovery code"
            error={errors.fields.code}
          />
        )}
        <div className="save-row">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy}>
            {words.confirm}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** A labelled field of the confirmation, its rule shown up front and its error in words. */
function LeaveField({
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  error,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  hint: string;
  error: string | undefined;
}) {
  const id = `leave-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
      />
      {error ? (
        <span className="field-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : (
        <span className="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
    </div>
  );
}
