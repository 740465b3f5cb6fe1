/**
 * Video state codes 0 to 9 and media error codes 1 to 4 (spec §4 "Video playback"): the state a
 * player is in, from the media events it fires, and what a failure means to the person watching.
 */
export const VIDEO_STATE = {
  default: 0,
  loadStart: 1,
  metadata: 2,
  data: 3,
  playing: 4,
  paused: 5,
  seeking: 6,
  stalling: 7,
  failed: 8,
  ended: 9,
} as const;
export type VideoStateCode = (typeof VIDEO_STATE)[keyof typeof VIDEO_STATE];

/** The media events that move a player to a state (HTMLMediaElement event names). */
export const STATE_EVENTS: Record<string, VideoStateCode> = {
  emptied: VIDEO_STATE.default,
  loadstart: VIDEO_STATE.loadStart,
  loadedmetadata: VIDEO_STATE.metadata,
  loadeddata: VIDEO_STATE.data,
  playing: VIDEO_STATE.playing,
  pause: VIDEO_STATE.paused,
  seeking: VIDEO_STATE.seeking,
  // Waiting for data mid-play and the network stalling are both a stall to the viewer.
  waiting: VIDEO_STATE.stalling,
  stalled: VIDEO_STATE.stalling,
  error: VIDEO_STATE.failed,
  ended: VIDEO_STATE.ended,
};

/** The state after `event`, or the same state for an event that does not move it. */
export function nextVideoState(state: VideoStateCode, event: string): VideoStateCode {
  // A pause the browser fires at the end is the end, not a pause.
  if (event === 'pause' && state === VIDEO_STATE.ended) return state;
  return STATE_EVENTS[event] ?? state;
}

/** MediaError codes 1 to 4 (the HTML standard's), as a person reads them. */
export const MEDIA_ERROR_TEXT: Record<number, string> = {
  1: 'The video stopped loading.',
  2: "The video couldn't load. Check your connection and try again.",
  3: "The video couldn't be played: its file is damaged.",
  4: "This video's format can't be played in this browser.",
};

export const mediaErrorText = (code: number | undefined): string =>
  (code && MEDIA_ERROR_TEXT[code]) || "The video couldn't be played.";
