import { useSearchParams } from 'react-router';
import { useTitle } from './use-title.ts';

/** Search arrives with the discovery issue; until then the page says so plainly. */
export function SearchPage() {
  const [params] = useSearchParams();
  useTitle('Search');
  return (
    <div className="empty">
      <h1>Search is coming soon</h1>
      <p>You searched for “{params.get('q')}”. Browse the home feed in the meantime.</p>
    </div>
  );
}
