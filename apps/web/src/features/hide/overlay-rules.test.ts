import { describe, expect, it } from 'vitest';
import { overlayParts, overlayText, REPORTED_SUBTITLE, unfollowedText } from './overlay-rules.ts';

describe('feedback overlay (spec §4)', () => {
  const base = {
    type: 'hide' as const,
    title: 'Pin hidden',
    undoAvailable: false,
    actionDone: false,
  };
  it.each([
    [{}, { undo: true, unfollow: true, tune: true }],
    [{ undoAvailable: true }, { undo: true, unfollow: false, tune: true }],
    [{ actionDone: true }, { undo: true, unfollow: false, tune: true }],
    [{ type: 'pfy' }, { undo: true, unfollow: false, tune: true }],
    [{ type: 'pfyBoard' }, { undo: true, unfollow: false, tune: true }],
    [{ type: 'search' }, { undo: true, unfollow: true, tune: false }],
    [{ type: 'followed' }, { undo: true, unfollow: true, tune: false }],
    [{ type: 'related' }, { undo: true, unfollow: true, tune: false }],
    [{ type: 'hiddenForWeightLoss' }, { undo: true, unfollow: true, tune: false }],
    [
      { title: 'Reported', type: 'reported' },
      { undo: false, unfollow: true, tune: true },
    ],
  ] as const)('%j -> %j', (over, parts) =>
    expect(overlayParts({ ...base, ...over })).toEqual(parts),
  );
  it('uses the catalogue texts', () => {
    expect(overlayText('reported')).toEqual({ title: 'Reported', subtitle: REPORTED_SUBTITLE });
    expect(overlayText('hiddenForWeightLoss').subtitle).toBe(
      "Got it! You'll start seeing fewer ads about GLP-1 medication within a few hours.",
    );
  });
  it('confirms an unfollow by name', () => {
    expect(unfollowedText('Lamps')).toEqual({
      title: 'Unfollowed',
      subtitle: "You won't see Pins from Lamps in your home feed.",
    });
    expect(unfollowedText('').subtitle).toMatch(/this source/);
  });
});
