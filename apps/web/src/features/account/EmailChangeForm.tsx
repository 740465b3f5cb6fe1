import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callResource } from '../../api/client.ts';
import { formErrors, type FormErrors } from '../../api/form-errors.ts';
import { useViewer } from '../auth/queries.ts';
import '../auth/auth-form.css';

const NONE: FormErrors = { fields: {}, form: null };
export const emailChangeKey = ['email-change'] as const;

/**
 * Change one's email: the new address and the current password. Nothing changes until the link
 * sent to the new address is opened; the form says so, and shows a change still waiting.
 * A block for the settings page (it places it); it has no heading of its own above h2.
 */
export function EmailChangeForm() {
  const viewer = useViewer();
  const qc = useQueryClient();
  const pending = useQuery({
    queryKey: emailChangeKey,
    queryFn: () => callResource('EmailChangeResource', 'get', {}),
    enabled: viewer !== null,
  });
  const [errors, setErrors] = useState<FormErrors>(NONE);
  const change = useMutation({
    mutationFn: (o: { new_email: string; password: string }) =>
      callResource('EmailChangeResource', 'create', o),
    onSuccess: (data) => qc.setQueryData(emailChangeKey, data),
  });
  if (!viewer) return null;
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const v = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setErrors(NONE);
    try {
      await change.mutateAsync({ new_email: v.new_email ?? '', password: v.password ?? '' });
      form.reset();
    } catch (err) {
      const next = formErrors(err, ['new_email', 'password']);
      setErrors(next);
      const first = ['new_email', 'password'].find((f) => next.fields[f]);
      if (first) document.getElementById(`ec-${first}`)?.focus();
    }
  }
  const waiting = pending.data?.pendingEmail;
  return (
    <form className="email-change" onSubmit={submit} noValidate aria-labelledby="ec-title">
      <h2 id="ec-title">Email</h2>
      <p>
        Your email is <strong>{viewer.email}</strong>
        {viewer.emailVerified ? ' (confirmed).' : ' (not confirmed yet).'}
      </p>
      {waiting && (
        <p role="status">
          We sent a link to <strong>{waiting}</strong>. Your email changes when you open it.
        </p>
      )}
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <Field
        id="new_email"
        label="New email"
        type="email"
        auto="email"
        error={errors.fields.new_email}
      />
      <Field
        id="password"
        label="Current password"
        type="password"
        auto="current-password"
        hint="To make sure it's you"
        error={errors.fields.password}
      />
      <button className="btn btn-primary" type="submit" disabled={change.isPending}>
        Change email
      </button>
    </form>
  );
}

function Field(p: {
  id: string;
  label: string;
  type: string;
  auto: string;
  hint?: string;
  error?: string;
}) {
  const describedBy = [p.hint && `ec-h-${p.id}`, p.error && `ec-e-${p.id}`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={`ec-${p.id}`}>{p.label}</label>
      <input
        id={`ec-${p.id}`}
        name={p.id}
        type={p.type}
        autoComplete={p.auto}
        aria-invalid={p.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        required
      />
      {p.hint && (
        <span className="field-hint" id={`ec-h-${p.id}`}>
          {p.hint}
        </span>
      )}
      {p.error && (
        <span className="field-error" id={`ec-e-${p.id}`}>
          {p.error}
        </span>
      )}
    </div>
  );
}
