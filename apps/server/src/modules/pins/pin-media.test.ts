import { describe, expect, it } from 'vitest';
import { imageUrls } from '../media/sizes.ts';
import { motionKind } from '../../demo/demo-media.ts';
import { pinMedia } from './pin-media.ts';

const pin = { id: '1', title: 'Soup', images: imageUrls('a'.repeat(32), 600, 900) };

describe('pin media', () => {
  it('a still image has no video, embed or story', () => {
    expect(pinMedia(null, pin)).toEqual({ videos: null, embed: null, storyPinData: null });
  });

  it('maps a stored video, gif and story to the card fields', () => {
    const json = JSON.stringify({
      video: { key: 'video/ab/cd/x.webm', width: 474, height: 712, durationMs: 4000 },
      gif: { key: 'gif/ab/cd/y.gif', width: 236, height: 354 },
      story: {
        pages: [1, 2, 3].map((n) => ({
          imageSignature: 'b'.repeat(32),
          width: 600,
          height: 600,
          dominantColor: '#112233',
          text: `Page ${n}`,
        })),
      },
    });
    const m = pinMedia(json, pin);
    expect(m.videos).toEqual({
      entityId: '1',
      duration: 4000,
      videoList: {
        v720P: {
          url: '/media/video/ab/cd/x.webm',
          width: 474,
          height: 712,
          thumbnail: pin.images['474x'].url,
        },
      },
    });
    expect(m.embed).toEqual({
      type: 'gif',
      src: '/media/gif/ab/cd/y.gif',
      width: 236,
      height: 354,
    });
    expect(m.storyPinData).toMatchObject({ staticPageCount: 3, metadata: { pinTitle: 'Soup' } });
    expect(m.storyPinData!.pages[2]!.text).toBe('Page 3');
  });

  it('demo motion goes to the newest pins only, a few of each kind', () => {
    const kinds = Array.from({ length: 200 }, (_, j) => motionKind(j));
    expect(kinds.slice(100).every((k) => k === null)).toBe(true);
    for (const k of ['video', 'promotedVideo', 'gif', 'story'])
      expect(kinds.slice(0, 23)).toContain(k);
  });
});
