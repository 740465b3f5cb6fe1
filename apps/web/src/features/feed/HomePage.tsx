import { callResource } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { FeedGrid } from './PinGrid.tsx';
import { usePinFeed } from './queries.ts';

export function HomePage() {
  useTitle(null);
  const feed = usePinFeed('home', {}, (bookmark) =>
    callResource('UserHomefeedResource', 'get', { bookmark }),
  );
  return <FeedGrid query={feed} emptyText="No pins yet. Create the first one!" />;
}
