/** The message renderers as their own chunk, fetched once the first message arrives. */
export type RenderersModule = typeof import('./renderers/index.ts');

let loaded: RenderersModule | null = null;
let pending: Promise<RenderersModule> | null = null;

export const loadedRenderers = (): RenderersModule | null => loaded;

export function loadRenderers(): Promise<RenderersModule> {
  // With the sanitizer ready (DOMPurify, in browsers without one of their own), so a message
  // taking over from the server's markup shows its text at once.
  pending ??= import('./renderers/index.ts').then(async (m) => {
    await m.prepareSanitizer();
    return (loaded = m);
  });
  return pending;
}
