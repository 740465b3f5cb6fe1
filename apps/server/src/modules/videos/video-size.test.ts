import { describe, expect, it } from 'vitest';
import { size720, sizeMobile } from './video-size.ts';

describe('video sizes', () => {
  it.each([
    [1920, 1080, { width: 1280, height: 720 }, { width: 640, height: 360 }],
    [1080, 1920, { width: 720, height: 1280 }, { width: 360, height: 640 }],
    [320, 240, { width: 320, height: 240 }, { width: 320, height: 240 }],
    [3840, 1600, { width: 1280, height: 532 }, { width: 640, height: 266 }],
    [641, 361, { width: 640, height: 360 }, { width: 638, height: 360 }],
  ])('%ix%i', (w, h, hd, mobile) => {
    expect(size720(w, h)).toEqual(hd);
    expect(sizeMobile(w, h)).toEqual(mobile);
  });
});
