import { useEffect, useState } from 'react';
import type { UserSummary } from '@tack/contract';
import { callResource, formError } from '../../api/client.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Link } from 'react-router';
import { copyShareLink, emailShareLink, type Shared } from '../invites/share-link.ts';
import './send-dialog.css';

/**
 * The people matching `query`, kept while the next answer is on its way. A plain effect, not
 * TanStack Query: a lazy chunk that imports the query library reshuffles the first load's chunks
 * past its budget (docs/decisions/0008-accessible-primitives.md).
 */
function useRecipients(query: string) {
  const [state, setState] = useState<{ items?: UserSummary[]; failed: boolean }>({
    failed: false,
  });
  useEffect(() => {
    let live = true;
    callResource('SendRecipientsResource', 'get', { query }).then(
      (res) => live && setState({ items: res.items, failed: false }),
      () => live && setState((s) => ({ ...s, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [query]);
  return state;
}

/**
 * "Send this Pin": copy its invite link or email it (each link carries an invite code for its
 * channel, so whoever opens it sees who shared it: MC §4 "Invite landing"), or send it to someone
 * you follow or who follows you (searched by name as you type). It lands in your conversation
 * with them, and they are told.
 */
export default function SendDialog({ pinId, onClose }: { pinId: string; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [sent, setSent] = useState<Map<string, string>>(new Map());
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  // Ask the server once typing pauses, not at every key.
  useEffect(() => {
    const t = window.setTimeout(() => setQuery(typed.trim()), 200);
    return () => window.clearTimeout(t);
  }, [typed]);
  const people = useRecipients(query);
  async function send(person: UserSummary) {
    setBusy(person.id);
    setError('');
    try {
      const res = await callResource('PinSendResource', 'create', {
        pin_id: pinId,
        user_ids: [person.id],
      });
      setSent((s) => new Map(s).set(person.id, res.conversationIds[0]!));
      setStatus(`Sent to ${person.fullName}`);
    } catch (err) {
      setError(formError(err).message);
    } finally {
      setBusy(null);
    }
  }
  const items = people.items ?? [];
  const shared: Shared = { type: 'pin', id: pinId, path: `/pin/${pinId}/` };
  return (
    <Dialog title="Send this Pin" onClose={onClose}>
      <div className="send-copy">
        <button
          type="button"
          className="btn"
          onClick={() => {
            void copyShareLink(shared).then(() => setStatus('Link copied'));
          }}
        >
          Copy link
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => void emailShareLink(shared, 'A Pin for you on Tack')}
        >
          Email
        </button>
      </div>
      <div className="field">
        <label htmlFor="send-search">Send to a person</label>
        <input
          id="send-search"
          type="search"
          value={typed}
          autoComplete="off"
          placeholder="Search by name"
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <p className="send-status" role="status">
        {status}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {people.failed && <p className="field-error">Sorry! We couldn't load people.</p>}
      {people.items?.length === 0 && (
        <p className="empty send-empty">
          {query
            ? `No one you follow or who follows you matches “${query}”.`
            : 'Follow people to send them Pins; people who follow you can get them too.'}
        </p>
      )}
      <ul className="send-people">
        {items.map((person) => (
          <li key={person.id}>
            <Avatar user={person} size={40} />
            <span className="send-name">
              <strong>{person.fullName}</strong>
              <span className="card-meta-text">@{person.username}</span>
            </span>
            {sent.has(person.id) && (
              <Link
                className="btn"
                to={`/conversation/${sent.get(person.id)}/`}
                aria-label={`Open your conversation with ${person.fullName}`}
              >
                Open
              </Link>
            )}
            <button
              type="button"
              className={sent.has(person.id) ? 'btn' : 'btn btn-primary'}
              disabled={sent.has(person.id) || busy === person.id}
              aria-label={`${sent.has(person.id) ? 'Sent to' : 'Send to'} ${person.fullName}`}
              onClick={() => void send(person)}
            >
              {sent.has(person.id) ? 'Sent' : 'Send'}
            </button>
          </li>
        ))}
      </ul>
      <div className="save-row">
        <button type="button" className="btn" onClick={onClose}>
          Done
        </button>
      </div>
    </Dialog>
  );
}
