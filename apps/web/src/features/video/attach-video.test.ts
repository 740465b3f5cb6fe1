import { describe, expect, it } from 'vitest';
import type { Videos } from '@tack/contract';
import { chooseSource } from './attach-video.ts';

const format = (url: string) => ({ url, width: 320, height: 240, thumbnail: '/t.jpg' });
const hls: Videos = {
  entityId: '1',
  duration: 2000,
  videoList: {
    v720P: format('/v.mp4'),
    vHLSV4: format('/m.m3u8'),
    vHLSV3MOBILE: format('/mobile.m3u8'),
  },
};
const fileOnly: Videos = { entityId: '2', duration: 4000, videoList: { v720P: format('/d.webm') } };

describe('chooseSource', () => {
  it('plays HLS natively where the browser can, through hls.js where it has MSE', () => {
    expect(chooseSource(hls, { nativeHls: true, mse: true })).toEqual({
      kind: 'native-hls',
      url: '/m.m3u8',
    });
    expect(chooseSource(hls, { nativeHls: false, mse: true })).toEqual({
      kind: 'hls.js',
      url: '/m.m3u8',
    });
  });
  it('falls back to the file without HLS support or without a playlist', () => {
    expect(chooseSource(hls, { nativeHls: false, mse: false })).toEqual({
      kind: 'file',
      url: '/v.mp4',
    });
    expect(chooseSource(fileOnly, { nativeHls: true, mse: true })).toEqual({
      kind: 'file',
      url: '/d.webm',
    });
  });
});
