import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DomainClaim } from '@tack/contract';
import { ApiError, callResource } from '../../api/client.ts';
import { LoadFailed } from '../../app/ErrorPage.tsx';
import './verification.css';

const KEY = ['domain-claims'] as const;
const messageOf = (e: unknown) =>
  e instanceof ApiError ? e.message : 'That did not work. Try again.';

/**
 * `/settings/verification`: claim a domain you own and prove it, by a TXT record in its DNS or a
 * meta tag on its home page. A verified domain shows the domain check beside your name.
 */
export function DomainSettings() {
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => callResource('DomainClaimResource', 'get', {}),
  });
  const [domain, setDomain] = useState('');
  const refresh = () => qc.invalidateQueries({ queryKey: KEY });
  const claim = useMutation({
    mutationFn: (d: string) => callResource('DomainClaimResource', 'create', { domain: d }),
    onSuccess: () => (setDomain(''), refresh()),
  });
  if (list.isError) return <LoadFailed />;
  return (
    <section aria-labelledby="domains-title">
      <h1 id="domains-title">Verified domains</h1>
      <p>Prove you own a website: its pins show it, and your name shows the domain check.</p>
      <form
        className="verify-form"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          claim.mutate(domain);
        }}
      >
        <div className="field">
          <label htmlFor="claim-domain">Domain</label>
          <input
            id="claim-domain"
            value={domain}
            onChange={(e) => setDomain(e.target.value)}
            placeholder="example.com"
            aria-invalid={claim.isError || undefined}
            aria-describedby={claim.isError ? 'claim-domain-error' : undefined}
            required
          />
          {claim.isError && (
            <p id="claim-domain-error" className="form-error">
              {messageOf(claim.error)}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-primary" disabled={claim.isPending}>
          Add domain
        </button>
      </form>
      {!list.data ? (
        <p className="empty">Loading…</p>
      ) : list.data.items.length === 0 ? (
        <p className="empty">No domains yet.</p>
      ) : (
        <ul className="verify-list" aria-label="Your domains">
          {list.data.items.map((c) => (
            <ClaimRow key={c.id} claim={c} onChange={refresh} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ClaimRow({ claim, onChange }: { claim: DomainClaim; onChange: () => void }) {
  const check = useMutation({
    mutationFn: (method: 'dns' | 'meta') =>
      callResource('DomainClaimCheckResource', 'create', { id: claim.id, method }),
    onSettled: onChange,
  });
  const remove = useMutation({
    mutationFn: () => callResource('DomainClaimResource', 'delete', { id: claim.id }),
    onSuccess: onChange,
  });
  const problem = check.isError ? messageOf(check.error) : claim.lastError;
  return (
    <li>
      <div style={{ flex: '1 1 100%', minWidth: 0 }}>
        <strong>{claim.domain}</strong>{' '}
        {claim.verifiedAt ? <span>· Verified</span> : <span>· Not verified yet</span>}
        {!claim.verifiedAt && (
          <>
            <p>Add this TXT record to the domain&apos;s DNS:</p>
            <code className="claim-code">{claim.txtRecord}</code>
            <p>or put this tag in the &lt;head&gt; of its home page:</p>
            <code className="claim-code">{claim.metaTag}</code>
          </>
        )}
        {problem && !claim.verifiedAt && (
          <p className="form-error" role="status">
            {problem}
          </p>
        )}
      </div>
      {!claim.verifiedAt && (
        <>
          <button
            type="button"
            className="btn"
            disabled={check.isPending}
            onClick={() => check.mutate('dns')}
          >
            Check DNS<span className="visually-hidden"> for {claim.domain}</span>
          </button>
          <button
            type="button"
            className="btn"
            disabled={check.isPending}
            onClick={() => check.mutate('meta')}
          >
            Check home page<span className="visually-hidden"> for {claim.domain}</span>
          </button>
        </>
      )}
      <button
        type="button"
        className="btn"
        disabled={remove.isPending}
        onClick={() => remove.mutate()}
      >
        Remove<span className="visually-hidden"> {claim.domain}</span>
      </button>
    </li>
  );
}
