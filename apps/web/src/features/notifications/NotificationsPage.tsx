import { useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { NEWS_HUB } from '@tack/contract/routes';
import type { Notification } from '@tack/contract';
import { notificationSentence } from '@tack/contract/notification-text';
import { useTitle } from '../../app/use-title.ts';
import { LoadFailed } from '../../app/ErrorPage.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import { useSession } from '../auth/queries.ts';
import { timeAgo } from '../pins/rules/format.ts';
import { newsHideOffered, sendNewsHide } from './news-hide.ts';
import { useMarkSeen, useNotifications } from './queries.ts';
import './notifications.css';

/**
 * /notifications/: what others did with your pins, boards and you, grouped and newest first.
 * Seeing the list marks it read (up to the newest line shown); new lines keep their dot for this
 * visit so the person can tell which they are.
 */
export function NotificationsPage() {
  useTitle('Notifications');
  const session = useSession();
  const signedIn = !!session.data?.viewer;
  const list = useNotifications(signedIn);
  const seen = useMarkSeen();
  const first = list.data?.pages[0];
  const newest = first?.newest ?? null;
  const unread = first?.items.some((n) => n.unread) ?? false;
  const { mutate } = seen;
  useEffect(() => {
    if (newest && unread) mutate(newest);
  }, [newest, unread, mutate]);

  if (session.isPending) return <p className="empty">Loading…</p>;
  if (!signedIn) return <Navigate to="/login?next=%2Fnotifications%2F" replace />;
  if (list.isPending) return <p className="empty">Loading…</p>;
  if (list.isError) return <LoadFailed />;
  const items = list.data.pages.flatMap((p) => p.items);
  return (
    <section className="notifications" aria-labelledby="notifications-title">
      <h1 id="notifications-title">Notifications</h1>
      {items.length === 0 ? (
        <p className="empty">
          Nothing yet. When someone saves or comments on your Pins, follows you or sends you a Pin,
          you'll see it here.
        </p>
      ) : (
        <ul className="notification-list">
          {items.map((n) => (
            <NotificationLine key={n.id} n={n} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="btn notifications-more"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Show more
        </button>
      )}
    </section>
  );
}

function NotificationLine({ n }: { n: Notification }) {
  const [hidden, setHidden] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const pin = n.pin;
  // The button pressed goes away with the line it was on: focus moves to its counterpart.
  const moveFocus = useRef(false);
  const focusIfMoved = (el: HTMLButtonElement | null) => {
    if (el && moveFocus.current) {
      moveFocus.current = false;
      el.focus();
    }
  };
  // PC §7: a pin someone sent may be hidden from the notifications; Undo brings it back.
  const toggle = async (undo: boolean) => {
    if (!pin) return;
    setBusy(true);
    setFailed(false);
    try {
      await sendNewsHide(n.id, pin.id, undo);
      moveFocus.current = true;
      setHidden(!undo);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  if (hidden)
    return (
      <li className="notification notification-hidden">
        <span role="status">Hidden from your notifications.</span>
        <button
          ref={focusIfMoved}
          type="button"
          className="btn"
          disabled={busy}
          onClick={() => void toggle(true)}
        >
          Undo
        </button>
      </li>
    );
  return (
    <li className={n.unread ? 'notification unread' : 'notification'}>
      {/* The news hub's links are deeplinks to where they lead (MC §2.2). */}
      <Link className="notification-link" to={n.url} state={{ entrySource: NEWS_HUB }}>
        <span className="notification-faces" aria-hidden="true">
          {n.actors.slice(0, 2).map((a) => (
            <Avatar key={a.id} user={a} size={n.actors.length > 1 ? 36 : 48} />
          ))}
        </span>
        <span className="notification-text">
          <span>
            {n.unread && <span className="visually-hidden">New: </span>}
            {notificationSentence(n)}
          </span>
          {pin?.title && <span className="notification-detail">{pin.title}</span>}
          {n.comment && <span className="notification-detail">“{n.comment}”</span>}
          <time className="notification-time" dateTime={n.updatedAt}>
            {timeAgo(n.updatedAt)}
          </time>
        </span>
        {pin && (
          <img
            className="notification-pin"
            src={pin.imageUrl}
            alt=""
            width={56}
            height={56}
            style={{ backgroundColor: pin.dominantColor }}
          />
        )}
      </Link>
      {newsHideOffered(n) && (
        <button
          ref={focusIfMoved}
          type="button"
          className="btn notification-hide"
          disabled={busy}
          onClick={() => void toggle(false)}
        >
          Hide<span className="visually-hidden"> this Pin from your notifications</span>
        </button>
      )}
      {failed && (
        <p className="field-error notification-error" role="alert">
          Sorry! That did not work. Try again.
        </p>
      )}
    </li>
  );
}
