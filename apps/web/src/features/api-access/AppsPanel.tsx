import { useState, type FormEvent } from 'react';
import type { ApiApp, NewApiApp } from '@tack/contract';
import { ApiError, formError, withoutPath } from '../../api/client.ts';
import { formErrors, type FormErrors } from '../../api/form-errors.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { SettingsField } from '../settings/SettingsField.tsx';
import { dateOf } from './dates.ts';
import { useCreateApp, useDeleteApp } from './queries.ts';
import { ShownOnce } from './ShownOnce.tsx';

const NONE: FormErrors = { fields: {}, form: null };

/** The redirect URIs as typed: one a line, blank lines ignored. */
const urisOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The server names a bad address by its line (`redirect_uris.1`): the box shows it. */
function appErrors(err: unknown): FormErrors {
  if (err instanceof ApiError && err.field?.startsWith('redirect_uris.'))
    return { fields: { redirect_uris: withoutPath(err.message) }, form: null };
  return formErrors(err, ['name', 'redirect_uris']);
}

/** Apps: a tool that asks people (you, or others) to allow it through the OAuth consent screen. */
export function AppsPanel({ apps }: { apps: ApiApp[] }) {
  const create = useCreateApp();
  const remove = useDeleteApp();
  const toast = useToast();
  const [made, setMade] = useState<NewApiApp | null>(null);
  const [deleting, setDeleting] = useState<ApiApp | null>(null);
  const [errors, setErrors] = useState<FormErrors>(NONE);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setErrors(NONE);
    create.mutate(
      {
        name: String(data.get('name') ?? ''),
        redirect_uris: urisOf(String(data.get('redirect_uris') ?? '')),
      },
      {
        onSuccess: (app) => {
          setMade(app);
          form.reset();
        },
        onError: (err) => setErrors(appErrors(err)),
      },
    );
  }

  return (
    <section className="settings-panel" aria-labelledby="apps-title">
      <h2 id="apps-title">Your apps</h2>
      <p className="settings-status">
        An app sends people to Tack&apos;s consent screen, then trades the code it gets back for
        tokens with its client id and secret, as with Pinterest.
      </p>
      {apps.length > 0 && (
        <ul className="settings-list" aria-label="Your apps">
          {apps.map((a) => (
            <li key={a.id}>
              <div className="settings-item-text">
                <strong>{a.name}</strong>
                <div className="settings-note">
                  Client id <code>{a.clientId}</code> · made {dateOf(a.createdAt)}
                </div>
                <div className="settings-note">Redirects to {a.redirectUris.join(', ')}</div>
              </div>
              <button type="button" className="btn" onClick={() => setDeleting(a)}>
                Delete<span className="visually-hidden"> {a.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {made ? (
        <div>
          <p>
            <strong>{made.name}</strong>: client id <code>{made.clientId}</code>
          </p>
          <ShownOnce label="Client secret" value={made.clientSecret} onDone={() => setMade(null)} />
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          {errors.form && (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          )}
          <SettingsField
            name="name"
            id="app-name"
            label="App name"
            hint="People see it on the consent screen."
            error={errors.fields.name}
          >
            {(control) => <input {...control} type="text" maxLength={60} autoComplete="off" />}
          </SettingsField>
          <SettingsField
            name="redirect_uris"
            label="Redirect URIs"
            hint="One a line: https:// addresses, or http:// on localhost or 127.0.0.1."
            error={errors.fields.redirect_uris}
          >
            {(control) => <textarea {...control} rows={3} spellCheck={false} />}
          </SettingsField>
          <div className="save-row">
            <button type="submit" className="btn btn-primary" disabled={create.isPending}>
              Register app
            </button>
          </div>
        </form>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete “${deleting.name}”?`}
          confirmLabel="Delete app"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const a = deleting;
            setDeleting(null);
            remove.mutate(a.id, {
              onSuccess: () => toast({ text: `Deleted ${a.name}` }),
              onError: (err) => setErrors({ fields: {}, form: formError(err).message }),
            });
          }}
        >
          <p>Every token it holds stops working, for everyone who allowed it.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
