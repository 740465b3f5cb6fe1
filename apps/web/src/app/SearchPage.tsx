import { useSearchParams } from 'react-router';
import { callResource } from '../api/client.ts';
import { FeedGrid } from '../features/feed/PinGrid.tsx';
import { usePinFeed } from '../features/feed/queries.ts';
import { useTitle } from './use-title.ts';

/** /search/pins/?q={query}&rs={source}: pins matching the query, best first. */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  useTitle(q ? `${q} - Search` : 'Search');
  const results = usePinFeed(
    'search',
    { q },
    (bookmark) => callResource('SearchPinsResource', 'get', { query: q, bookmark }),
    q.length > 0,
  );
  if (!q) return <p className="empty">Type in the search box to find Pins.</p>;
  return (
    <>
      <h1 className="visually-hidden">Search results for {q}</h1>
      <FeedGrid query={results} emptyText={`No Pins found for “${q}”. Try other words.`} />
    </>
  );
}
