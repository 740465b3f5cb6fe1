import { describe, expect, it } from 'vitest';
import { appendLayout, columnCount, computeLayout, emptyLayout } from './layout.ts';

const sq = (h: number) => ({ width: 236, height: h });

describe('masonry layout', () => {
  it('puts each item in the shortest column, leftmost on ties', () => {
    const s = computeLayout([sq(100), sq(50), sq(30), sq(40)], { containerWidth: 488, gutter: 16 });
    expect(s.columns).toBe(2);
    expect(s.positions.map((p) => p.column)).toEqual([0, 1, 1, 1]);
    expect(s.positions[2]).toMatchObject({ top: 66, left: 252 });
    expect(s.positions[3]).toMatchObject({ top: 112, left: 252 });
    expect(
      computeLayout([sq(10), sq(10), sq(10)], { containerWidth: 488 }).positions.map(
        (p) => p.column,
      ),
    ).toEqual([0, 1, 0]);
  });

  it('scales image heights to the column width and adds the footer', () => {
    const s = computeLayout([{ width: 600, height: 900 }], {
      containerWidth: 236,
      footerHeight: 40,
    });
    expect(s.positions[0]!.height).toBe(354 + 40);
    const f = computeLayout([sq(10), sq(10)], {
      containerWidth: 236,
      footerHeight: (_i, n) => n * 5,
    });
    expect(f.positions.map((p) => p.height)).toEqual([10, 15]);
  });

  it.each([
    [236, 4, 1600, 6],
    [236, 16, 1600, 6],
    [270, 16, 1600, 5],
    [175, 8, 1600, 8],
    [157.33, 14, 1600, 9],
    [236, 24, 1100, 4],
    [236, 16, 100, 1],
  ])('column width %d, gutter %d in %d px -> %d columns', (w, g, container, n) => {
    expect(columnCount(container, w, g)).toBe(n);
  });

  it('centres the grid', () => {
    const s = emptyLayout({ containerWidth: 900, columnWidth: 236, gutter: 16 });
    expect(s.columns).toBe(3);
    expect(s.width).toBe(740);
    expect(s.offset).toBe(80);
  });

  it('appending a page gives the same layout as computing everything at once', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const items = Array.from({ length: 500 }, () => ({
      width: 600,
      height: Math.round(300 + rnd() * 900),
    }));
    const opts = { containerWidth: 1600, footerHeight: 48 };
    let s = computeLayout(items.slice(0, 100), opts);
    for (let i = 100; i < 500; i += 100)
      s = appendLayout(s, items.slice(i, i + 100), opts.footerHeight);
    expect(s).toEqual(computeLayout(items, opts));
  });
});
