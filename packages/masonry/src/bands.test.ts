import { describe, expect, it } from 'vitest';
import { bandAround, needsNewBand } from './bands.ts';

describe('the rendered band', () => {
  it('is the viewport plus the overscan above and below', () => {
    expect(bandAround({ top: 1000, height: 800 }, 400)).toEqual([600, 2200]);
    expect(bandAround({ top: 0, height: 800 }, 0)).toEqual([0, 800]);
  });

  it.each([
    // [rendered top, now top, overscan, new band?]
    [1000, 1000, 400, false],
    [1000, 1200, 400, false], // exactly half the overscan used: still room to spare
    [1000, 1201, 400, true],
    [1000, 799, 400, true], // upwards too
    [1000, 800, 400, false],
    [1000, 1001, 0, true], // no overscan: every move renders
    [1000, 3000, 400, true], // a jump far past the band
  ])('rendered at %d, viewport now at %d, overscan %d -> %s', (from, to, overscan, expected) => {
    expect(needsNewBand({ top: from, height: 800 }, { top: to, height: 800 }, overscan)).toBe(
      expected,
    );
  });

  it('renders again when the viewport height changes', () => {
    expect(needsNewBand({ top: 0, height: 800 }, { top: 0, height: 900 }, 400)).toBe(true);
  });

  it('always covers the viewport it keeps, with at least half the overscan to spare', () => {
    const overscan = 500;
    const rendered = { top: 2000, height: 1000 };
    const [a, b] = bandAround(rendered, overscan);
    for (let top = 1000; top <= 3000; top += 7) {
      if (needsNewBand(rendered, { top, height: 1000 }, overscan)) continue;
      expect(top - a).toBeGreaterThanOrEqual(overscan / 2);
      expect(b - (top + 1000)).toBeGreaterThanOrEqual(overscan / 2);
    }
  });
});
