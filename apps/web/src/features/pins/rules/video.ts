/**
 * Video playback (spec §4): only one organic video plays at a time; starting another while one
 * plays is ignored; promoted videos may play alongside; pausing records the time and clears the
 * playing organic video.
 */
export interface PlaybackState {
  organicPlaying: string | null;
  positions: Record<string, { currentTime: number; paused: boolean }>;
}

export const initialPlayback: PlaybackState = { organicPlaying: null, positions: {} };

export function canPlay(state: PlaybackState, pinId: string, promoted: boolean): boolean {
  return promoted || state.organicPlaying === null || state.organicPlaying === pinId;
}

export function play(state: PlaybackState, pinId: string, promoted: boolean): PlaybackState {
  if (!canPlay(state, pinId, promoted)) return state;
  return {
    organicPlaying: promoted ? state.organicPlaying : pinId,
    positions: {
      ...state.positions,
      [pinId]: { currentTime: state.positions[pinId]?.currentTime ?? 0, paused: false },
    },
  };
}

export function pause(state: PlaybackState, pinId: string, currentTime: number): PlaybackState {
  return {
    organicPlaying: state.organicPlaying === pinId ? null : state.organicPlaying,
    positions: { ...state.positions, [pinId]: { currentTime, paused: true } },
  };
}
