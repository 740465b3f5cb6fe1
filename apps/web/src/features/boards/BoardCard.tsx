import { Link } from 'react-router';
import type { Board } from '@tack/contract';
import { countOf } from '../../ui/count.ts';

/**
 * A board as a tile: its cover (chosen in the board editor, else its newest pin) beside its next
 * newest pins (170x), name, privacy and pin count; with `showOwner` (search
 * results, where boards come from anyone) also whose board it is.
 */
export function BoardCard({ board, showOwner = false }: { board: Board; showOwner?: boolean }) {
  return (
    <Link className="board-card" to={board.url}>
      <div className="board-cover">
        {board.coverImageUrl && <img src={board.coverImageUrl} alt="" />}
        {board.images['170x'].slice(1).map((image) => (
          <img key={image.url} src={image.url} alt="" />
        ))}
      </div>
      <h2 style={{ margin: '8px 0 2px', fontSize: '1.17em' }}>
        {board.name} {board.privacy !== 'public' && <span className="badge">{board.privacy}</span>}
      </h2>
      {showOwner && <span className="card-meta board-owner">by {board.owner.fullName} · </span>}
      <span className="card-meta">{countOf(board.pinCount, 'Pin')}</span>
    </Link>
  );
}
