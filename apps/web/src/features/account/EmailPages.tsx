import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { EmailSubscription } from '@tack/contract';
import { EMAIL_KINDS } from '@tack/contract/account';
import { ApiError, callResource, formError } from '../../api/client.ts';
import { ErrorPage, LoadFailed } from '../../app/ErrorPage.tsx';
import { useTitle } from '../../app/use-title.ts';
import { authKeys, useViewer } from '../auth/queries.ts';
import { linkProblem } from './link-problem.ts';
import { useEmailSubscription, useSaveEmailSubscription } from './email-subscription-queries.ts';
import '../../ui/form-controls.css';
import './account.css';

/** `/email/verified/`: where a verification (or email change) link lands when it worked. */
export function EmailVerifiedPage() {
  const [params] = useSearchParams();
  const changed = params.get('changed') === '1';
  useTitle('Email confirmed');
  const qc = useQueryClient();
  // The session says "verified" from now on.
  void qc.invalidateQueries({ queryKey: authKeys.session });
  return (
    <section className="narrow-page" aria-labelledby="verified-title">
      <h1 id="verified-title">
        {changed ? 'Your new email is confirmed' : 'Your email is confirmed'}
      </h1>
      <p>
        {changed
          ? 'Your account now uses this address: log in with it, and mail from Tack goes there.'
          : 'Thanks! Your Tack account is all set, and you will get mail about it at this address.'}
      </p>
      <p>
        <Link className="btn btn-primary" to="/">
          Go to your home feed
        </Link>
      </p>
    </section>
  );
}

/**
 * `/email_verification_error/?reason=...`: a link that did not work, why in words, and a way on:
 * a new link (signed in, or from an expired link's own token) or a log-in to ask for one.
 */
export function EmailVerificationErrorPage() {
  const [params] = useSearchParams();
  const problem = linkProblem(params.get('reason'), params.get('change') === '1');
  const token = params.get('token');
  const viewer = useViewer();
  const resend = useMutation({
    mutationFn: () => callResource('EmailVerificationResource', 'create', token ? { token } : {}),
  });
  const canResend = !problem.change && (viewer !== null || token !== null);
  return (
    <ErrorPage title={problem.title} message={problem.message}>
      {resend.data ? (
        <p role="status" className="resend-status">
          {resend.data.status === 'sent'
            ? `We sent a new link to ${resend.data.sentTo}. It works for 48 hours.`
            : 'Your email is already confirmed: there is nothing more to do.'}
        </p>
      ) : canResend ? (
        <button
          type="button"
          className="btn"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          Send a new link
        </button>
      ) : problem.secured ? (
        <Link className="btn" to="/password/reset/">
          Choose a new password
        </Link>
      ) : problem.change ? (
        <Link className="btn" to="/settings/">
          Change your email again
        </Link>
      ) : (
        <Link className="btn" to="/login?next=/email_verification_error/">
          Log in to get a new link
        </Link>
      )}
      {resend.error && (
        <p className="field-error" role="alert">
          {formError(resend.error).message}
        </p>
      )}
    </ErrorPage>
  );
}

/**
 * `/email/subscription/?token=...`: one switch per kind of email, from a mail's unsubscribe link
 * (signed out) or signed in. Each switch saves at once. Security mail is not here: it always goes.
 */
export function EmailSubscriptionPage() {
  useTitle('Email settings');
  const [params] = useSearchParams();
  const token = params.get('token') ?? undefined;
  const sub = useEmailSubscription(token);
  const save = useSaveEmailSubscription(token);
  if (sub.isPending) return <p className="empty">Loading…</p>;
  if (sub.error) {
    if (sub.error instanceof ApiError && sub.error.status === 401)
      return (
        <ErrorPage
          title="Choose your emails"
          message="Open this page from the unsubscribe link in one of our emails, or log in."
        >
          <Link className="btn" to="/login?next=/email/subscription/">
            Log in
          </Link>
        </ErrorPage>
      );
    if (sub.error instanceof ApiError && sub.error.status < 500)
      return <ErrorPage title="This link doesn't work" message={formError(sub.error).message} />;
    return <LoadFailed />;
  }
  return (
    <section className="narrow-page" aria-labelledby="subs-title">
      <h1 id="subs-title">Email settings</h1>
      <p>
        Choose which emails <strong>{sub.data.email}</strong> gets from Tack. Mail about your
        account&apos;s security (confirming your email, resetting your password) always comes.
      </p>
      <fieldset className="choice-group">
        <legend>Emails you get</legend>
        {sub.data.kinds.map((k) => (
          <label className="switch-row" key={k.kind}>
            <span>
              {k.label}
              <span className="choice-text" id={`kind-${k.kind}`}>
                {k.description}
              </span>
            </span>
            <input
              type="checkbox"
              role="switch"
              className="switch"
              checked={k.enabled}
              disabled={save.isPending}
              aria-describedby={`kind-${k.kind}`}
              onChange={(e) => save.mutate({ [k.kind]: e.target.checked })}
            />
          </label>
        ))}
      </fieldset>
      <p role="status" className="resend-status">
        {save.isSuccess && `Saved. ${summary(sub.data)}`}
      </p>
      {save.error && (
        <p className="field-error" role="alert">
          {formError(save.error).message}
        </p>
      )}
      {!token && (
        <div>
          <Link to="/">Back to your home feed</Link>
        </div>
      )}
    </section>
  );
}

function summary(s: EmailSubscription): string {
  const off = s.kinds.filter((k) => !k.enabled).map((k) => EMAIL_KINDS[k.kind].label);
  return off.length ? `You won't get: ${off.join('; ')}.` : 'You get every kind of email.';
}
