import { useRef, useState } from 'react';
import type { Session } from '@tack/contract';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useTitle } from '../../app/use-title.ts';
import { useToast } from '../../ui/Toast.tsx';
import { AuthForm } from './AuthForm.tsx';
import { PASSWORD_HINT } from '@tack/contract/account';
import { nextLocation } from './next-location.ts';
import { useLogin, useSignup, useViewer } from './queries.ts';
import { TwoFactorStep } from './TwoFactorStep.tsx';
import { applyTheme } from '../../ui/theme/apply-theme.ts';
import { useInvite } from '../invites/use-invite.ts';
import { inviteLoginHeader } from '../invites/landing-rules.ts';

// The account pages ride in this chunk (app/router.tsx says why).
export { pages as accountPages } from '../account/pages.tsx';
// Loaded with these pages, so the first load's script names no chunk of its own (its budget
// counts every route): the signed-out page after leaving an account.
export { AccountGone } from './AccountGonePage.tsx';

export function LoginPage() {
  useTitle('Log in');
  const login = useLogin();
  const toast = useToast();
  const navigate = useNavigate();
  const { search } = useLocation();
  const viewer = useViewer();
  // A board invite link (MC §2.2, §8): "{name} invited you to join their board".
  const params = new URLSearchParams(search);
  const boardInvite = params.has('board_url');
  const invite = useInvite(boardInvite ? params.get('invite_code') : null);
  const title = boardInvite ? inviteLoginHeader(invite?.sender.first_name) : 'Log in to Tack';
  // Two-factor sign-in: the password was right, a code finishes the login.
  const [needsCode, setNeedsCode] = useState(false);
  // Logged in, with the password or the code: a deactivated account came back, and it says so.
  const welcomed = (session: Session) => {
    if (session.viewer) applyTheme(session.viewer.theme);
    if (session.reactivated)
      toast({ text: 'Welcome back! Your account is active again.', duration: 6000 });
    navigate(nextLocation(search), { replace: true });
  };
  if (viewer) return <Navigate to={nextLocation(search)} replace />;
  if (needsCode) return <TwoFactorStep onDone={welcomed} onRestart={() => setNeedsCode(false)} />;
  return (
    <AuthForm
      title={title}
      submitLabel="Log in"
      fields={[
        { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
        { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
      ]}
      onSubmit={async (v) => {
        const session = await login.mutateAsync({
          email: v.email ?? '',
          password: v.password ?? '',
        });
        if (session.twoFactorRequired) setNeedsCode(true);
        else welcomed(session);
      }}
      footer={
        <>
          <div>
            <Link to="/password/reset/">Forgot your password?</Link>
          </div>
          <p>
            Not on Tack yet? <Link to={`/signup${search}`}>Sign up</Link>
          </p>
          <p>
            Choose what Tack may do with cookies in your{' '}
            <Link to="/settings/cookies">cookie settings</Link>.
          </p>
        </>
      }
    />
  );
}

export function SignupPage() {
  useTitle('Sign up');
  const signup = useSignup();
  const navigate = useNavigate();
  const { search } = useLocation();
  const viewer = useViewer();
  // Set while signing up: the new session must not send the page on before onboarding.
  const signingUp = useRef(false);
  if (viewer && !signingUp.current) return <Navigate to={nextLocation(search)} replace />;
  return (
    <AuthForm
      title="Welcome to Tack"
      submitLabel="Sign up"
      fields={[
        { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
        {
          name: 'password',
          label: 'Password',
          type: 'password',
          autoComplete: 'new-password',
          hint: PASSWORD_HINT,
        },
        {
          name: 'username',
          label: 'Username',
          autoComplete: 'username',
          maxLength: 30,
          hint: '3 to 30 letters, numbers or underscores (_)',
        },
        { name: 'first_name', label: 'First name', autoComplete: 'given-name', maxLength: 30 },
      ]}
      onSubmit={async (v) => {
        signingUp.current = true;
        try {
          await signup.mutateAsync({
            email: v.email ?? '',
            password: v.password ?? '',
            username: v.username ?? '',
            first_name: v.first_name ?? '',
          });
        } catch (err) {
          signingUp.current = false;
          throw err;
        }
        // Onboarding first; it goes on to where the person was headed (`next`).
        navigate(`/signup/welcome/${search}`, { replace: true });
      }}
      footer={
        <>
          <p>
            Already a member? <Link to={`/login${search}`}>Log in</Link>
          </p>
          <p>
            Choose what Tack may do with cookies in your{' '}
            <Link to="/settings/cookies">cookie settings</Link>.
          </p>
        </>
      }
    />
  );
}
