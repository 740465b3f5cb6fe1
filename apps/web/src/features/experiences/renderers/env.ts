import { findAnchor } from './hooks.ts';
import type { RenderEnv } from './types.ts';

/** The page a renderer is on: its anchors, origin, width, and the search query shown. */
export function pageRenderEnv(searchQuery: string): RenderEnv {
  return {
    anchorExists: (anchor) => findAnchor(anchor) !== null,
    origin: window.location.origin,
    searchQuery,
    narrow: window.matchMedia('(max-width: 767px)').matches,
  };
}
