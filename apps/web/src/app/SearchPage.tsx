import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, NavLink, useSearchParams } from 'react-router';
import { callResource } from '../api/client.ts';
import { FeedGrid } from '../features/feed/PinGrid.tsx';
import { usePinFeed } from '../features/feed/queries.ts';
import { BoardCard } from '../features/boards/BoardCard.tsx';
import { Avatar } from '../ui/Avatar.tsx';
import { useTitle } from './use-title.ts';
import { PLACEMENTS } from '@tack/contract/constants';
import { Placement } from '../features/experiences/Placement.tsx';
import './search.css';

export type SearchType = 'pins' | 'boards' | 'users';
const TABS: [SearchType, string][] = [
  ['pins', 'Pins'],
  ['boards', 'Boards'],
  ['users', 'People'],
];

/**
 * /search/{pins|boards|users}/?q={query}&rs={source}: results of one content type, best first;
 * `on_sale` marks an on-sale view of buyable pins.
 */
export function SearchPage({ type }: { type: SearchType }) {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const onSale = type === 'pins' && params.get('on_sale') === 'true';
  useTitle(q ? `${q} - Search` : 'Search');
  if (!q) return <p className="empty">Type in the search box to find Pins.</p>;
  return (
    <>
      <h1 className="visually-hidden">
        Search results for {q}
        {onSale && ' on sale'}
      </h1>
      <nav className="tabs" aria-label="Search for">
        {TABS.map(([t, label]) => (
          <NavLink key={t} className="nav-link" to={`/search/${t}/?q=${encodeURIComponent(q)}`}>
            {label}
          </NavLink>
        ))}
      </nav>
      <Placement id={PLACEMENTS.searchTop} context={{ search_query: q }} />
      <Placement id={PLACEMENTS.searchDelight} context={{ search_query: q }} />
      {onSale && <p className="empty">On sale</p>}
      {type === 'pins' && <PinResults q={q} onSale={onSale} />}
      {type === 'boards' && <BoardResults q={q} />}
      {type === 'users' && <UserResults q={q} />}
    </>
  );
}

function PinResults({ q, onSale }: { q: string; onSale: boolean }) {
  const results = usePinFeed('search', { q, onSale }, (bookmark) =>
    callResource('SearchPinsResource', 'get', { query: q, on_sale: onSale, bookmark }),
  );
  return (
    <FeedGrid
      query={results}
      surface="SearchItem"
      emptyText={`No Pins found for “${q}”. Try other words.`}
    />
  );
}

/** Boards or people matching the query, a page at a time. */
function useSearchList<T>(
  kind: string,
  q: string,
  fetchPage: (bookmark: string | null) => Promise<{ items: T[]; bookmark: string | null }>,
) {
  return useInfiniteQuery({
    queryKey: ['search', kind, q],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.bookmark,
  });
}

function MoreButton({ query }: { query: { hasNextPage: boolean; fetchNextPage: () => unknown } }) {
  if (!query.hasNextPage) return null;
  return (
    <p className="empty">
      <button type="button" className="btn" onClick={() => void query.fetchNextPage()}>
        More
      </button>
    </p>
  );
}

function BoardResults({ q }: { q: string }) {
  const boards = useSearchList('boards', q, (bookmark) =>
    callResource('SearchBoardsResource', 'get', { query: q, bookmark }),
  );
  const items = boards.data?.pages.flatMap((p) => p.items) ?? [];
  if (boards.isPending) return <p className="empty">Loading…</p>;
  if (!items.length) return <p className="empty">No boards found for “{q}”.</p>;
  return (
    <>
      <section className="search-tiles" aria-label="Boards">
        {items.map((b) => (
          <BoardCard key={b.id} board={b} showOwner />
        ))}
      </section>
      <MoreButton query={boards} />
    </>
  );
}

function UserResults({ q }: { q: string }) {
  const users = useSearchList('users', q, (bookmark) =>
    callResource('SearchUsersResource', 'get', { query: q, bookmark }),
  );
  const items = users.data?.pages.flatMap((p) => p.items) ?? [];
  if (users.isPending) return <p className="empty">Loading…</p>;
  if (!items.length) return <p className="empty">No people found for “{q}”.</p>;
  return (
    <>
      <ul className="search-tiles search-people" aria-label="People">
        {items.map((u) => (
          <li key={u.id}>
            <Link to={`/${u.username}/`} className="person-tile">
              <Avatar user={u} size={96} />
              <strong>{u.fullName}</strong>
              <span className="card-meta">@{u.username}</span>
            </Link>
          </li>
        ))}
      </ul>
      <MoreButton query={users} />
    </>
  );
}
