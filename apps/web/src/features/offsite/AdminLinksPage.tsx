import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminLinks } from '@tack/contract';
import {
  RULE_KINDS,
  RULE_STATUSES,
  type RuleKind,
  type RuleStatus,
} from '@tack/contract/offsite-status';
import { ApiError, callResource, withoutPath } from '../../api/client.ts';
import { LoadFailed } from '../../app/ErrorPage.tsx';
import { useTitle } from '../../app/use-title.ts';
import { AdminGate } from '../admin/AdminGate.tsx';
import { DecisionsTable } from './DecisionsTable.tsx';
import '../verification/verification.css';
import '../../ui/form-controls.css';
import './admin-links.css';

const KEY = ['admin', 'links'] as const;
const KIND_TEXT: Record<RuleKind, string> = {
  host: 'Host (exactly)',
  suffix: 'Host and its subdomains',
  pattern: 'Link pattern (* for anything)',
};

/**
 * `/admin/links`: operators block outbound links (a host, a host and its subdomains, or a link
 * pattern) as blocked, suspicious or porn, remove rules, and read the latest decisions.
 */
export function AdminLinksPage() {
  useTitle('Links');
  return (
    <AdminGate message="Only operators can manage link rules. Ask the person who runs this Tack to make you an operator.">
      <Links />
    </AdminGate>
  );
}

function Links() {
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => callResource('AdminLinkRulesResource', 'get', {}),
  });
  const done = (data: AdminLinks) => qc.setQueryData(KEY, data);
  const [kind, setKind] = useState<RuleKind>('suffix');
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<RuleStatus>('blocked');
  const [note, setNote] = useState('');
  const add = useMutation({
    mutationFn: () =>
      callResource('AdminLinkRulesResource', 'create', { kind, value, status, note }),
    onSuccess: (data) => {
      done(data);
      setValue('');
      setNote('');
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => callResource('AdminLinkRulesResource', 'delete', { id }),
    onSuccess: done,
  });
  if (list.isError) return <LoadFailed />;
  const data = list.data;
  const fieldError = (field: string) =>
    add.error instanceof ApiError
      ? (add.error.errors.find((e) => e.field === field)?.message ??
        (add.error.field === field ? withoutPath(add.error.message) : undefined))
      : undefined;
  const valueError = fieldError('value');
  const otherError =
    add.error && !valueError
      ? add.error instanceof ApiError
        ? withoutPath(add.error.message)
        : 'That did not work. Try again.'
      : null;
  return (
    <section className="narrow-page admin-links" aria-labelledby="links-title">
      <h1 id="links-title">Links</h1>
      <p>
        Links that match a rule stop people before they leave: they see a warning instead. A link no
        rule matches is followed. Every check is logged below.
      </p>
      <form
        className="verify-form"
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          add.mutate();
        }}
      >
        <h2>Add a rule</h2>
        <div className="field">
          <label htmlFor="rule-kind">Match</label>
          <select id="rule-kind" value={kind} onChange={(e) => setKind(e.target.value as RuleKind)}>
            {RULE_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_TEXT[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="rule-value">{kind === 'pattern' ? 'Pattern' : 'Host'}</label>
          <input
            id="rule-value"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={kind === 'pattern' ? 'https://spam.example/*' : 'spam.example'}
            aria-invalid={valueError ? true : undefined}
            aria-describedby={valueError ? 'rule-value-error' : undefined}
            required
          />
          {valueError && (
            <span className="field-error" id="rule-value-error" role="alert">
              {valueError}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor="rule-status">Status</label>
          <select
            id="rule-status"
            value={status}
            onChange={(e) => setStatus(e.target.value as RuleStatus)}
          >
            {RULE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="rule-note">Note</label>
          <input id="rule-note" value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <button type="submit" className="btn btn-primary" disabled={add.isPending}>
          Add rule
        </button>
      </form>
      {otherError && (
        <p role="alert" className="form-error">
          {otherError}
        </p>
      )}
      <h2>Rules</h2>
      {!data ? (
        <p className="empty">Loading…</p>
      ) : data.rules.length === 0 ? (
        <p className="empty">No rules yet: every link is followed.</p>
      ) : (
        <ul className="verify-list" aria-label="Link rules">
          {data.rules.map((r) => (
            <li key={r.id}>
              <span>
                <strong>{r.value}</strong> · {KIND_TEXT[r.kind]} · {r.status}
                {r.note && <> · {r.note}</>}
                {r.createdBy && <> · by @{r.createdBy}</>}
              </span>
              <button
                type="button"
                className="btn"
                disabled={remove.isPending}
                onClick={() => remove.mutate(r.id)}
              >
                Remove<span className="visually-hidden"> {r.value}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <h2>Latest decisions</h2>
      {data && <DecisionsTable decisions={data.decisions} />}
    </section>
  );
}
