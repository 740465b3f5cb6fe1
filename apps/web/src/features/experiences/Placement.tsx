import { lazy, Suspense } from 'react';
import type { PlacementProps } from './PlacementView.tsx';

/**
 * Where a page can show a server-driven message. Messages are not part of the first paint, so
 * their code (store, queue, rules) is its own chunk, fetched while the page mounts: the first
 * load stays within its budget (docs/decisions/0008-accessible-primitives.md).
 */
const PlacementView = lazy(() =>
  import('./PlacementView.tsx').then((m) => ({ default: m.PlacementView })),
);

export function Placement(props: PlacementProps) {
  return (
    <Suspense fallback={null}>
      <PlacementView {...props} />
    </Suspense>
  );
}
