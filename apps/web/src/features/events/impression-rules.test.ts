import { describe, expect, it } from 'vitest';
import {
  allMilestonesSeen,
  forcedExit,
  IMPRESSION_TOP_MARGIN,
  milestonesReached,
  newMilestones,
  OBSERVER_OPTIONS,
  pruneSeen,
  resurrected,
  RESURRECTION_WINDOW_MS,
  seenKey,
  visibleRatio,
} from './impression-rules.ts';

const seen = (ratio: number, height = 300, intersecting = ratio > 0) => ({
  ratio,
  height,
  intersecting,
});

describe('impression milestones (§9: 0, 0.5, 0.8, 1)', () => {
  it.each([
    [0, []],
    [0.01, [0]],
    [0.49, [0]],
    [0.5, [0, 0.5]],
    [0.79, [0, 0.5]],
    [0.8, [0, 0.5, 0.8]],
    [0.99, [0, 0.5, 0.8]],
    [0.996, [0, 0.5, 0.8, 1]],
    [1, [0, 0.5, 0.8, 1]],
  ])('a card %f visible reaches %j', (ratio, expected) => {
    expect(milestonesReached(seen(ratio))).toEqual(expected);
  });

  it('an edge touch (intersecting at ratio 0) is not a sighting, nor is a ratio off-screen', () => {
    expect(milestonesReached(seen(0, 300, true))).toEqual([]);
    expect(milestonesReached(seen(0.6, 300, false))).toEqual([]);
  });

  it('a box under 1 px is a forced exit and reaches nothing, whatever its ratio says', () => {
    expect(forcedExit({ height: 0.5 })).toBe(true);
    expect(forcedExit({ height: 1 })).toBe(false);
    expect(milestonesReached(seen(1, 0.9))).toEqual([]);
  });
});

describe('the 143 px top margin', () => {
  it('the observer cuts the top 143 px off and uses the milestones as thresholds', () => {
    expect(OBSERVER_OPTIONS.rootMargin).toBe('-143px 0px 0px 0px');
    expect(OBSERVER_OPTIONS.threshold).toEqual([0, 0.5, 0.8, 1]);
    expect(IMPRESSION_TOP_MARGIN).toBe(143);
  });

  it('a card under the header is not seen; half below it is half seen', () => {
    expect(visibleRatio({ top: 0, bottom: 143 }, 800)).toBe(0);
    expect(visibleRatio({ top: 43, bottom: 243 }, 800)).toBe(0.5);
    expect(visibleRatio({ top: 200, bottom: 400 }, 800)).toBe(1);
    expect(visibleRatio({ top: 700, bottom: 900 }, 800)).toBe(0.5);
    expect(visibleRatio({ top: 900, bottom: 1100 }, 800)).toBe(0);
    expect(visibleRatio({ top: 300, bottom: 300.5 }, 800)).toBe(0);
  });
});

describe('the 28-day resurrection window', () => {
  const now = 1_800_000_000_000;
  it('logs a milestone never logged, or logged 28 days ago or more; not sooner', () => {
    expect(resurrected(undefined, now)).toBe(true);
    expect(resurrected(now - RESURRECTION_WINDOW_MS, now)).toBe(true);
    expect(resurrected(now - RESURRECTION_WINDOW_MS + 1, now)).toBe(false);
    expect(RESURRECTION_WINDOW_MS).toBe(28 * 86_400_000);
  });

  it('new milestones leave out those this browser logged within the window, per milestone', () => {
    const record = {
      [seenKey('7', 0)]: now - 1000,
      [seenKey('7', 0.5)]: now - RESURRECTION_WINDOW_MS,
    };
    expect(newMilestones('7', seen(0.9), { paused: false, now, seen: record })).toEqual([0.5, 0.8]);
    expect(newMilestones('8', seen(0.9), { paused: false, now, seen: record })).toEqual([
      0, 0.5, 0.8,
    ]);
  });

  it('while paused (a modal is open) nothing is new', () => {
    expect(newMilestones('7', seen(1), { paused: true, now, seen: {} })).toEqual([]);
  });

  it('the record drops expired entries and keeps the newest under its cap', () => {
    const record = { a: now - RESURRECTION_WINDOW_MS - 1, b: now - 3, c: now - 2, d: now - 1 };
    expect(pruneSeen(record, now, 2)).toEqual({ d: now - 1, c: now - 2 });
  });

  it('a pin with every milestone logged within the window needs no more watching', () => {
    const all = { '7:0': now, '7:0.5': now, '7:0.8': now, '7:1': now };
    expect(allMilestonesSeen('7', all, now)).toBe(true);
    expect(allMilestonesSeen('7', { ...all, '7:1': now - RESURRECTION_WINDOW_MS }, now)).toBe(
      false,
    );
    expect(allMilestonesSeen('8', all, now)).toBe(false);
  });
});
