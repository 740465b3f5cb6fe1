import { callResource } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { FeedGrid } from './PinGrid.tsx';
import { usePinFeed } from './queries.ts';
import { PLACEMENTS } from '@tack/contract/constants';
import { Placement } from '../experiences/Placement.tsx';
import { HOME_CONTEXT_DEPTH } from '../experiences/home-depth.ts';
import { ConsentSlot } from '../consent/ConsentSlot.tsx';

export function HomePage() {
  useTitle(null);
  const feed = usePinFeed('home', {}, (bookmark) =>
    callResource('UserHomefeedResource', 'get', { bookmark }),
  );
  return (
    <>
      <h1 className="visually-hidden">Your home feed</h1>
      <Placement id={PLACEMENTS.homeTop} depth={HOME_CONTEXT_DEPTH} />
      <Placement id={PLACEMENTS.homeCallout} depth={HOME_CONTEXT_DEPTH} />
      <Placement id={PLACEMENTS.homeModal} depth={HOME_CONTEXT_DEPTH} />
      <ConsentSlot />
      <FeedGrid
        query={feed}
        surface="AuthHomefeed"
        emptyText="No pins yet. Create the first one!"
      />
    </>
  );
}
