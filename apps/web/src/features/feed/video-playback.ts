import { initialPlayback, pause, play, type PlaybackState } from '../pins/rules/video.ts';

/**
 * The page's video playback state (spec §4 "Video playback"), shared by every card: one organic
 * video at a time, promoted ones alongside, pausing records the time.
 */
let state: PlaybackState = initialPlayback;
const listeners = new Set<() => void>();

export const playback = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => state,
  /** Asks to play; answers whether this pin may play now. */
  play(pinId: string, promoted: boolean): boolean {
    const next = play(state, pinId, promoted);
    const allowed = next !== state;
    if (allowed) {
      state = next;
      listeners.forEach((l) => l());
    }
    return allowed;
  },
  pause(pinId: string, currentTime: number): void {
    state = pause(state, pinId, currentTime);
    listeners.forEach((l) => l());
  },
};
