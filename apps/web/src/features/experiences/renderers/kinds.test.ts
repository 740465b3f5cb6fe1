import { describe, expect, it } from 'vitest';
import type { Experience, ExperienceKind } from '@tack/contract';
import { EXPERIENCE_KINDS, TYPE_OF_KIND } from '@tack/contract/constants';
import { RENDERER_LOADERS, renderableKind } from './kinds.ts';
import type { RenderEnv } from './types.ts';

const env: RenderEnv = {
  anchorExists: (a) => a === 'save-button',
  origin: 'https://tack.example',
  searchQuery: 'Halloween costume ideas',
  narrow: false,
};

const experience = (kind: ExperienceKind, display_data: Record<string, unknown>): Experience => ({
  id: '1000421:7',
  experience_id: 7,
  placement_id: 1000421,
  type: TYPE_OF_KIND[kind],
  kind,
  display_data,
  extraContext: {},
  triggerable_placed_exps: [],
  metadata: {},
  status: 'not_viewed',
});

/** A valid display data per kind. */
const VALID: Record<ExperienceKind, Record<string, unknown>> = {
  callout_banner: { type: 'info-callout', message: 'Hello' },
  upsell_banner: { type: 'upsell', message: 'Go pro' },
  full_banner: { message: 'Read {0}', links: ['http://a.example'], linkTitles: ['this'] },
  metrics_banner: { title_text: 'T', subtitle_text: 'S', buttons: [{ text: 'A' }, { text: 'B' }] },
  upgrade_banner: { title_text: 'Go business', subtitle_text: 'Tools for brands' },
  hero_banner: { text: 'Welcome' },
  survey: { title_text: 'Quick question', buttons: [{ text: 'Sure' }, { text: 'No' }] },
  anchored_hint: {
    anchors_by_platform: { web: { anchor: 'save-button', placement: '1000421' } },
    text: 'Save here',
  },
  search_delight: { search_query_list: ['halloween costume'] },
  tooltip: { text: 'Tip' },
  toast: { text: 'Saved' },
  modal: { title: 'T', body: 'B', completeButton: { text: 'OK' } },
  neutral_callout: { message: 'Hello' },
  floating_callout: { message: 'Hello' },
  popover: { message: 'Save here', anchor: 'save-button' },
};

const load = (kind: ExperienceKind) => RENDERER_LOADERS[kind]();

describe('renderers by kind', () => {
  it('has a renderer for every kind', () => {
    expect(Object.keys(RENDERER_LOADERS).sort()).toEqual([...EXPERIENCE_KINDS].sort());
  });
  it.each(EXPERIENCE_KINDS)('%s: valid data renders, garbage does not', async (kind) => {
    expect(renderableKind(experience(kind, VALID[kind]))).toBe(kind);
    const r = await load(kind);
    expect(r.isValid(experience(kind, VALID[kind]), env)).toBe(true);
    expect(r.isValid(experience(kind, { garbage: [1, { x: null }] }), env)).toBe(false);
  });
  it('the two kinds of one module each get their own renderer', async () => {
    expect(await load('neutral_callout')).not.toBe(await load('floating_callout'));
    expect(await load('callout_banner')).not.toBe(await load('upsell_banner'));
  });
  it('type 0 or an unknown kind has no renderer', () => {
    expect(renderableKind({ ...experience('toast', VALID.toast), type: 0 })).toBeNull();
    expect(
      renderableKind({ ...experience('toast', VALID.toast), kind: 'hologram' as ExperienceKind }),
    ).toBeNull();
  });
  it('metrics banner needs type 5 and popover type 29 (§5)', async () => {
    const metrics = experience('metrics_banner', VALID.metrics_banner);
    expect((await load('metrics_banner')).isValid({ ...metrics, type: 8 }, env)).toBe(false);
    const popover = experience('popover', VALID.popover);
    const popoverRenderer = await load('popover');
    expect(popoverRenderer.isValid({ ...popover, type: 5 }, env)).toBe(false);
    expect(popoverRenderer.isValid(popover, { ...env, anchorExists: () => false })).toBe(false);
  });
  it('search delight needs the current query to match', async () => {
    const e = experience('search_delight', VALID.search_delight);
    expect((await load('search_delight')).isValid(e, { ...env, searchQuery: 'costumes' })).toBe(
      false,
    );
  });
});
