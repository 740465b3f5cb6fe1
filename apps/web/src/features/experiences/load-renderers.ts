/** The message renderers as their own chunk, fetched once the first message arrives. */
export type RenderersModule = typeof import('./renderers/index.ts');

let loaded: RenderersModule | null = null;
let pending: Promise<RenderersModule> | null = null;

export const loadedRenderers = (): RenderersModule | null => loaded;

export function loadRenderers(): Promise<RenderersModule> {
  pending ??= import('./renderers/index.ts').then((m) => (loaded = m));
  return pending;
}
