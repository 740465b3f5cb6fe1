import { describe, expect, it, vi } from 'vitest';
import type { Experience, ExperienceKind } from '@tack/contract';
import type { Renderer } from './renderers/types.ts';

/** Each kind's chunk arrives when the test says so. */
const gates = new Map<string, (r: Renderer) => void>();
const renderer = (name: string) => ({ isValid: () => true, Component: () => name }) as Renderer;
vi.mock('./renderers/kinds.ts', () => ({
  RENDERER_LOADERS: new Proxy(
    {},
    { get: (_, kind: string) => () => new Promise<Renderer>((r) => gates.set(kind, r)) },
  ),
  renderableKind: (e: Experience) => e.kind,
}));
vi.mock('./renderers/index.ts', () => ({ prepareSanitizer: async () => {} }));

const { loadRenderer, loadedRenderer } = await import('./load-renderers.ts');
const experience = (kind: ExperienceKind) => ({ kind, type: 1 }) as unknown as Experience;
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('loading renderers', () => {
  it("a page's messages get their renderers together: the first waits for the others asked meanwhile", async () => {
    let tooltipReady = false;
    const tooltip = loadRenderer(experience('tooltip')).then(() => (tooltipReady = true));
    const banner = loadRenderer(experience('upgrade_banner'));
    await flush();
    gates.get('tooltip')!(renderer('tooltip'));
    await flush();
    // The tooltip's chunk is here, the banner's is not: the tooltip waits, not shown alone.
    expect(tooltipReady).toBe(false);
    expect(loadedRenderer(experience('tooltip'))).toBeNull();
    gates.get('upgrade_banner')!(renderer('banner'));
    await Promise.all([tooltip, banner]);
    expect(loadedRenderer(experience('tooltip'))?.renderer?.Component).toBeDefined();
    expect(loadedRenderer(experience('upgrade_banner'))?.renderer).not.toBeNull();
  });

  it('a kind already loaded is there at once, without waiting for anything', async () => {
    const again = loadRenderer(experience('tooltip'));
    expect(loadedRenderer(experience('tooltip'))).not.toBeNull();
    await flush();
    gates.get('tooltip')!(renderer('tooltip'));
    await again;
  });
});
