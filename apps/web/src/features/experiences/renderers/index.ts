/**
 * What every message renderer shares, as the chunk the server finds for its stylesheets
 * (modules/web/home-placements.ts): the stylesheet, the page's render environment, the portal
 * for full-page layers and the sanitizer's fallback. Each kind is a chunk of its own (kinds.ts).
 */
import './experiences.css';

export type { Renderer, RendererProps, RenderEnv } from './types.ts';
export { prepareSanitizer } from './sanitize.ts';
export { PortalRoot } from './portal.ts';
export { pageRenderEnv } from './env.ts';
