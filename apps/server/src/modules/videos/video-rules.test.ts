import { describe, expect, it } from 'vitest';
import { readProbe, sniffVideo, VideoRefused } from './video-probe.ts';
import { bandwidthOf, masterPlaylist, pointPlaylistAt } from './hls.ts';

const probe = (streams: object[], duration = '2.5') =>
  JSON.stringify({ streams, format: { duration } });

describe('readProbe', () => {
  it('reads size, length and sound, turning rotated phone videos upright', () => {
    expect(
      readProbe(
        probe([
          { codec_type: 'video', width: 1920, height: 1080, tags: { rotate: '90' } },
          { codec_type: 'audio' },
        ]),
        60,
      ),
    ).toEqual({ width: 1080, height: 1920, durationMs: 2500, hasAudio: true });
    expect(
      readProbe(
        probe([
          { codec_type: 'video', width: 640, height: 480, side_data_list: [{ rotation: -180 }] },
        ]),
        60,
      ),
    ).toEqual({ width: 640, height: 480, durationMs: 2500, hasAudio: false });
  });

  it.each([
    ['not JSON', 'garbage'],
    ['no streams', probe([])],
    ['sound only', probe([{ codec_type: 'audio' }])],
    ['no length', probe([{ codec_type: 'video', width: 2, height: 2 }], 'N/A')],
  ])('refuses %s', (_, json) => {
    expect(() => readProbe(json, 60)).toThrow(VideoRefused);
  });

  it('refuses a video over the length limit in words', () => {
    expect(() =>
      readProbe(probe([{ codec_type: 'video', width: 2, height: 2 }], '61.2'), 60),
    ).toThrow('That video is 62 seconds long. Videos can be at most 60 seconds.');
  });
});

describe('sniffVideo', () => {
  it('knows MP4/MOV and WebM by their bytes, nothing else', () => {
    expect(sniffVideo(Buffer.from('\0\0\0\x18ftypmp42\0\0\0\0'))).toBe('mp4');
    expect(sniffVideo(Buffer.from('\0\0\0\x14ftypqt  \0\0\0\0'))).toBe('mp4');
    expect(sniffVideo(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2]))).toBe('webm');
    expect(sniffVideo(Buffer.from('\x89PNG\r\n\x1a\n'))).toBeNull();
    expect(sniffVideo(Buffer.from('ftyp'))).toBeNull();
  });
});

describe('HLS playlists', () => {
  it('points a single-file playlist at the stored file', () => {
    const text =
      '#EXTM3U\n#EXTINF:4.0,\n#EXT-X-BYTERANGE:100@0\nhd.ts\n#EXT-X-BYTERANGE:50@100\nhd.ts\n';
    const out = pointPlaylistAt(text, 'hd.ts', '/media/hls/ab/cd/x.ts');
    expect(out.match(/\/media\/hls\/ab\/cd\/x\.ts/g)).toHaveLength(2);
    expect(out).not.toMatch(/^hd\.ts$/m);
    expect(() => pointPlaylistAt(text, 'other.ts', '/x')).toThrow();
  });

  it('lists variants best first with bandwidth and resolution', () => {
    const m = masterPlaylist([
      { url: '/m.m3u8', width: 640, height: 360, bandwidth: 500_000 },
      { url: '/hd.m3u8', width: 1280, height: 720, bandwidth: 2_000_000 },
    ]);
    expect(m.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:4',
      '#EXT-X-STREAM-INF:BANDWIDTH=2000000,RESOLUTION=1280x720',
      '/hd.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=500000,RESOLUTION=640x360',
      '/m.m3u8',
      '',
    ]);
    expect(bandwidthOf(1_000_000, 4000)).toBe(4_000_000);
  });
});
