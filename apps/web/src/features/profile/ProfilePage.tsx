import { useQuery } from '@tanstack/react-query';
import { Link, NavLink, useParams } from 'react-router';
import type { Board } from '@tack/contract';
import { ApiError, callResource } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { NotFound } from '../../app/NotFound.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import { useUserBoards } from '../boards/queries.ts';
import { FeedGrid } from '../feed/PinGrid.tsx';
import { usePinFeed } from '../feed/queries.ts';
import { InvitesPanel } from '../boards/InvitesPanel.tsx';
import { useViewer } from '../auth/queries.ts';

export function ProfilePage({ tab }: { tab: 'saved' | 'created' }) {
  const { username = '' } = useParams();
  const user = useQuery({
    queryKey: ['user', username],
    queryFn: () => callResource('UserResource', 'get', { username }),
    retry: false,
  });
  useTitle(user.data ? `${user.data.fullName} (@${user.data.username})` : null);
  if (user.isPending) return <p className="empty">Loading…</p>;
  if (user.isError)
    return user.error instanceof ApiError && user.error.status === 404 ? (
      <NotFound what="User" />
    ) : (
      <p className="empty">Sorry! Something went wrong on our end.</p>
    );
  const u = user.data;
  return (
    <>
      <header className="profile-head">
        <Avatar user={u} size={120} />
        <h1>{u.fullName}</h1>
        <p>@{u.username}</p>
        <p>
          {u.boardCount} boards · {u.pinCount} Pins
        </p>
      </header>
      <nav className="tabs" aria-label="Profile">
        <NavLink className="nav-link" to={`/${u.username}/_created/`}>
          Created
        </NavLink>
        <NavLink className="nav-link" to={`/${u.username}/_saved`}>
          Saved
        </NavLink>
      </nav>
      {tab === 'saved' ? <SavedTab username={u.username} /> : <CreatedTab username={u.username} />}
    </>
  );
}

function SavedTab({ username }: { username: string }) {
  const viewer = useViewer();
  const boards = useUserBoards(username);
  const pins = usePinFeed('saved', { username }, (bookmark) =>
    callResource('UserSavedPinsResource', 'get', { username, bookmark }),
  );
  return (
    <>
      {viewer?.username === username && <InvitesPanel />}
      <section className="boards" aria-label="Boards">
        {(boards.data?.items ?? []).map((b) => (
          <BoardCard key={b.id} board={b} />
        ))}
      </section>
      <h2 style={{ textAlign: 'center' }}>All saved Pins</h2>
      <FeedGrid query={pins} emptyText="Nothing saved yet." />
    </>
  );
}

function CreatedTab({ username }: { username: string }) {
  const pins = usePinFeed('created', { username }, (bookmark) =>
    callResource('UserCreatedPinsResource', 'get', { username, bookmark }),
  );
  return <FeedGrid query={pins} emptyText="No Pins created yet." />;
}

function BoardCard({ board }: { board: Board }) {
  return (
    <Link className="board-card" to={board.url}>
      <div className="board-cover">
        {board.coverImages.map((src) => (
          <img key={src} src={src} alt="" />
        ))}
      </div>
      <h3 style={{ margin: '8px 0 2px' }}>
        {board.name} {board.privacy !== 'public' && <span className="badge">{board.privacy}</span>}
      </h3>
      <span className="card-meta">{board.pinCount} Pins</span>
    </Link>
  );
}
