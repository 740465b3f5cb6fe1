import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import type { FeedControl, Pin } from '@tack/contract';
import { callResource } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { useSession } from '../auth/queries.ts';
import { feedKeys } from '../feed/queries.ts';
import { setSourceFollow, type SourceKind } from './follow-source.ts';
import { LoadFailed } from '../../app/ErrorPage.tsx';

const tuneKey = ['feed-control'] as const;

/**
 * /edit "Tune your home feed": each followed (or unfollowed) board, person and interest with a
 * switch, and the pins hidden from the home feed, each restorable.
 */
export function TuneFeedPage() {
  useTitle('Tune your home feed');
  const session = useSession();
  const qc = useQueryClient();
  const control = useQuery({
    queryKey: tuneKey,
    queryFn: () => callResource('FeedControlResource', 'get', {}),
    enabled: !!session.data?.viewer,
  });
  if (session.isPending) return <p className="empty">Loading…</p>;
  if (!session.data?.viewer) return <Navigate to="/login?next=%2Fedit" replace />;
  if (control.isPending) return <p className="empty">Loading…</p>;
  if (control.isError) return <LoadFailed />;
  const c = control.data;
  const changed = () => void qc.invalidateQueries({ queryKey: feedKeys.all });
  const nothing = !c.boards.length && !c.users.length && !c.interests.length;
  return (
    <section className="tune" aria-labelledby="tune-title">
      <h1 id="tune-title">Tune your home feed</h1>
      <p>Switch off what you no longer want in your home feed; switch it back on any time.</p>
      {nothing && <p className="empty">You don't follow anything yet.</p>}
      <SourceList title="Boards" kind="board" onChange={changed}>
        {c.boards.map((b) => ({
          id: b.board.id,
          followed: b.followed,
          label: b.board.name,
          body: (
            <Link to={b.board.url}>
              {b.board.name} <small>by {b.owner}</small>
            </Link>
          ),
        }))}
      </SourceList>
      <SourceList title="People" kind="user" onChange={changed}>
        {c.users.map((u) => ({
          id: u.user.id,
          followed: u.followed,
          label: u.user.fullName,
          body: (
            <Link to={`/${u.user.username}/`} className="pinner">
              <Avatar user={u.user} size={32} />
              {u.user.fullName}
            </Link>
          ),
        }))}
      </SourceList>
      <SourceList title="Interests" kind="interest" onChange={changed}>
        {c.interests.map((i) => ({
          id: i.interest.id,
          followed: i.followed,
          label: i.interest.name,
          body: <Link to={i.interest.url}>{i.interest.name}</Link>,
        }))}
      </SourceList>
      <HiddenPins pins={c.hiddenPins} onRestored={changed} />
    </section>
  );
}

interface SourceRow {
  id: string;
  followed: boolean;
  label: string;
  body: ReactNode;
}

function SourceList({
  title,
  kind,
  children,
  onChange,
}: {
  title: string;
  kind: SourceKind;
  children: SourceRow[];
  onChange: () => void;
}) {
  if (!children.length) return null;
  return (
    <>
      <h2>{title}</h2>
      <ul className="tune-list">
        {children.map((row) => (
          <SourceSwitch key={row.id} kind={kind} row={row} onChange={onChange} />
        ))}
      </ul>
    </>
  );
}

/** A switch that follows or unfollows at once and flips back if the server says no. */
function SourceSwitch({
  kind,
  row,
  onChange,
}: {
  kind: SourceKind;
  row: SourceRow;
  onChange: () => void;
}) {
  const [on, setOn] = useState(row.followed);
  const [busy, setBusy] = useState(false);
  const toggle = () => {
    const next = !on;
    setOn(next);
    setBusy(true);
    setSourceFollow(kind, row.id, next)
      .then(onChange, () => setOn(!next))
      .finally(() => setBusy(false));
  };
  return (
    <li>
      <span>{row.body}</span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={`Show Pins from ${row.label}`}
        className={`switch${on ? ' switch-on' : ''}`}
        disabled={busy}
        onClick={toggle}
      />
    </li>
  );
}

function HiddenPins({
  pins,
  onRestored,
}: {
  pins: FeedControl['hiddenPins'];
  onRestored: () => void;
}) {
  const [restored, setRestored] = useState<Set<string>>(new Set());
  const restore = (pin: Pin) =>
    callResource('PinFeedbackResource', 'update', {
      pin_id: pin.id,
      feedback_type: 1,
      undo: true,
    }).then(
      () => {
        setRestored((s) => new Set(s).add(pin.id));
        onRestored();
      },
      () => {},
    );
  const left = pins.filter((p) => !restored.has(p.id));
  return (
    <>
      <h2>Hidden Pins</h2>
      {left.length === 0 ? (
        <p className="empty">No hidden Pins.</p>
      ) : (
        <ul className="tune-hidden">
          {left.map((p) => (
            <li key={p.id}>
              <img src={p.images['236x'].url} alt={p.altText ?? p.title} width={118} />
              <span>{p.title || 'Pin'}</span>
              <button type="button" className="btn" onClick={() => void restore(p)}>
                Restore
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
