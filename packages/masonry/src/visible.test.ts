import { describe, expect, it } from 'vitest';
import { computeLayout, type LayoutState } from './layout.ts';
import { prng, randomItems } from './test-data.ts';
import { visibleItems, type Counter } from './visible.ts';

/** The reference: every item whose [top, bottom] meets [top, bottom] of the window. */
function bruteForce(state: LayoutState, top: number, bottom: number): number[] {
  return state.positions.flatMap((p, i) => (p.top + p.height >= top && p.top <= bottom ? [i] : []));
}

describe('visible items, small table', () => {
  // Two columns, gutter 16. Column 0: item 0 at 0-100, 4 at 116-126, 5 at 142-162.
  // Column 1: item 1 at 0-50, 2 at 66-96, 3 at 112-152.
  const img = (h: number) => ({ width: 236, height: h });
  const s = computeLayout([100, 50, 30, 40, 10, 20].map(img), { containerWidth: 488 });

  it.each([
    [0, 0, [0, 1]],
    [51, 65, [0]], // the gap between 1 and 2 in column 1
    [96, 96, [0, 2]], // touching edges count
    [101, 111, []], // gutters in both columns
    [100, 116, [0, 3, 4]],
    [140, 170, [3, 5]],
    [163, 1000, []],
    [-500, -1, []],
    [-500, 1000, [0, 1, 2, 3, 4, 5]],
  ])('[%d, %d] -> %j', (top, bottom, expected) => {
    expect(visibleItems(s, top, bottom)).toEqual(expected);
    expect(bruteForce(s, top, bottom)).toEqual(expected);
  });
});

describe('visible items, 10,000 items', () => {
  const state = computeLayout(randomItems(10_000, 42), { containerWidth: 1600, footerHeight: 60 });

  it.each([
    ['the top', 0],
    ['an odd offset', 777],
    ['the middle', 400_000],
    ['the end', state.height - 500],
    ['past the end', state.height + 10],
    ['above the grid', -3000],
  ])('at %s equals a full scan', (_name, top) => {
    const bottom = top + 2000;
    expect(visibleItems(state, top, bottom)).toEqual(bruteForce(state, top, bottom));
  });

  it('keeps the DOM small: a 2,000 px window of 10,000 items holds a few dozen', () => {
    const n = visibleItems(state, 200_000, 202_000).length;
    expect(n).toBeGreaterThan(12);
    expect(n).toBeLessThan(60);
  });
});

describe('visible items, property: binary search == full scan', () => {
  it('on 300 random layouts and windows', () => {
    const rnd = prng(2024);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    for (let run = 0; run < 300; run++) {
      const n = pick([0, 1, 2, 7, 50, 500, 3000]);
      const fixed = pick([0, 30, 64]);
      const state = computeLayout(randomItems(n, run + 1), {
        containerWidth: 200 + Math.floor(rnd() * 2400),
        columnWidth: pick([236, 270, 175, 157.33]),
        gutter: pick([4, 8, 14, 16, 24]),
        footerHeight: rnd() < 0.5 ? fixed : (_item, i) => (i * 13) % 90,
      });
      for (let w = 0; w < 10; w++) {
        const top = Math.floor((rnd() * 1.2 - 0.1) * (state.height + 1000));
        // Integer edges and fractional ones (fractional column widths give fractional lefts only,
        // but scroll positions can be fractional on zoomed pages).
        const bottom = top + Math.floor(rnd() * 3000) + (rnd() < 0.3 ? 0.5 : 0);
        expect(visibleItems(state, top, bottom)).toEqual(bruteForce(state, top, bottom));
      }
    }
  });
});

describe('visible items, cost', () => {
  const cost = (n: number, top: number) => {
    const state = computeLayout(randomItems(n, 7), { containerWidth: 1600, footerHeight: 40 });
    const counter: Counter = { n: 0 };
    const found = visibleItems(state, top, top + 2000, counter);
    const longest = Math.max(...state.columnItems.map((c) => c.length));
    return { state, counter: counter.n, found: found.length, longest };
  };

  it('is a binary search per column plus the items returned, not a scan', () => {
    const { state, counter, found, longest } = cost(10_000, 400_000);
    // Per column: ceil(log2(len + 1)) probes, then the found items and one that stops the walk.
    const bound = state.columns * (Math.ceil(Math.log2(longest + 1)) + 1) + found;
    expect(counter).toBeLessThanOrEqual(bound);
    expect(counter).toBeLessThan(150); // a scan would touch 10,000
  });

  it('grows with log n: 100x more items add only about columns x log2(100) probes', () => {
    const small = cost(1_000, 40_000);
    const large = cost(100_000, 4_000_000);
    const probesSmall = small.counter - small.found;
    const probesLarge = large.counter - large.found;
    expect(probesLarge - probesSmall).toBeLessThanOrEqual(small.state.columns * 8);
  });
});
