import { Link, useParams } from 'react-router';
import { ApiError, callResource } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { NotFound } from '../../app/NotFound.tsx';
import { Avatar } from '../../ui/Avatar.tsx';
import { FeedGrid } from '../feed/PinGrid.tsx';
import { usePinFeed } from '../feed/queries.ts';
import { useBoard } from './queries.ts';

export function BoardPage() {
  const { username = '', board: slug = '' } = useParams();
  const board = useBoard(username, slug);
  useTitle(board.data?.name);
  const boardId = board.data?.id;
  const pins = usePinFeed(
    'board',
    { boardId },
    (bookmark) => callResource('BoardFeedResource', 'get', { board_id: boardId!, bookmark }),
    !!boardId,
  );
  if (board.isPending) return <p className="empty">Loading…</p>;
  if (board.isError)
    return board.error instanceof ApiError && board.error.status === 404 ? (
      <NotFound what="Board" />
    ) : (
      <p className="empty">Sorry! Something went wrong on our end.</p>
    );
  const b = board.data;
  return (
    <>
      <header className="profile-head">
        <h1>
          {b.name}{' '}
          {b.privacy !== 'public' && (
            <span className="badge">{b.privacy === 'secret' ? 'Secret' : 'Protected'}</span>
          )}
        </h1>
        {b.description && <p>{b.description}</p>}
        <Link className="pinner" to={`/${b.owner.username}/`} style={{ justifyContent: 'center' }}>
          <Avatar user={b.owner} size={32} /> {b.owner.fullName}
        </Link>
        <p>{b.pinCount} Pins</p>
      </header>
      <FeedGrid query={pins} emptyText="There aren't any Pins on this board yet." />
    </>
  );
}
