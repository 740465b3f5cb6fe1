import { callResource } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { FeedGrid } from './PinGrid.tsx';
import { usePinFeed } from './queries.ts';
import { useLocation } from 'react-router';
import { matchRoute } from '@tack/contract/routes';
import { Placement } from '../experiences/Placement.tsx';
import { HOME_CONTEXT_DEPTH } from '../experiences/home-depth.ts';
import { ConsentSlot } from '../consent/ConsentSlot.tsx';

export function HomePage() {
  useTitle(null);
  const { pathname } = useLocation();
  const feed = usePinFeed('home', {}, (bookmark) =>
    callResource('UserHomefeedResource', 'get', { bookmark }),
  );
  return (
    <>
      <h1 className="visually-hidden">Your home feed</h1>
      {/* MC §2.2: only "/" declares 11, 1000541 and 1000503 (the route table), not /homefeed/. */}
      {(matchRoute(pathname)?.route.refreshes ?? []).map((id) => (
        <Placement key={id} id={id} depth={HOME_CONTEXT_DEPTH} />
      ))}
      <ConsentSlot />
      <FeedGrid
        query={feed}
        surface="AuthHomefeed"
        emptyText="No pins yet. Create the first one!"
      />
    </>
  );
}
