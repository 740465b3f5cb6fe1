import { describe, expect, it } from 'vitest';
import { computeLayout } from './layout.ts';
import { visibleItems } from './visible.ts';

function randomItems(n: number, seed: number) {
  let s = seed;
  const rnd = () => (s = (s * 16807) % 2147483647) / 2147483647;
  return Array.from({ length: n }, () => ({ width: 600, height: Math.round(300 + rnd() * 900) }));
}

describe('visible range by binary search per column', () => {
  const state = computeLayout(randomItems(10_000, 42), { containerWidth: 1600, footerHeight: 60 });

  it('finds exactly the items a full scan finds', () => {
    for (const top of [0, 777, 50_000, state.height - 500, state.height + 10]) {
      const bottom = top + 1000;
      const brute = state.positions.flatMap((p, i) =>
        p.top + p.height >= top && p.top <= bottom ? [i] : [],
      );
      expect(visibleItems(state, top, bottom)).toEqual(brute);
    }
  });

  it('does about log2(n) comparisons per column, not n', () => {
    const counter = { n: 0 };
    visibleItems(state, 400_000, 401_000, counter);
    const perColumn = Math.ceil(Math.log2(10_000 / state.columns)) + 1;
    expect(counter.n).toBeLessThanOrEqual(state.columns * perColumn);
  });

  it('keeps the DOM small: a viewport of 10,000 items shows a few dozen', () => {
    expect(visibleItems(state, 200_000, 201_000).length).toBeLessThan(60);
  });
});
