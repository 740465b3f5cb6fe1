import { useState, type FormEvent, type ReactNode } from 'react';
import { formError } from '../../api/client.ts';

export interface FieldDef {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
}

/** A form whose server errors land on the field the server names, or above the form. */
export function AuthForm({
  title,
  fields,
  submitLabel,
  onSubmit,
  footer,
}: {
  title: string;
  fields: FieldDef[];
  submitLabel: string;
  onSubmit: (values: Record<string, string>) => Promise<unknown>;
  footer?: ReactNode;
}) {
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const values = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(values);
    } catch (err) {
      setError(formError(err));
    } finally {
      setBusy(false);
    }
  }
  const fieldError = (name: string) => (error?.field === name ? error.message : null);
  return (
    <div className="auth-card">
      <h1>{title}</h1>
      {error && !fields.some((f) => f.name === error.field) && (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        {fields.map((f) => (
          <div className="field" key={f.name}>
            <label htmlFor={`f-${f.name}`}>{f.label}</label>
            <input
              id={`f-${f.name}`}
              name={f.name}
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete}
              maxLength={f.maxLength}
              aria-invalid={fieldError(f.name) ? true : undefined}
              aria-describedby={fieldError(f.name) ? `e-${f.name}` : undefined}
              required
            />
            {fieldError(f.name) && (
              <span className="field-error" id={`e-${f.name}`} role="alert">
                {fieldError(f.name)}
              </span>
            )}
          </div>
        ))}
        <button
          className="btn btn-primary"
          type="submit"
          disabled={busy}
          style={{ width: '100%', justifyContent: 'center' }}
        >
          {submitLabel}
        </button>
      </form>
      {footer}
    </div>
  );
}
