import { useState } from 'react';
import type { ActiveSession } from '@tack/contract';
import { formError } from '../../../api/client.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { useToast } from '../../../ui/Toast.tsx';
import { timeAgo } from '../../pins/rules/format.ts';
import { useRevokeSessions, useSessions } from '../queries.ts';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** Where you are signed in: this device first, then each other with a way to sign it out. */
export function SessionsPanel() {
  const sessions = useSessions();
  const revoke = useRevokeSessions();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  const signOut = (o: { id: string } | { others: true }, done: string) => {
    setError(null);
    revoke.mutate(o, {
      onSuccess: () => toast({ text: done }),
      onError: (err) => setError(formError(err).message),
    });
  };

  return (
    <section className="settings-panel" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Where you're signed in</h2>
      {sessions.isPending && <p>Loading…</p>}
      {sessions.isError && <p className="form-error">These couldn't be loaded. Try again later.</p>}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {sessions.data && (
        <ul className="settings-list" aria-label="Sessions">
          {sessions.data.map((s) => (
            <SessionRow
              key={s.id}
              session={s}
              busy={revoke.isPending}
              onSignOut={() => signOut({ id: s.id }, `Signed out ${s.device}`)}
            />
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <div className="save-row">
          <button type="button" className="btn" onClick={() => setConfirming(true)}>
            Sign out of all other sessions
          </button>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title="Sign out everywhere else?"
          confirmLabel="Sign out"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            signOut({ others: true }, 'Signed out of every other session');
          }}
        >
          <p>
            {others.length === 1 ? 'One other session' : `${others.length} other sessions`} will
            need to log in again. This one stays signed in.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function SessionRow({
  session: s,
  busy,
  onSignOut,
}: {
  session: ActiveSession;
  busy: boolean;
  onSignOut: () => void;
}) {
  return (
    <li>
      <div className="settings-item-text">
        <strong>{s.device}</strong>
        {s.current && <span className="settings-badge">This device</span>}
        <div className="settings-note">
          {s.current ? 'Active now' : `Last used ${timeAgo(s.lastUsedAt).toLowerCase()}`}
          {s.ip && ` · ${s.ip}`} · Signed in {dateOf(s.createdAt)}
        </div>
      </div>
      {!s.current && (
        <button type="button" className="btn" disabled={busy} onClick={onSignOut}>
          Sign out<span className="visually-hidden"> {s.device}</span>
        </button>
      )}
    </li>
  );
}
