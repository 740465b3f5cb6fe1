import { lazy, Suspense } from 'react';
import type { PlacementProps } from './PlacementView.tsx';
import { serverPlacement } from './server-placements.ts';

/**
 * Where a page can show a server-driven message. Messages are not part of the first paint, so
 * their code (store, queue, rules) is its own chunk, fetched while the page mounts: the first
 * load stays within its budget (docs/decisions/0008-accessible-primitives.md). A message the
 * server rendered with the page stays as it is meanwhile (server-placements.ts).
 */
const PlacementView = lazy(() =>
  import('./PlacementView.tsx').then((m) => ({ default: m.PlacementView })),
);

export function Placement(props: PlacementProps) {
  const html = serverPlacement(props.id);
  const fromServer = html ? <ServerMarkup html={html} /> : undefined;
  return (
    <Suspense fallback={fromServer ?? null}>
      <PlacementView {...props} fromServer={fromServer} />
    </Suspense>
  );
}

/** The server's markup of a message, shown as it came until the app's renderer takes over. */
function ServerMarkup({ html }: { html: string }) {
  return (
    <div className="placement placement-from-server" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
