/**
 * Messages the server rendered above the home grid (apps/server/src/modules/web/home-placements.ts),
 * kept from `#root` before the app's first render replaces it. Until the app has fetched the
 * placement and loaded its renderer, the placement shows this markup, so the grid below never
 * moves (issue 19: no layout shift at load). Each is used once: a later visit of the page fetches.
 */
const markup = new Map<number, string>();

export function keepServerPlacements(root: ParentNode | null): void {
  for (const el of root?.querySelectorAll<HTMLElement>('[data-ssr-placement]') ?? [])
    markup.set(Number(el.dataset.ssrPlacement), el.innerHTML);
}

export const serverPlacement = (placementId: number): string | null =>
  markup.get(placementId) ?? null;

export const dropServerPlacement = (placementId: number): void => void markup.delete(placementId);
