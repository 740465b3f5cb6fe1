import { callResource } from '../../api/client.ts';
import { useTitle } from '../../app/use-title.ts';
import { FeedGrid } from './PinGrid.tsx';
import { usePinFeed } from './queries.ts';
import { Placement } from '../experiences/Placement.tsx';
import { HOME_CONTEXT_DEPTH } from '../experiences/home-depth.ts';
import { ConsentSlot } from '../consent/ConsentSlot.tsx';

/**
 * The home feed; `placements` are those its row of the route table refreshes (MC §2.2: "/"
 * declares 11, 1000541 and 1000503; /homefeed/ none).
 */
export function HomePage({ placements }: { placements: readonly number[] }) {
  useTitle(null);
  const feed = usePinFeed('home', {}, (bookmark) =>
    callResource('UserHomefeedResource', 'get', { bookmark }),
  );
  return (
    <>
      <h1 className="visually-hidden">Your home feed</h1>
      {placements.map((id) => (
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
