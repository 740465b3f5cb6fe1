import { useState, type FormEvent, type ReactNode } from 'react';
import { formErrors, type FormErrors } from '../../api/form-errors.ts';
import './auth-form.css';

export interface FieldDef {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
  /** The field's rule, shown under it before anyone types ("At least 8 characters"). */
  hint?: string;
}

const NONE: FormErrors = { fields: {}, form: null };

/**
 * A form whose server errors land under every field the server names, all at once, or above the
 * form when they name none of its fields. Each field's rule is shown up front as a hint.
 */
export function AuthForm({
  title,
  fields,
  submitLabel,
  onSubmit,
  footer,
  intro,
}: {
  title: string;
  /** A sentence under the title: what this form does. */
  intro?: string;
  fields: FieldDef[];
  submitLabel: string;
  onSubmit: (values: Record<string, string>) => Promise<unknown>;
  footer?: ReactNode;
}) {
  const [errors, setErrors] = useState<FormErrors>(NONE);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const values = Object.fromEntries(new FormData(e.currentTarget)) as Record<string, string>;
    setBusy(true);
    setErrors(NONE);
    try {
      await onSubmit(values);
    } catch (err) {
      const next = formErrors(
        err,
        fields.map((f) => f.name),
      );
      setErrors(next);
      // Focus the first field to fix, so a keyboard or screen reader user lands on it.
      const first = fields.find((f) => next.fields[f.name]);
      if (first) document.getElementById(`f-${first.name}`)?.focus();
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="auth-card">
      <h1>{title}</h1>
      {intro && <p className="auth-intro">{intro}</p>}
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        {fields.map((f) => {
          const error = errors.fields[f.name];
          const describedBy = [f.hint && `h-${f.name}`, error && `e-${f.name}`]
            .filter(Boolean)
            .join(' ');
          return (
            <div className="field" key={f.name}>
              <label htmlFor={`f-${f.name}`}>{f.label}</label>
              <input
                id={`f-${f.name}`}
                name={f.name}
                type={f.type ?? 'text'}
                autoComplete={f.autoComplete}
                maxLength={f.maxLength}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
                required
              />
              {f.hint && (
                <span className="field-hint" id={`h-${f.name}`}>
                  {f.hint}
                </span>
              )}
              {error && (
                <span className="field-error" id={`e-${f.name}`}>
                  {error}
                </span>
              )}
            </div>
          );
        })}
        {Object.keys(errors.fields).length > 0 && (
          <p className="visually-hidden" role="alert">
            {fields
              .filter((f) => errors.fields[f.name])
              .map((f) => `${f.label}: ${errors.fields[f.name]}`)
              .join('. ')}
          </p>
        )}
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
