import { describe, expect, it } from 'vitest';
import { audienceTakes, campaignState, isRunning, placePromoted } from './campaign-rules.ts';

const c = {
  status: 'active' as const,
  startsAt: '2026-05-01T00:00:00.000Z',
  endsAt: '2026-05-08T00:00:00.000Z',
};

describe('campaign rules (PC §1, §3; MC §6)', () => {
  it.each([
    ['2026-04-30T23:59:59.999Z', false, 'scheduled'],
    ['2026-05-01T00:00:00.000Z', true, 'running'],
    ['2026-05-07T23:59:59.999Z', true, 'running'],
    ['2026-05-08T00:00:00.000Z', false, 'ended'],
  ])('at %s running %s, state %s', (now, running, state) => {
    expect(isRunning(c, now)).toBe(running);
    expect(campaignState(c, now)).toBe(state);
  });
  it('paused and stopped campaigns do not run', () => {
    const now = '2026-05-02T00:00:00.000Z';
    expect(isRunning({ ...c, status: 'paused' }, now)).toBe(false);
    expect(campaignState({ ...c, status: 'paused' }, now)).toBe('paused');
    expect(campaignState({ ...c, status: 'stopped' }, now)).toBe('stopped');
  });

  const viewer = { interests: new Set(['lamps']), country: 'FR', marketing: true };
  it.each([
    [{ interests: [], countries: [] }, viewer, true],
    [{ interests: [], countries: [] }, { ...viewer, marketing: false }, true],
    [{ interests: ['lamps'], countries: [] }, viewer, true],
    [{ interests: ['lamps'], countries: [] }, { ...viewer, marketing: false }, false],
    [{ interests: ['chairs'], countries: [] }, viewer, false],
    [{ interests: [], countries: ['FR', 'BE'] }, viewer, true],
    [{ interests: [], countries: ['DE'] }, viewer, false],
    [{ interests: [], countries: ['FR'] }, { ...viewer, country: null }, false],
    [{ interests: ['lamps'], countries: ['DE'] }, viewer, false],
  ])('audience %j takes %j: %s', (audience, v, out) =>
    expect(audienceTakes(audience, v)).toBe(out),
  );

  it('places the ad third, once, dropping an organic copy of its pin', () => {
    const items = ['a', 'b', 'c', 'd'].map((root) => ({ root }));
    expect(placePromoted(items, { root: 'x' }).map((i) => i.root)).toEqual([
      'a',
      'b',
      'x',
      'c',
      'd',
    ]);
    expect(placePromoted(items, { root: 'a' }).map((i) => i.root)).toEqual(['b', 'c', 'a', 'd']);
    expect(placePromoted([{ root: 'a' }], { root: 'x' }).map((i) => i.root)).toEqual(['a', 'x']);
    expect(placePromoted(items, null)).toBe(items);
  });
});
