import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '@tack/contract';
import { callResource, formError } from '../../api/client.ts';
import { passkeyPromptError } from '../settings/security/passkey-prompt-error.ts';
import { AuthForm } from './AuthForm.tsx';
import { authKeys } from './queries.ts';

/**
 * The second step of logging in to an account with two-factor sign-in: a code from the app, or
 * a recovery code, within five minutes of the password; after that, back to the first step.
 */
export function TwoFactorStep({
  onDone,
  onRestart,
}: {
  onDone: (session: Session) => void;
  onRestart: () => void;
}) {
  const qc = useQueryClient();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const signedIn = (session: Session) => {
    qc.clear();
    qc.setQueryData(authKeys.session, session);
    onDone(session);
  };

  /** The passkey instead of the code; the WebAuthn library loads only when chosen. */
  async function signInWithPasskey() {
    setPasskeyError(null);
    setPasskeyBusy(true);
    try {
      const options = await callResource('PasskeyLoginOptionsResource', 'create', {});
      const { startAuthentication } = await import('@simplewebauthn/browser');
      let response;
      try {
        response = await startAuthentication({ optionsJSON: options as never });
      } catch (err) {
        setPasskeyError(passkeyPromptError(err));
        return;
      }
      signedIn(
        await callResource('PasskeyLoginResource', 'create', { response: response as never }),
      );
    } catch (err) {
      setPasskeyError(formError(err).message);
    } finally {
      setPasskeyBusy(false);
    }
  }

  return (
    <AuthForm
      title="Enter your code"
      submitLabel="Log in"
      fields={[
        {
          name: 'code',
          label: 'Code',
          autoComplete: 'one-time-code',
          maxLength: 40,
          hint: 'The 6 digits your authenticator app shows for Tack, or one of your recovery codes',
        },
      ]}
      onSubmit={async (v) => {
        const session = await callResource('TwoFactorLoginResource', 'create', {
          code: v.code ?? '',
        });
        signedIn(session);
      }}
      footer={
        <>
          <div className="passkey-alternative">
            <p>Or, if you added a passkey in Settings:</p>
            {passkeyError && (
              <p className="form-error" role="alert">
                {passkeyError}
              </p>
            )}
            <button
              type="button"
              className="btn"
              disabled={passkeyBusy}
              onClick={() => void signInWithPasskey()}
            >
              {passkeyBusy ? 'Waiting for your passkey…' : 'Use a passkey'}
            </button>
          </div>
          <p>
            Took too long, or not your account?{' '}
            <button type="button" className="link-button" onClick={onRestart}>
              Back to log in
            </button>
          </p>
        </>
      }
    />
  );
}
