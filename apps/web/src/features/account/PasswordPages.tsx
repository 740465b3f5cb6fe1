import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, callResource, formError } from '../../api/client.ts';
import { ErrorPage, LoadFailed } from '../../app/ErrorPage.tsx';
import { useTitle } from '../../app/use-title.ts';
import { AuthForm } from '../auth/AuthForm.tsx';
import { authKeys } from '../auth/queries.ts';
import { TwoFactorStep } from '../auth/TwoFactorStep.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { PASSWORD_HINT } from '@tack/contract/account';
import './account.css';

/** `/password/reset/`: "Forgot your password?". Says the same whether the address has an account. */
export function PasswordResetRequestPage() {
  useTitle('Reset your password');
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo)
    return (
      <section className="auth-card" aria-labelledby="reset-sent">
        <h1 id="reset-sent">Check your email</h1>
        <p role="status">
          If <strong>{sentTo}</strong> has a Tack account, we sent it a link to choose a new
          password. The link works for one hour.
        </p>
        <p>No email after a few minutes? Check your spam folder, or ask again.</p>
        <p>
          <button type="button" className="btn" onClick={() => setSentTo(null)}>
            Ask again
          </button>
        </p>
        <div>
          <Link to="/login">Back to log in</Link>
        </div>
      </section>
    );
  return (
    <AuthForm
      title="Reset your password"
      intro="Enter the email of your account and we'll send you a link to choose a new password."
      submitLabel="Send reset link"
      fields={[{ name: 'email', label: 'Email', type: 'email', autoComplete: 'email' }]}
      onSubmit={async (v) => {
        await callResource('PasswordResetRequestResource', 'create', { email: v.email ?? '' });
        setSentTo((v.email ?? '').trim());
      }}
      footer={
        <p>
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      }
    />
  );
}

/** `/pw/{username}/?token=...`: the reset link from mail. Says at once if the link no longer works. */
export function PasswordResetPage() {
  useTitle('Choose a new password');
  const { username = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const qc = useQueryClient();
  // Two-factor sign-in on: the new password is set, and a code finishes the login.
  const [needsCode, setNeedsCode] = useState(false);
  const check = useQuery({
    queryKey: ['password-reset', username, token],
    queryFn: () => callResource('PasswordResetResource', 'get', { username, token }),
    retry: false,
    staleTime: Infinity,
  });
  if (needsCode)
    return (
      <TwoFactorStep
        onDone={() => navigate('/', { replace: true })}
        onRestart={() => navigate('/login', { replace: true })}
      />
    );
  if (check.isPending) return <p className="empty">Checking your link…</p>;
  if (check.error) {
    if (
      !(check.error instanceof ApiError) ||
      check.error.status >= 500 ||
      check.error.status === 429
    )
      return check.error instanceof ApiError && check.error.status === 429 ? (
        <ErrorPage title="Too many attempts" message={check.error.message} />
      ) : (
        <LoadFailed />
      );
    return (
      <ErrorPage
        title={
          check.error.code === 'token_expired' ? 'This link has expired' : "This link doesn't work"
        }
        message={formError(check.error).message}
      >
        <Link className="btn" to="/password/reset/">
          Send a new link
        </Link>
      </ErrorPage>
    );
  }
  return (
    <AuthForm
      title="Choose a new password"
      intro={`For @${check.data.username}. Choosing it signs you out on every other device.`}
      submitLabel="Save and log in"
      fields={[
        {
          name: 'password',
          label: 'New password',
          type: 'password',
          autoComplete: 'new-password',
          hint: PASSWORD_HINT,
        },
      ]}
      onSubmit={async (v) => {
        const session = await callResource('PasswordResetResource', 'update', {
          username,
          token,
          password: v.password ?? '',
        });
        if (session.twoFactorRequired) return setNeedsCode(true);
        qc.clear();
        qc.setQueryData(authKeys.session, session);
        navigate('/', { replace: true });
      }}
      // A refused link (used meanwhile) names the token, which is no field of this form.
      footer={
        <div>
          <Link to="/password/reset/">Need a new link?</Link>
        </div>
      }
    />
  );
}

/** `/secure/panic/`: for a person who thinks someone else got into their account. */
export function SecurePanicPage() {
  useTitle('Secure your account');
  const qc = useQueryClient();
  const session = useQuery({
    queryKey: authKeys.session,
    queryFn: () => callResource('UserSessionResource', 'get', {}),
  });
  const [confirming, setConfirming] = useState(false);
  const panic = useMutation({
    mutationFn: () => callResource('SecurePanicResource', 'create', {}),
    onSuccess: (s) => {
      // Signed out: drop what was seen signed in, but keep the session query itself, so the
      // header (which watches it) hears of the change without a navigation.
      qc.setQueryData(authKeys.session, s);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.session[0] });
    },
  });
  const viewer = session.data?.viewer ?? null;
  if (panic.isSuccess)
    return (
      <section className="narrow-page" aria-labelledby="panic-done">
        <h1 id="panic-done">Your account is secured</h1>
        <p role="status">
          Every device was signed out. We sent a link to your email: choose a new password with it
          to log in again. Until then no one can log in, even with your old password.
        </p>
      </section>
    );
  return (
    <section className="narrow-page" aria-labelledby="panic-title">
      <h1 id="panic-title">Secure your account</h1>
      <p>If you think someone else got into your Tack account, secure it here. This:</p>
      <ul className="plain-list">
        <li>signs your account out on every device, this one too;</li>
        <li>stops anyone logging in, even with your current password;</li>
        <li>sends a link to your email to choose a new password.</li>
      </ul>
      {viewer ? (
        <>
          <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
            Secure my account
          </button>
          {panic.error && (
            <p className="field-error" role="alert">
              {formError(panic.error).message}
            </p>
          )}
          {confirming && (
            <PanicConfirm
              email={viewer.email}
              onCancel={() => setConfirming(false)}
              onConfirm={() => {
                setConfirming(false);
                panic.mutate();
              }}
            />
          )}
        </>
      ) : (
        <>
          <p>
            Can&apos;t log in, or not on this device? Reset your password: that also signs your
            account out everywhere.
          </p>
          <p className="account-actions">
            <Link className="btn btn-primary" to="/password/reset/">
              Reset my password
            </Link>
            <Link className="btn" to="/login?next=/secure/panic/">
              Log in to secure it
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

function PanicConfirm(props: { email: string; onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      title="Secure your account?"
      confirmLabel="Sign out everywhere"
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    >
      <p>
        You will be signed out here too. To log in again, use the link we send to {props.email}.
      </p>
    </ConfirmDialog>
  );
}
