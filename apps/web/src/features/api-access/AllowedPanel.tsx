import { useState } from 'react';
import type { AllowedApp } from '@tack/contract';
import { formError } from '../../api/client.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { dateOf, lastUsed } from './dates.ts';
import { useRevokeApp } from './queries.ts';

/** The apps you allowed into your account, each with what it may do, and a way to take it back. */
export function AllowedPanel({ allowed }: { allowed: AllowedApp[] }) {
  const revoke = useRevokeApp();
  const toast = useToast();
  const [removing, setRemoving] = useState<AllowedApp | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="settings-panel" aria-labelledby="allowed-title">
      <h2 id="allowed-title">Apps you allowed</h2>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {allowed.length === 0 ? (
        <p className="settings-status">No app can use your account.</p>
      ) : (
        <ul className="settings-list" aria-label="Apps you allowed">
          {allowed.map((a) => (
            <li key={a.appId}>
              <div className="settings-item-text">
                <strong>{a.name}</strong>{' '}
                <span className="settings-note">by @{a.ownerUsername}</span>
                <div className="settings-note">{a.scopes.join(', ')}</div>
                <div className="settings-note">
                  Since {dateOf(a.since)} · {lastUsed(a.lastUsedAt)}
                </div>
              </div>
              <button type="button" className="btn" onClick={() => setRemoving(a)}>
                Remove access<span className="visually-hidden"> of {a.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.name}'s access?`}
          confirmLabel="Remove access"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            const a = removing;
            setRemoving(null);
            setError(null);
            revoke.mutate(a.appId, {
              onSuccess: () => toast({ text: `${a.name} can no longer use your account` }),
              onError: (err) => setError(formError(err).message),
            });
          }}
        >
          <p>Its tokens stop working at once. It can ask you again later.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
