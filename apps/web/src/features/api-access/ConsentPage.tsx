import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { ConsentScreen } from '@tack/contract';
import { callResource, formError } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { useSession } from '../auth/queries.ts';
import './api-access.css';

/** The authorization request's parameters, as the app put them in the address. */
const PARAMS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;

function requestOf(search: string) {
  const q = new URLSearchParams(search);
  const o: Record<string, string> = {};
  for (const p of PARAMS) {
    const v = q.get(p);
    if (v !== null) o[p] = v;
  }
  return o as { client_id: string } & Record<string, string>;
}

/**
 * `/oauth/`, Pinterest's authorize address: an app asks to use the signed-in person's account.
 * The page lists what it may do; Allow sends the browser back to the app with a code, Deny with
 * `error=access_denied`. Signed out, it goes to log in and comes back.
 */
export function ConsentPage() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const ask = requestOf(search);
  const signedIn = !!session.data?.viewer;
  const screen = useQuery({
    queryKey: ['oauth-consent', search],
    queryFn: () => callResource('OAuthConsentResource', 'get', ask),
    enabled: signedIn,
    retry: false,
  });
  useTitle('Allow access');
  if (session.isPending) return <p className="empty">Loading…</p>;
  if (!signedIn)
    return <Navigate to={`/login?next=${encodeURIComponent(pathname + search)}`} replace />;
  return (
    <section className="consent" aria-labelledby="consent-title">
      {screen.isPending && <p>Loading…</p>}
      {screen.isError && (
        <>
          <h1 id="consent-title">This link can&apos;t be used</h1>
          <p className="form-error" role="alert">
            {formError(screen.error).message}
          </p>
          <p>Tell the app&apos;s maker; nothing was shared.</p>
        </>
      )}
      {screen.data && <Decision screen={screen.data} ask={ask} />}
    </section>
  );
}

function Decision({
  screen,
  ask,
}: {
  screen: ConsentScreen;
  ask: Record<string, string> & { client_id: string };
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const back = new URL(screen.redirectUri).host;
  async function decide(allow: boolean) {
    setBusy(true);
    setError(null);
    try {
      const { redirect } = await callResource('OAuthConsentResource', 'create', { ...ask, allow });
      window.location.assign(redirect);
    } catch (err) {
      setError(formError(err).message);
      setBusy(false);
    }
  }
  return (
    <>
      <h1 id="consent-title">Allow {screen.appName} to use your Tack account?</h1>
      <p className="settings-note">
        Registered by @{screen.ownerUsername}. After you answer, you go back to{' '}
        <strong>{back}</strong>.
      </p>
      <h2>It will be able to</h2>
      <ul className="consent-scopes">
        {screen.scopes.map((s) => (
          <li key={s.scope}>
            {s.description} <code className="settings-note">{s.scope}</code>
          </li>
        ))}
      </ul>
      <p className="settings-note">You can take this back any time in Settings, Apps and API.</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="save-row consent-actions">
        <button type="button" className="btn" disabled={busy} onClick={() => void decide(false)}>
          Deny
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => void decide(true)}
        >
          Allow
        </button>
      </div>
    </>
  );
}
