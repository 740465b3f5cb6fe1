import { describe, expect, it } from 'vitest';
import { MAX_AVATAR_SIDE, squareCut } from './crop-image.ts';

describe('the square cut of a crop', () => {
  it('takes the shorter side when rounding made the crop a pixel off square', () => {
    expect(squareCut({ x: 10.4, y: 20.6, width: 300.7, height: 300.2 })).toEqual({
      sx: 10,
      sy: 21,
      side: 300,
      out: 300,
    });
  });

  it('never enlarges, and sends at most 1024 px a side', () => {
    expect(squareCut({ x: 0, y: 0, width: 90, height: 90 }).out).toBe(90);
    expect(squareCut({ x: 0, y: 0, width: 3000, height: 3000 })).toMatchObject({
      side: 3000,
      out: MAX_AVATAR_SIDE,
    });
  });

  it('keeps the cut inside the picture and at least a pixel', () => {
    expect(squareCut({ x: -0.4, y: -2, width: 0.2, height: 0.2 })).toEqual({
      sx: 0,
      sy: 0,
      side: 1,
      out: 1,
    });
  });
});
