import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminVerification } from '@tack/contract';
import { ApiError, callResource } from '../../api/client.ts';
import { LoadFailed } from '../../app/ErrorPage.tsx';
import { useTitle } from '../../app/use-title.ts';
import { AdminGate } from '../admin/AdminGate.tsx';
import './verification.css';

const KEY = ['admin', 'verification'] as const;
const messageOf = (e: unknown) =>
  e instanceof ApiError ? e.message : 'That did not work. Try again.';
const METHOD = { dns: 'DNS TXT record', meta: 'Meta tag', operator: 'An operator' } as const;

/**
 * `/admin/verification`: operators verify (or revoke) a merchant, or a person's domain; both
 * show the badge by MC §4's rule wherever that person's name is shown.
 */
export function AdminVerificationPage() {
  useTitle('Verification');
  return (
    <AdminGate>
      <Verification />
    </AdminGate>
  );
}

function Verification() {
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => callResource('AdminVerificationResource', 'get', {}),
  });
  const done = (data: AdminVerification) => qc.setQueryData(KEY, data);
  const merchant = useMutation({
    mutationFn: (v: { username: string; revoke?: boolean }) =>
      callResource('VerifiedMerchantResource', v.revoke ? 'delete' : 'create', {
        username: v.username,
      }),
    onSuccess: done,
  });
  const domain = useMutation({
    mutationFn: (v: { username: string; domain: string; revoke?: boolean }) =>
      callResource('VerifiedDomainResource', v.revoke ? 'delete' : 'create', {
        username: v.username,
        domain: v.domain,
      }),
    onSuccess: done,
  });
  const [who, setWho] = useState('');
  const [site, setSite] = useState('');
  const [domainWho, setDomainWho] = useState('');
  if (list.isError) return <LoadFailed />;
  const data = list.data;
  const error = merchant.error ?? domain.error;
  return (
    <section className="narrow-page admin-verification" aria-labelledby="verification-title">
      <h1 id="verification-title">Verification</h1>
      <p>
        A verified merchant shows the merchant badge; a person with a verified domain shows the
        domain check. People can also prove a domain themselves in their settings.
      </p>
      {error && (
        <p role="alert" className="form-error">
          {messageOf(error)}
        </p>
      )}
      <form
        className="verify-form"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          merchant.mutate({ username: who.trim() }, { onSuccess: () => setWho('') });
        }}
      >
        <h2>Verify a merchant</h2>
        <div className="field">
          <label htmlFor="merchant-username">Username</label>
          <input
            id="merchant-username"
            value={who}
            onChange={(e) => setWho(e.target.value)}
            required
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={merchant.isPending}>
          Verify merchant
        </button>
      </form>
      <form
        className="verify-form"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          domain.mutate(
            { username: domainWho.trim(), domain: site.trim() },
            { onSuccess: () => (setSite(''), setDomainWho('')) },
          );
        }}
      >
        <h2>Verify a domain</h2>
        <div className="field">
          <label htmlFor="domain-username">Username</label>
          <input
            id="domain-username"
            value={domainWho}
            onChange={(e) => setDomainWho(e.target.value)}
            required
          />
        </div>
        <div className="field">
          <label htmlFor="domain-name">Domain</label>
          <input
            id="domain-name"
            value={site}
            onChange={(e) => setSite(e.target.value)}
            placeholder="example.com"
            required
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={domain.isPending}>
          Verify domain
        </button>
      </form>
      <h2>Verified merchants</h2>
      {!data ? (
        <p className="empty">Loading…</p>
      ) : data.merchants.length === 0 ? (
        <p className="empty">No verified merchants yet.</p>
      ) : (
        <ul className="verify-list" aria-label="Verified merchants">
          {data.merchants.map((m) => (
            <li key={m.user.id}>
              <span>
                <strong>{m.user.fullName}</strong> @{m.user.username}
              </span>
              <button
                type="button"
                className="btn"
                onClick={() => merchant.mutate({ username: m.user.username, revoke: true })}
              >
                Revoke<span className="visually-hidden"> {m.user.username}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <h2>Verified domains</h2>
      {!data ? null : data.domains.length === 0 ? (
        <p className="empty">No verified domains yet.</p>
      ) : (
        <ul className="verify-list" aria-label="Verified domains">
          {data.domains.map((d) => (
            <li key={d.id}>
              <span>
                <strong>{d.domain}</strong> @{d.user.username} · {METHOD[d.method]}
              </span>
              <button
                type="button"
                className="btn"
                onClick={() =>
                  domain.mutate({ username: d.user.username, domain: d.domain, revoke: true })
                }
              >
                Revoke<span className="visually-hidden"> {d.domain}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
