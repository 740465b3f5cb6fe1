import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TwoFactorSetup } from '@tack/contract';
import { callResource, formError } from '../../../api/client.ts';
import { settingsKeys, useTwoFactorStatus } from '../queries.ts';
import { EnrollForm } from './EnrollForm.tsx';
import { RecoveryCodesList } from './RecoveryCodesList.tsx';
import { DisableDialog, RegenerateDialog } from './TwoFactorDialogs.tsx';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * Two-factor sign-in: off (turn it on: scan, confirm a code, keep the recovery codes), or on
 * (new recovery codes, or turn it off with the password and a code).
 */
export function TwoFactorPanel() {
  const status = useTwoFactorStatus();
  const qc = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<'off' | 'codes' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: settingsKeys.twoFactor });
    // Turning two-factor off removes the passkeys too.
    void qc.invalidateQueries({ queryKey: settingsKeys.passkeys });
  };

  async function start() {
    setError(null);
    try {
      setSetup(await callResource('TwoFactorEnrollResource', 'create', {}));
    } catch (err) {
      setError(formError(err).message);
    }
  }

  let body;
  if (codes) {
    body = (
      <RecoveryCodesList
        codes={codes}
        onDone={() => {
          setCodes(null);
          refresh();
        }}
      />
    );
  } else if (setup) {
    body = (
      <EnrollForm
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(c) => {
          setSetup(null);
          setCodes(c);
          refresh();
        }}
      />
    );
  } else if (status.data?.enabled) {
    const s = status.data;
    body = (
      <>
        <p className="settings-status">
          <strong>On</strong> since {dateOf(s.enabledAt!)}. Logging in asks for a code from your
          authenticator app after your password. {s.recoveryCodesLeft} of 10 recovery codes left.
        </p>
        <div className="save-row">
          <button type="button" className="btn" onClick={() => setDialog('codes')}>
            New recovery codes
          </button>
          <button type="button" className="btn" onClick={() => setDialog('off')}>
            Turn off
          </button>
        </div>
      </>
    );
  } else if (status.data) {
    body = (
      <>
        <p className="settings-status">
          <strong>Off.</strong> Turn it on and logging in will also ask for a code from an
          authenticator app on your phone, so your password alone is not enough.
        </p>
        <div className="save-row">
          <button type="button" className="btn btn-primary" onClick={() => void start()}>
            Turn on
          </button>
        </div>
      </>
    );
  } else {
    body = <p>{status.isError ? "This couldn't be loaded. Try again later." : 'Loading…'}</p>;
  }

  return (
    <section className="settings-panel" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">Two-factor sign-in</h2>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {body}
      {dialog === 'off' && (
        <DisableDialog
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            refresh();
          }}
        />
      )}
      {dialog === 'codes' && (
        <RegenerateDialog
          onClose={() => setDialog(null)}
          onDone={(c) => {
            setDialog(null);
            setCodes(c);
          }}
        />
      )}
    </section>
  );
}
