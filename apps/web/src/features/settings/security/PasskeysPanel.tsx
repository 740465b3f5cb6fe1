import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Passkey } from '@tack/contract';
import { useToast } from '../../../ui/Toast.tsx';
import { timeAgo } from '../../pins/rules/format.ts';
import { settingsKeys, usePasskeys, useTwoFactorStatus } from '../queries.ts';
import { AddPasskeyDialog, RemovePasskeyDialog } from './PasskeyDialogs.tsx';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * Passkeys: a second way to give login's second step, beside the app's code. Shown once
 * two-factor sign-in is on (the server refuses a passkey before that).
 */
export function PasskeysPanel() {
  const status = useTwoFactorStatus();
  const on = status.data?.enabled === true;
  const passkeys = usePasskeys(on);
  const qc = useQueryClient();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const put = (list: Passkey[]) => qc.setQueryData(settingsKeys.passkeys, list);
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  return (
    <section className="settings-panel" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">Passkeys</h2>
      {!on ? (
        <p className="settings-status">
          Turn on two-factor sign-in first. Then you can add a passkey and use your device's screen
          lock instead of typing a code.
        </p>
      ) : (
        <>
          <p className="settings-status">
            After your password, confirm with a passkey on this device or a security key instead of
            a code.
          </p>
          {passkeys.isError && (
            <p className="form-error">These couldn't be loaded. Try again later.</p>
          )}
          {passkeys.data && passkeys.data.length > 0 && (
            <ul className="settings-list" aria-label="Passkeys">
              {passkeys.data.map((p) => (
                <li key={p.id}>
                  <div className="settings-item-text">
                    <strong>{p.name}</strong>
                    <div className="settings-note">
                      Added {dateOf(p.createdAt)} ·{' '}
                      {p.lastUsedAt
                        ? `Last used ${timeAgo(p.lastUsedAt).toLowerCase()}`
                        : 'Not used yet'}
                    </div>
                  </div>
                  <button type="button" className="btn" onClick={() => setRemoving(p)}>
                    Remove<span className="visually-hidden"> {p.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="save-row">
            {supported ? (
              <button type="button" className="btn" onClick={() => setAdding(true)}>
                Add a passkey
              </button>
            ) : (
              <p className="settings-note">This browser can't make passkeys.</p>
            )}
          </div>
        </>
      )}
      {adding && (
        <AddPasskeyDialog
          onClose={() => setAdding(false)}
          onDone={(list) => {
            setAdding(false);
            put(list);
            toast({ text: 'Passkey added' });
          }}
        />
      )}
      {removing && (
        <RemovePasskeyDialog
          passkey={removing}
          onClose={() => setRemoving(null)}
          onDone={(list) => {
            setRemoving(null);
            put(list);
            toast({ text: `Removed ${removing.name}` });
          }}
        />
      )}
    </section>
  );
}
