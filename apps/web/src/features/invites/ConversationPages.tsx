import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Message } from '@tack/contract';
import { callResource, formError, ApiError } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { LoadFailed } from '../../app/ErrorPage.tsx';
import { NotFound } from '../../app/NotFound.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import { useSession } from '../auth/queries.ts';
import { timeAgo } from '../pins/rules/format.ts';
import { sharedHeader } from './landing-rules.ts';
import {
  useConversation,
  useConversations,
  useMarkConversationRead,
  useWriteMessage,
} from './conversation-queries.ts';
import './invites.css';

/** Signed out: log in first, then come back here. */
function useSignedIn(path: string) {
  const session = useSession();
  if (session.isPending) return { state: 'pending' as const };
  if (!session.data?.viewer)
    return { state: 'out' as const, to: `/login?next=${encodeURIComponent(path)}` };
  return { state: 'in' as const, viewer: session.data.viewer };
}

/** /conversations/: everyone the viewer has written with, newest first, with unread counts. */
export function ConversationsPage() {
  useTitle('Messages');
  const [params] = useSearchParams();
  const to = params.get('to');
  const auth = useSignedIn(`/conversations/${to ? `?to=${to}` : ''}`);
  const list = useConversations(auth.state === 'in');
  if (auth.state === 'pending') return <p className="empty">Loading…</p>;
  if (auth.state === 'out') return <Navigate to={auth.to} replace />;
  if (list.isPending) return <p className="empty">Loading…</p>;
  if (list.isError) return <LoadFailed />;
  const items = list.data.items;
  return (
    <section className="conversations" aria-labelledby="conversations-title">
      <h1 id="conversations-title">Messages</h1>
      {to && /^\d{1,19}$/.test(to) && <StartConversation userId={to} />}
      {items.length === 0 ? (
        <p className="empty">
          No messages yet. Send a Pin to someone you follow and your conversation starts here.
        </p>
      ) : (
        <ul className="conversation-list">
          {items.map((c) => (
            <li key={c.id}>
              <Link className="conversation-line" to={`/conversation/${c.id}/`}>
                <Avatar user={c.with} size={48} />
                <span className="conversation-line-text">
                  <strong>{c.with.fullName}</strong>
                  <span className="card-meta-text">
                    {c.lastMessage
                      ? c.lastMessage.text || (c.lastMessage.hasPin ? 'Sent a Pin' : '')
                      : ''}
                  </span>
                </span>
                {c.unread > 0 && (
                  <span className="conversation-unread">
                    <span aria-hidden="true">{c.unread}</span>
                    <span className="visually-hidden">, {c.unread} unread</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Say thanks" from the landing toast: the first message to the person who shared. */
function StartConversation({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  return (
    <form
      className="message-form"
      onSubmit={async (e) => {
        e.preventDefault();
        setError('');
        try {
          const c = await callResource('ConversationResource', 'create', {
            user_id: userId,
            text,
          });
          navigate(`/conversation/${c.id}/`, { replace: true });
        } catch (err) {
          setError(formError(err).message);
        }
      }}
    >
      <label htmlFor="start-message">Write a message</label>
      <textarea
        id="start-message"
        rows={2}
        value={text}
        maxLength={2000}
        onChange={(e) => setText(e.target.value)}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={!text.trim()}>
        Send
      </button>
    </form>
  );
}

/** /conversation/{id}/: the messages (text and shared pins) and a reply box. */
export function ConversationPage() {
  const { id = '' } = useParams();
  const auth = useSignedIn(`/conversation/${id}/`);
  const valid = /^\d{1,19}$/.test(id);
  const conversation = useConversation(id, auth.state === 'in' && valid);
  const read = useMarkConversationRead();
  const { mutate } = read;
  const newest = conversation.data?.messages.at(-1)?.id;
  useEffect(() => {
    if (newest) mutate(id);
  }, [newest, id, mutate]);
  useTitle(conversation.data ? conversation.data.with.fullName : 'Messages');
  if (auth.state === 'pending') return <p className="empty">Loading…</p>;
  if (auth.state === 'out') return <Navigate to={auth.to} replace />;
  if (!valid) return <NotFound what="Conversation" />;
  if (conversation.isPending) return <p className="empty">Loading…</p>;
  if (conversation.isError)
    return conversation.error instanceof ApiError && conversation.error.status === 404 ? (
      <NotFound what="Conversation" />
    ) : (
      <LoadFailed />
    );
  const c = conversation.data;
  return (
    <section className="conversation" aria-labelledby="conversation-title">
      <Link className="conversation-back" to="/conversations/">
        All messages
      </Link>
      <h1 id="conversation-title" className="conversation-title">
        <Avatar user={c.with} size={40} />
        <Link to={`/${c.with.username}/`}>{c.with.fullName}</Link>
      </h1>
      <ol className="message-list">
        {c.messages.map((m) => (
          <MessageItem key={m.id} m={m} mine={m.sender.id !== c.with.id} />
        ))}
      </ol>
      {c.canReply ? (
        <Reply id={c.id} />
      ) : (
        <p className="empty">You can't reply to this conversation.</p>
      )}
    </section>
  );
}

function MessageItem({ m, mine }: { m: Message; mine: boolean }) {
  const header = m.pin && !mine ? sharedHeader(m.sender.firstName) : null;
  const image = m.pin?.images['236x'];
  return (
    <li className={`message ${mine ? 'message-mine' : ''}`}>
      {m.pin && (
        <div className="message-pin">
          {header && <p className="shared-by">{header}</p>}
          <Link
            to={`/pin/${m.pin.id}/${m.inviteCode ? `?invite_code=${m.inviteCode}` : ''}`}
            aria-label={m.pin.gridTitle || m.pin.title || 'Shared Pin'}
          >
            {image && (
              <img
                src={image.url}
                width={image.width}
                height={image.height}
                alt={m.pin.altText ?? ''}
                style={{ background: m.pin.dominantColor }}
              />
            )}
          </Link>
          {m.pin.gridTitle && <p className="message-pin-title">{m.pin.gridTitle}</p>}
        </div>
      )}
      {!m.pin && !m.text && <p className="card-meta-text">This Pin is no longer available.</p>}
      {m.text && <p className="message-text">{m.text}</p>}
      <time className="card-meta-text" dateTime={m.createdAt}>
        {timeAgo(m.createdAt)}
      </time>
    </li>
  );
}

function Reply({ id }: { id: string }) {
  const write = useWriteMessage(id);
  const [text, setText] = useState('');
  return (
    <form
      className="message-form"
      onSubmit={(e) => {
        e.preventDefault();
        write.mutate(text, { onSuccess: () => setText('') });
      }}
    >
      <label htmlFor="reply">Reply</label>
      <textarea
        id="reply"
        rows={2}
        value={text}
        maxLength={2000}
        onChange={(e) => setText(e.target.value)}
      />
      {write.isError && (
        <p className="field-error" role="alert">
          {formError(write.error).message}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={!text.trim() || write.isPending}>
        Send
      </button>
    </form>
  );
}
