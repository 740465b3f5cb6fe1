import { describe, expect, it } from 'vitest';
import { derivedPinType, storyDurationBadge } from './pin-type.ts';

describe('derived pin type (spec §2)', () => {
  it.each([
    [{ isOneTap: true, videos: {} }, 'oneTap'],
    [{ storyPinData: { pages: [] }, videos: {} }, 'storyPin'],
    [{ videos: {} }, 'video'],
    [{ embedType: 'gif' }, 'gif'],
    [{ richSummary: { typeName: 'product' } }, 'product'],
    [{ richSummary: { typeName: 'recipe' } }, 'recipe'],
    [{}, 'image'],
  ])('%j -> %s', (p, t) => expect(derivedPinType(p)).toBe(t));
});

describe('story pin duration badge (spec §9)', () => {
  it.each([
    [4, 0, '0:20'],
    [13, 0, '1:05'],
    [2, 30_000, '0:30'],
    [1, 0, null],
    [0, 0, null],
  ])('%d pages, %d ms -> %s', (pages, ms, out) => expect(storyDurationBadge(pages, ms)).toBe(out));
});
