import { describe, expect, it } from 'vitest';
import {
  appendLayout,
  columnCount,
  computeLayout,
  contentHeight,
  emptyLayout,
  gridMetrics,
  gridWidth,
  layoutUntil,
} from './layout.ts';
import { prng, randomItems } from './test-data.ts';

/** An image that is exactly `h` px tall at the default column width. */
const img = (h: number) => ({ width: 236, height: h });
const columnsOf = (s: { positions: { column: number }[] }) => s.positions.map((p) => p.column);

const SPEC_WIDTHS = [236, 270, 175, 157.33];
const SPEC_GUTTERS = [4, 8, 14, 16, 24];

describe('shortest-column placement', () => {
  it.each([
    // [image heights, container width, expected columns of each item]
    { heights: [100, 50, 30, 40], container: 488, columns: [0, 1, 1, 1] },
    { heights: [10, 10, 10], container: 488, columns: [0, 1, 0] },
    { heights: [10, 10, 10, 10, 10, 10, 10], container: 740, columns: [0, 1, 2, 0, 1, 2, 0] },
    { heights: [300, 100, 100, 100, 100], container: 740, columns: [0, 1, 2, 1, 2] },
    { heights: [100, 300, 50, 60, 70], container: 740, columns: [0, 1, 2, 2, 0] },
    { heights: [5, 5, 5], container: 236, columns: [0, 0, 0] },
  ])('$heights in $container px -> columns $columns', ({ heights, container, columns }) => {
    expect(columnsOf(computeLayout(heights.map(img), { containerWidth: container }))).toEqual(
      columns,
    );
  });

  it('stacks items with a gutter between them and starts each column at 0', () => {
    const s = computeLayout([img(100), img(50), img(30), img(40)], { containerWidth: 488 });
    expect(s.positions).toEqual([
      { top: 0, left: 0, width: 236, height: 100, column: 0 },
      { top: 0, left: 252, width: 236, height: 50, column: 1 },
      { top: 66, left: 252, width: 236, height: 30, column: 1 },
      { top: 112, left: 252, width: 236, height: 40, column: 1 },
    ]);
    expect(s.columnHeights).toEqual([116, 168]);
    expect(s.columnItems).toEqual([[0], [1, 2, 3]]);
    expect(s.height).toBe(152);
  });

  it('breaks ties to the leftmost column, with gutters other than 16', () => {
    // Columns 0 and 2 end at the same height (74); 0 wins.
    const s = computeLayout([img(50), img(80), img(50), img(30)], {
      containerWidth: 900,
      gutter: 24,
    });
    expect(columnsOf(s)).toEqual([0, 1, 2, 0]);
    // Then column 2 takes a 6 px item and ends at 104, like column 1: 1 wins.
    const t = computeLayout([img(50), img(80), img(50), img(30), img(6), img(10)], {
      containerWidth: 900,
      gutter: 24,
    });
    expect(columnsOf(t)).toEqual([0, 1, 2, 0, 2, 1]);
  });

  it('scales image heights to the column width, rounds, and adds the footer', () => {
    const one = (item: { width: number; height: number }, columnWidth = 236, footer = 0) =>
      computeLayout([item], { containerWidth: 2000, columnWidth, footerHeight: footer })
        .positions[0]!.height;
    expect(one({ width: 600, height: 900 }, 236, 40)).toBe(354 + 40);
    expect(one({ width: 1000, height: 333 })).toBe(79); // 78.588 rounds up
    expect(one({ width: 600, height: 900 }, 157.33)).toBe(236); // 235.995
    expect(one({ width: 600, height: 900 }, 270)).toBe(405);
    expect(one({ width: 0, height: 900 }, 236, 12)).toBe(12); // no image size: footer only
    const f = computeLayout([img(10), img(10)], {
      containerWidth: 236,
      footerHeight: (_item, index) => index * 5,
    });
    expect(f.positions.map((p) => p.height)).toEqual([10, 15]);
  });

  it('has height 0 when empty, and the tallest column otherwise', () => {
    expect(computeLayout([], { containerWidth: 1600 }).height).toBe(0);
    expect(computeLayout([img(10)], { containerWidth: 1600 }).height).toBe(10);
  });
});

describe('column count', () => {
  // Expected counts at 375, 1100, 1600 and 2560 px for every spec width and gutter.
  const table: Record<number, Record<number, number[]>> = {
    236: {
      4: [1, 4, 6, 10],
      8: [1, 4, 6, 10],
      14: [1, 4, 6, 10],
      16: [1, 4, 6, 10],
      24: [1, 4, 6, 9],
    },
    270: { 4: [1, 4, 5, 9], 8: [1, 3, 5, 9], 14: [1, 3, 5, 9], 16: [1, 3, 5, 9], 24: [1, 3, 5, 8] },
    175: {
      4: [2, 6, 8, 14],
      8: [2, 6, 8, 14],
      14: [2, 5, 8, 13],
      16: [2, 5, 8, 13],
      24: [2, 5, 8, 12],
    },
    157.33: {
      4: [2, 6, 9, 15],
      8: [2, 6, 9, 15],
      14: [2, 6, 9, 15],
      16: [2, 6, 9, 14],
      24: [2, 6, 8, 14],
    },
  };
  const cases = SPEC_WIDTHS.flatMap((w) => SPEC_GUTTERS.map((g) => [w, g] as const));

  it.each(cases)('width %d, gutter %d at 375, 1100, 1600 and 2560 px', (w, g) => {
    expect([375, 1100, 1600, 2560].map((c) => columnCount(c, w, g))).toEqual(table[w]![g]);
  });

  it.each(cases)('width %d, gutter %d: n columns fit exactly, one px less fits n-1', (w, g) => {
    for (let n = 1; n <= 30; n++) {
      const exact = gridWidth(n, w, g);
      expect(columnCount(exact, w, g)).toBe(n);
      expect(columnCount(exact - 1, w, g)).toBe(Math.max(1, n - 1));
      const s = emptyLayout({ containerWidth: exact, columnWidth: w, gutter: g });
      expect(s.width).toBeCloseTo(exact, 9);
      expect(s.offset).toBe(0);
    }
  });

  it('honours minColumns and maxColumns', () => {
    expect(columnCount(100)).toBe(1);
    expect(columnCount(0)).toBe(1);
    expect(columnCount(300, 236, 16, 2)).toBe(2);
    expect(columnCount(2560, 236, 16, 1, 5)).toBe(5);
    const s = computeLayout([img(10), img(10), img(10)], {
      containerWidth: 2560,
      maxColumns: 2,
    });
    expect(s.columns).toBe(2);
    expect(columnsOf(s)).toEqual([0, 1, 0]);
  });
});

describe('gridMetrics (phones)', () => {
  const wide = { columnWidth: 236, gutter: 16 };
  const narrow = { columnWidth: 157.33, gutter: 8 };

  it('takes two narrow columns where only one wide column fits (a 390 px phone)', () => {
    // 390 px window less 16 px padding each side.
    expect(gridMetrics(358, wide, narrow)).toBe(narrow);
    expect(columnCount(358, narrow.columnWidth, narrow.gutter)).toBe(2);
    // From exactly two narrow columns up to one px under two wide ones.
    expect(gridMetrics(gridWidth(2, 157.33, 8), wide, narrow)).toBe(narrow);
    expect(gridMetrics(gridWidth(2, 236, 16) - 1, wide, narrow)).toBe(narrow);
  });

  it('keeps the wide metrics where two wide columns fit', () => {
    for (const w of [gridWidth(2, 236, 16), 1100, 2560])
      expect(gridMetrics(w, wide, narrow)).toBe(wide);
  });

  it('keeps the wide metrics where the narrow ones would not give more columns', () => {
    expect(gridMetrics(gridWidth(2, 157.33, 8) - 1, wide, narrow)).toBe(wide);
    expect(gridMetrics(200, wide, narrow)).toBe(wide);
  });

  it('without narrow metrics, always the wide ones', () => {
    expect(gridMetrics(358, wide)).toBe(wide);
  });
});

describe('centring', () => {
  it.each([
    // [container, width, gutter, columns, grid width, offset]
    [900, 236, 16, 3, 740, 80],
    [1600, 236, 16, 6, 1496, 52],
    [1100, 236, 16, 4, 992, 54],
    [1601, 236, 16, 6, 1496, 52], // odd leftover: floored
    [1600, 175, 8, 8, 1456, 72],
    [200, 236, 16, 1, 236, 0], // narrower than one column: no negative offset
  ])(
    '%d px, width %d, gutter %d -> %d columns, %d wide, offset %d',
    (c, w, g, n, width, offset) => {
      const s = emptyLayout({ containerWidth: c, columnWidth: w, gutter: g });
      expect([s.columns, s.width, s.offset]).toEqual([n, width, offset]);
    },
  );

  it('adds the offset to every left', () => {
    const s = computeLayout([img(10), img(10), img(10)], { containerWidth: 900 });
    expect(s.positions.map((p) => p.left)).toEqual([80, 332, 584]);
  });
});

describe('appendLayout (infinite scroll)', () => {
  it.each([
    { n: 500, page: 100, width: 236, gutter: 16, container: 1600 },
    { n: 1000, page: 25, width: 175, gutter: 8, container: 1100 },
    { n: 777, page: 50, width: 157.33, gutter: 14, container: 1600 },
    { n: 300, page: 1, width: 270, gutter: 24, container: 2560 },
    { n: 60, page: 7, width: 236, gutter: 4, container: 375 },
  ])('$n items in pages of $page equal computing them at once ($width/$gutter)', (c) => {
    const items = randomItems(c.n, c.n * 31 + c.page);
    const opts = {
      containerWidth: c.container,
      columnWidth: c.width,
      gutter: c.gutter,
      footerHeight: (item: { width: number }, index: number) =>
        40 + ((index * 7 + item.width) % 30),
    };
    let s = computeLayout(items.slice(0, c.page), opts);
    for (let i = c.page; i < c.n; i += c.page) s = appendLayout(s, items.slice(i, i + c.page));
    expect(s).toEqual(computeLayout(items, opts));
  });

  it('visits only the new items and leaves the previous state untouched', () => {
    const items = randomItems(200, 5);
    let calls = 0;
    const footerHeight = () => (calls++, 30);
    const first = computeLayout(items.slice(0, 150), { containerWidth: 1600, footerHeight });
    const snapshot = structuredClone({ ...first, footerHeight: 0 });
    calls = 0;
    const next = appendLayout(first, items.slice(150));
    expect(calls).toBe(50);
    expect({ ...first, footerHeight: 0 }).toEqual(snapshot);
    expect(next.positions.slice(0, 150)).toEqual(first.positions);
    expect(next.positions).toHaveLength(200);
  });

  it('appending nothing changes nothing', () => {
    const s = computeLayout(randomItems(10, 1), { containerWidth: 1600 });
    expect(appendLayout(s, [])).toEqual(s);
  });
});

describe('lazy layout (layoutUntil)', () => {
  const items = randomItems(2000, 77);
  const opts = { containerWidth: 1600, footerHeight: 30 };
  const full = computeLayout(items, opts);

  it('places items only until every column reaches the line, at their final places', () => {
    const s = layoutUntil(emptyLayout(opts), items, 3000);
    expect(s.positions.length).toBeGreaterThan(0);
    expect(s.positions.length).toBeLessThan(items.length);
    expect(Math.min(...s.columnHeights)).toBeGreaterThan(3000);
    // The next item would start below the line; every placed one is where a full layout puts it.
    expect(full.positions[s.positions.length]!.top).toBeGreaterThan(3000);
    expect(s.positions).toEqual(full.positions.slice(0, s.positions.length));
    // Every item that reaches into [0, 3000] is placed.
    const reaching = full.positions.filter((p) => p.top <= 3000).length;
    expect(s.positions.length).toBe(reaching);
  });

  it('continues from where it stopped, in steps, to the same layout as all at once', () => {
    let s = emptyLayout(opts);
    for (let y = 0; s.positions.length < items.length; y += 1700) s = layoutUntil(s, items, y);
    expect(s).toEqual(full);
  });

  it('returns the same state when nothing needs placing', () => {
    const s = layoutUntil(emptyLayout(opts), items, 5000);
    expect(layoutUntil(s, items, 4000)).toBe(s);
    expect(layoutUntil(full, items, 1e9)).toBe(full);
  });

  it('takes new items after the placed ones (the next page)', () => {
    const s = layoutUntil(emptyLayout(opts), items.slice(0, 100), Infinity);
    expect(layoutUntil(s, items, Infinity)).toEqual(full);
  });
});

describe('content height', () => {
  const items = randomItems(3000, 12);
  const opts = { containerWidth: 1600, footerHeight: 30 };
  const full = computeLayout(items, opts);

  it('is exact once every item is placed', () => {
    expect(contentHeight(full, items.length)).toBe(full.height);
    expect(contentHeight(emptyLayout(opts), 0)).toBe(0);
  });

  it('estimates the rest from the placed columns, close to the real height', () => {
    const part = layoutUntil(emptyLayout(opts), items, 4000);
    const estimate = contentHeight(part, items.length);
    expect(estimate).toBeGreaterThan(part.height);
    expect(Math.abs(estimate - full.height) / full.height).toBeLessThan(0.05);
  });

  it('is never less than what is placed', () => {
    const s = computeLayout([{ width: 236, height: 5000 }], opts);
    expect(contentHeight(s, 2)).toBeGreaterThanOrEqual(s.height);
  });
});

describe('test data', () => {
  it('is deterministic', () => {
    const a = prng(9);
    const b = prng(9);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });
});
