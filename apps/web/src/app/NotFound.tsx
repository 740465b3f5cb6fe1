import { Link } from 'react-router';
import { useTitle } from './use-title.ts';

export function NotFound({ what = 'Page' }: { what?: string }) {
  useTitle(`${what} not found`);
  return (
    <div className="empty">
      <h1>{what} not found</h1>
      <p>It may have been deleted, made secret, or never existed.</p>
      <Link className="btn" to="/">
        Go home
      </Link>
    </div>
  );
}
