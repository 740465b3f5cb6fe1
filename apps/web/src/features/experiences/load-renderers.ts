import { useEffect, useState } from 'react';
import type { Experience, ExperienceKind } from '@tack/contract';
import { RENDERER_LOADERS, renderableKind } from './renderers/kinds.ts';
import type { Renderer } from './renderers/types.ts';

/** The renderers' shared chunk (renderers/index.ts), fetched once the first message arrives. */
export type RenderersModule = typeof import('./renderers/index.ts');

/** What a message needs to render: the shared chunk and its kind's renderer (null: none). */
export interface LoadedRenderer {
  kind: ExperienceKind | null;
  core: RenderersModule;
  renderer: Renderer | null;
}

let core: RenderersModule | null = null;
let corePending: Promise<RenderersModule> | null = null;
const renderers = new Map<ExperienceKind, Renderer>();
const fetching = new Set<Promise<unknown>>();

/**
 * Resolves once no renderer is being fetched. A page's messages arrive together (one batched
 * fetch) and were drawn together when one chunk held every kind; each kind fetched alone, a
 * tooltip whose chunk came first would show, then be covered by the banner arriving under it.
 */
async function allArrived(): Promise<void> {
  while (fetching.size) await Promise.allSettled([...fetching]);
}

function loadCore(): Promise<RenderersModule> {
  // With the sanitizer ready (DOMPurify, in browsers without one of their own), so a message
  // taking over from the server's markup shows its text at once.
  corePending ??= import('./renderers/index.ts').then(async (m) => {
    await m.prepareSanitizer();
    return (core = m);
  });
  return corePending;
}

/** What `loadRenderer` has already fetched for this experience, or null. */
export function loadedRenderer(experience: Experience): LoadedRenderer | null {
  const kind = renderableKind(experience);
  if (!core || (kind && !renderers.has(kind))) return null;
  return { kind, core, renderer: kind ? renderers.get(kind)! : null };
}

/**
 * Fetches the shared chunk and the experience's kind at once (one round trip, not two), and
 * resolves once every renderer asked for meanwhile has arrived too (allArrived).
 */
export async function loadRenderer(experience: Experience): Promise<LoadedRenderer> {
  const kind = renderableKind(experience);
  const both = Promise.all([loadCore(), kind ? RENDERER_LOADERS[kind]() : Promise.resolve(null)]);
  fetching.add(both);
  const [shared, renderer] = await both.finally(() => fetching.delete(both));
  await allArrived();
  if (kind && renderer) renderers.set(kind, renderer);
  return { kind, core: shared, renderer };
}

/** The experience's renderer once loaded (null until then), for its kind at each render. */
export function useLoadedRenderer(experience: Experience | null): LoadedRenderer | null {
  const [, loadedOne] = useState(0);
  const current = experience && loadedRenderer(experience);
  useEffect(() => {
    if (!experience || current) return;
    let live = true;
    void loadRenderer(experience).then(
      () => live && loadedOne((n) => n + 1),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [experience, current]);
  return current;
}
