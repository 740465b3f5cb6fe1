import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callResource } from '../../api/client.ts';
import { LoadFailed } from '../../app/ErrorPage.tsx';
import { useTitle } from '../../app/use-title.ts';
import { AdminGate } from '../admin/AdminGate.tsx';
import './account.css';

const STATUS: Record<string, string> = {
  queued: 'Waiting to be sent',
  sent: 'Sent by SMTP',
  held: 'In the outbox (no SMTP server set)',
  failed: 'Could not be sent',
};

/**
 * `/admin/outbox/`: operators read the mail Tack sent or holds. Without SMTP_URL every message
 * stays here, links and all, so a Tack started with `npm start` can still verify an address or
 * reset a password; with SMTP, what was sent and when (the bodies are dropped once sent).
 */
export function AdminOutboxPage() {
  useTitle('Outbox');
  return (
    <AdminGate>
      <Outbox />
    </AdminGate>
  );
}

function Outbox() {
  const [to, setTo] = useState('');
  const [filter, setFilter] = useState('');
  // One page of 50 at a time (a plain query: paging through history is rare for operators).
  const [bookmark, setBookmark] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['admin', 'outbox', filter, bookmark],
    queryFn: () =>
      callResource('AdminOutboxResource', 'get', {
        ...(bookmark ? { bookmark } : {}),
        ...(filter ? { to: filter } : {}),
      }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setBookmark(null);
    setFilter(to.trim());
  };
  if (list.isError) return <LoadFailed />;
  const items = list.data?.items ?? [];
  const smtp = list.data?.smtp;
  return (
    <section className="narrow-page admin-outbox" aria-labelledby="outbox-title">
      <h1 id="outbox-title">Outbox</h1>
      <p>
        {smtp
          ? 'Mail leaves by SMTP. This is what Tack sent, newest first.'
          : 'No SMTP server is set (SMTP_URL), so mail stays here: newest first, with its links.'}
      </p>
      <form className="outbox-filter" role="search" onSubmit={submit}>
        <div className="field">
          <label htmlFor="outbox-to">To</label>
          <input
            id="outbox-to"
            type="email"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            placeholder="someone@example.com"
          />
        </div>
        <button className="btn" type="submit">
          Show
        </button>
      </form>
      {list.isPending && <p className="empty">Loading…</p>}
      {list.data && !items.length && <p className="empty">No mail yet.</p>}
      <ul className="outbox-list">
        {items.map((m) => (
          <li key={m.id} className="outbox-item">
            <h2>{m.subject}</h2>
            <p className="outbox-meta">
              To {m.to} · {new Date(m.createdAt).toLocaleString()} · {STATUS[m.status]}
              {m.error ? ` (${m.error})` : ''}
            </p>
            {m.text && <MailText text={m.text} />}
          </li>
        ))}
      </ul>
      <div className="account-actions">
        {bookmark && (
          <button className="btn" type="button" onClick={() => setBookmark(null)}>
            Back to the newest
          </button>
        )}
        {list.data?.bookmark && (
          <button className="btn" type="button" onClick={() => setBookmark(list.data.bookmark)}>
            Show older mail
          </button>
        )}
      </div>
    </section>
  );
}

/** The plain-text body, its links made links (text only: mail HTML is never put in the page). */
function MailText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <pre className="outbox-body">
      {parts.map((p, i) =>
        i % 2 ? (
          <a key={i} href={p}>
            {p}
          </a>
        ) : (
          p
        ),
      )}
    </pre>
  );
}
