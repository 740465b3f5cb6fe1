import { useState, type FormEvent } from 'react';
import type { NewPersonalToken, PersonalToken } from '@tack/contract';
import { API_SCOPES, API_SCOPE_NAMES, type ApiScope } from '@tack/contract/constants';
import { formError } from '../../api/client.ts';
import { formErrors, type FormErrors } from '../../api/form-errors.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { SettingsField } from '../settings/SettingsField.tsx';
import { dateOf, lastUsed } from './dates.ts';
import { useCreateToken, useDeleteToken } from './queries.ts';
import { ShownOnce } from './ShownOnce.tsx';

const NONE: FormErrors = { fields: {}, form: null };

/** Personal access tokens: for a script of one's own, with the scopes chosen here. */
export function TokensPanel({ tokens }: { tokens: PersonalToken[] }) {
  const create = useCreateToken();
  const remove = useDeleteToken();
  const toast = useToast();
  const [made, setMade] = useState<NewPersonalToken | null>(null);
  const [revoking, setRevoking] = useState<PersonalToken | null>(null);
  const [errors, setErrors] = useState<FormErrors>(NONE);
  const [scopes, setScopes] = useState<Set<ApiScope>>(new Set(['boards:read', 'pins:read']));

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const name = String(new FormData(form).get('name') ?? '');
    setErrors(NONE);
    create.mutate(
      { name, scopes: API_SCOPE_NAMES.filter((s) => scopes.has(s)) },
      {
        onSuccess: (token) => {
          setMade(token);
          form.reset();
        },
        onError: (err) => setErrors(formErrors(err, ['name', 'scopes'])),
      },
    );
  }
  const toggle = (scope: ApiScope, on: boolean) =>
    setScopes((now) => {
      const next = new Set(now);
      if (on) next.add(scope);
      else next.delete(scope);
      return next;
    });

  return (
    <section className="settings-panel" aria-labelledby="tokens-title">
      <h2 id="tokens-title">Personal access tokens</h2>
      <p className="settings-status">
        For your own scripts: send one as <code>Authorization: Bearer …</code>. It acts as you,
        within the scopes you pick, until you revoke it.
      </p>
      {tokens.length > 0 && (
        <ul className="settings-list" aria-label="Personal access tokens">
          {tokens.map((t) => (
            <li key={t.id}>
              <div className="settings-item-text">
                <strong>{t.name}</strong>
                <div className="settings-note">{t.scopes.join(', ')}</div>
                <div className="settings-note">
                  Made {dateOf(t.createdAt)} · {lastUsed(t.lastUsedAt)}
                </div>
              </div>
              <button type="button" className="btn" onClick={() => setRevoking(t)}>
                Revoke<span className="visually-hidden"> {t.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {made ? (
        <ShownOnce
          label={`Your token “${made.name}”`}
          value={made.token}
          onDone={() => setMade(null)}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          {errors.form && (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          )}
          <SettingsField
            name="name"
            id="token-name"
            label="Token name"
            hint="What it is for, such as “backup script”."
            error={errors.fields.name}
          >
            {(control) => <input {...control} type="text" maxLength={60} autoComplete="off" />}
          </SettingsField>
          <fieldset
            className="scope-choices"
            aria-describedby={errors.fields.scopes ? 'scopes-error' : undefined}
          >
            <legend>Scopes</legend>
            {API_SCOPE_NAMES.map((s) => (
              <label key={s} className="scope-choice">
                <input
                  type="checkbox"
                  checked={scopes.has(s)}
                  onChange={(e) => toggle(s, e.target.checked)}
                />
                <span>
                  <code>{s}</code>
                  <span className="settings-note">{API_SCOPES[s]}</span>
                </span>
              </label>
            ))}
            {errors.fields.scopes && (
              <span className="field-error" id="scopes-error">
                {errors.fields.scopes}
              </span>
            )}
          </fieldset>
          <div className="save-row">
            <button type="submit" className="btn btn-primary" disabled={create.isPending}>
              Make token
            </button>
          </div>
        </form>
      )}
      {revoking && (
        <ConfirmDialog
          title={`Revoke “${revoking.name}”?`}
          confirmLabel="Revoke"
          onCancel={() => setRevoking(null)}
          onConfirm={() => {
            const t = revoking;
            setRevoking(null);
            remove.mutate(t.id, {
              onSuccess: () => toast({ text: `Revoked ${t.name}` }),
              onError: (err) => setErrors({ fields: {}, form: formError(err).message }),
            });
          }}
        >
          <p>Scripts using it stop working at once.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
