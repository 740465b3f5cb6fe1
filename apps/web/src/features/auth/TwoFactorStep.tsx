import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '@tack/contract';
import { callResource } from '../../api/client.ts';
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
        qc.clear();
        qc.setQueryData(authKeys.session, session);
        onDone(session);
      }}
      footer={
        <p>
          Took too long, or not your account?{' '}
          <button type="button" className="link-button" onClick={onRestart}>
            Back to log in
          </button>
        </p>
      }
    />
  );
}
