import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { callResource } from '../../api/client.ts';
import { formErrors, type FormErrors } from '../../api/form-errors.ts';
import { useTitle } from '../../app/use-title.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { authKeys, useSession } from '../auth/queries.ts';
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
  // Set once the account is gone: the page after leaving, not the login the guard would send to.
  const [gone, setGone] = useState<Leaving | null>(null);
  const session = useSession();
  if (gone)
    return (
      <Navigate to={gone === 'delete' ? '/account/deleted/' : '/account/deactivated/'} replace />
    );
  if (session.isPending) return <p className="empty">Loading…</p>;
  if (!session.data?.viewer) return <Navigate to="/login?next=%2Fsettings%2Fleave" replace />;
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
      {open && <ConfirmLeaving kind={open} onClose={() => setOpen(null)} onGone={setGone} />}
    </section>
  );
}

const NONE: FormErrors = { fields: {}, form: null };

/** Our confirmation: what happens, the password, Cancel first, then the action. */
function ConfirmLeaving({
  kind,
  onClose,
  onGone,
}: {
  kind: Leaving;
  onClose: () => void;
  onGone: (kind: Leaving) => void;
}) {
  const words = WORDS[kind];
  const qc = useQueryClient();
  const [errors, setErrors] = useState<FormErrors>(NONE);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    setBusy(true);
    setErrors(NONE);
    try {
      await (kind === 'delete'
        ? callResource('UserAccountResource', 'delete', { password })
        : callResource('UserDeactivationResource', 'create', { password }));
      // Signed out now: nothing cached belongs to anyone any more.
      qc.clear();
      qc.setQueryData(authKeys.session, { isAuthenticated: false, viewer: null });
      onGone(kind);
    } catch (err) {
      const next = formErrors(err, ['password']);
      setErrors(next);
      if (next.fields.password) document.getElementById('leave-password')?.focus();
      setBusy(false);
    }
  }
  const error = errors.fields.password;
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
        <div className="field">
          <label htmlFor="leave-password">Your password</label>
          <input
            id="leave-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'leave-password-error' : 'leave-password-hint'}
          />
          {error ? (
            <span className="field-error" id="leave-password-error" role="alert">
              {error}
            </span>
          ) : (
            <span className="field-hint" id="leave-password-hint">
              To be sure it's you.
            </span>
          )}
        </div>
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
