import { type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callResource, formError } from '../../api/client.ts';
import { useViewer } from '../auth/queries.ts';
import { SettingsField } from '../settings/SettingsField.tsx';
import { useFormErrors } from '../settings/use-form-errors.ts';

const FIELDS = ['new_email', 'password'] as const;
export const emailChangeKey = ['email-change'] as const;

/**
 * Change one's email, inside the settings page's Email panel: the new address and the current
 * password. Nothing changes until the link sent to the new address is opened; the form says so,
 * shows a change still waiting, and offers a new confirmation link for an unconfirmed address.
 */
export function EmailChangeForm() {
  const viewer = useViewer();
  const qc = useQueryClient();
  const pending = useQuery({
    queryKey: emailChangeKey,
    queryFn: () => callResource('EmailChangeResource', 'get', {}),
    enabled: viewer !== null,
  });
  const { errors, clear, fail } = useFormErrors(FIELDS);
  const change = useMutation({
    mutationFn: (o: { new_email: string; password: string }) =>
      callResource('EmailChangeResource', 'create', o),
    onSuccess: (data) => qc.setQueryData(emailChangeKey, data),
  });
  const resend = useMutation({
    mutationFn: () => callResource('EmailVerificationResource', 'create', {}),
  });
  if (!viewer) return null;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    clear();
    try {
      await change.mutateAsync({
        new_email: String(data.get('new_email') ?? ''),
        password: String(data.get('password') ?? ''),
      });
      form.reset();
    } catch (err) {
      fail(err);
    }
  }

  const waiting = pending.data?.pendingEmail;
  return (
    <>
      {viewer.emailVerified ? (
        <p className="settings-note">It is confirmed.</p>
      ) : (
        <div className="settings-note">
          <p>It is not confirmed yet: open the link we sent to it.</p>
          {resend.data ? (
            <p role="status">
              {resend.data.status === 'sent'
                ? `We sent a new link to ${resend.data.sentTo}.`
                : 'Your email is already confirmed.'}
            </p>
          ) : (
            <button
              type="button"
              className="btn"
              disabled={resend.isPending}
              onClick={() => resend.mutate()}
            >
              Send a new link
            </button>
          )}
          {resend.error && (
            <p className="field-error" role="alert">
              {formError(resend.error).message}
            </p>
          )}
        </div>
      )}
      {waiting && (
        <p className="settings-status" role="status">
          We sent a link to <strong>{waiting}</strong>. Your email changes when you open it.
        </p>
      )}
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <form onSubmit={submit} noValidate aria-label="Change your email">
        <SettingsField
          name="new_email"
          label="New email"
          hint="We send a link there; the change happens when you open it"
          error={errors.fields.new_email}
        >
          {(p) => <input {...p} type="email" autoComplete="email" required />}
        </SettingsField>
        <SettingsField
          name="password"
          label="Password"
          hint="Your current password, to make sure it's you"
          error={errors.fields.password}
        >
          {(p) => <input {...p} type="password" autoComplete="current-password" required />}
        </SettingsField>
        <div className="save-row">
          <button type="submit" className="btn btn-primary" disabled={change.isPending}>
            Change email
          </button>
        </div>
      </form>
    </>
  );
}
