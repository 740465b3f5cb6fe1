import { useState, type FormEvent } from 'react';
import { PASSWORD_HINT } from '@tack/contract/account';
import { useToast } from '../../../ui/Toast.tsx';
import { useChangePassword } from '../queries.ts';
import { SettingsField } from '../SettingsField.tsx';
import { useFormErrors } from '../use-form-errors.ts';

const FIELDS = ['current_password', 'new_password'] as const;

/** Change password: the current one, then a new one by the signup rule, shown up front. */
export function PasswordForm() {
  const change = useChangePassword();
  const { errors, clear, fail } = useFormErrors(FIELDS);
  const toast = useToast();
  const [done, setDone] = useState<string | null>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    clear();
    setDone(null);
    try {
      const { signedOutSessions: n } = await change.mutateAsync({
        current_password: String(data.get('current_password') ?? ''),
        new_password: String(data.get('new_password') ?? ''),
      });
      form.reset();
      const message =
        n === 0
          ? 'Password changed.'
          : `Password changed. You were signed out everywhere else (${n} ${n === 1 ? 'session' : 'sessions'}).`;
      setDone(message);
      toast({ text: 'Password changed' });
    } catch (err) {
      fail(err);
    }
  }

  return (
    <section className="settings-panel" aria-labelledby="password-title">
      <h2 id="password-title">Password</h2>
      <p className="settings-note">Changing it signs you out on every other device.</p>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      {done && (
        <p className="settings-status" role="status">
          {done}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <SettingsField
          name="current_password"
          label="Current password"
          error={errors.fields.current_password}
        >
          {(p) => <input {...p} type="password" autoComplete="current-password" required />}
        </SettingsField>
        <SettingsField
          name="new_password"
          label="New password"
          hint={PASSWORD_HINT}
          error={errors.fields.new_password}
        >
          {(p) => <input {...p} type="password" autoComplete="new-password" required />}
        </SettingsField>
        <div className="save-row">
          <button type="submit" className="btn btn-primary" disabled={change.isPending}>
            Change password
          </button>
        </div>
      </form>
    </section>
  );
}
