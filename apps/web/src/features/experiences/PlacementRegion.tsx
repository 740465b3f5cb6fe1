import { useSyncExternalStore } from 'react';
import { Placement } from './Placement.tsx';
import { experienceStore as store } from './store.ts';

/**
 * Several placements sharing one spot of a page: each fetches, but only the first (in the order
 * given) that has a message shows it, so banners never stack; the next shows once that one is
 * completed or dismissed.
 */
export function PlacementRegion({ ids }: { ids: readonly number[] }) {
  const first = useSyncExternalStore(
    store.subscribe,
    () => ids.find((id) => store.current(id) !== null) ?? null,
    () => null,
  );
  return (
    <>
      {ids.map((id) => (
        <Placement key={id} id={id} show={id === first} />
      ))}
    </>
  );
}
