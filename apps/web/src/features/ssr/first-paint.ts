/** The performance mark set when the wait starts (e2e/ssr.spec.ts measures the wait from it). */
const SERVER_GRID_WAIT = 'tack:server-grid-wait';

/**
 * Waits until the server-rendered grid's first images have been painted, or `capMs` at most.
 * The app's first render replaces the server's grid with its own cards: started while those
 * images were still decoding, it took their place before they were ever painted, and the page's
 * largest image came only after the app's render (LCP about twice as late, in about half the
 * loads at 4x CPU). Pages without the server's grid start at once.
 */
export async function serverGridPainted(root: ParentNode | null, capMs: number): Promise<void> {
  const images = [
    ...(root?.querySelectorAll<HTMLImageElement>('[data-ssr-grid] img:not([loading=lazy])') ?? []),
  ];
  if (images.length === 0) return;
  performance.mark(SERVER_GRID_WAIT);
  const decoded = Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  await Promise.race([decoded, new Promise((r) => setTimeout(r, capMs))]);
  // A frame's callbacks run before it is painted; a task queued from one runs after it.
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
}
