import { describe, expect, it } from 'vitest';
import { mediaErrorText, nextVideoState, STATE_EVENTS, VIDEO_STATE } from './video-state.ts';

describe('video state codes (spec §4 "Video playback")', () => {
  it('numbers the ten states 0 to 9 in the spec order', () => {
    expect(Object.entries(VIDEO_STATE)).toEqual([
      ['default', 0],
      ['loadStart', 1],
      ['metadata', 2],
      ['data', 3],
      ['playing', 4],
      ['paused', 5],
      ['seeking', 6],
      ['stalling', 7],
      ['failed', 8],
      ['ended', 9],
    ]);
  });

  it('follows the media events a player fires', () => {
    let s = nextVideoState(VIDEO_STATE.default, 'loadstart');
    expect(s).toBe(1);
    for (const [event, code] of [
      ['loadedmetadata', 2],
      ['loadeddata', 3],
      ['playing', 4],
      ['waiting', 7],
      ['playing', 4],
      ['seeking', 6],
      ['pause', 5],
      ['error', 8],
    ] as const) {
      s = nextVideoState(s, event);
      expect(s, event).toBe(code);
    }
    expect(nextVideoState(4, 'timeupdate')).toBe(4);
    expect(STATE_EVENTS.stalled).toBe(7);
  });

  it('keeps ended when the browser pauses at the end', () => {
    expect(nextVideoState(nextVideoState(4, 'ended'), 'pause')).toBe(9);
  });

  it('says what each media error code 1 to 4 means, and something for an unknown one', () => {
    const texts = [1, 2, 3, 4].map(mediaErrorText);
    expect(new Set(texts).size).toBe(4);
    expect(mediaErrorText(2)).toMatch(/connection/);
    expect(mediaErrorText(4)).toMatch(/format/);
    expect(mediaErrorText(undefined)).toBe("The video couldn't be played.");
  });
});
