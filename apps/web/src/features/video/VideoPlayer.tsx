import { useEffect, useRef, useState, type Ref } from 'react';
import type { Videos } from '@tack/contract';
import { attachVideo } from './attach-video.ts';
import {
  mediaErrorText,
  nextVideoState,
  STATE_EVENTS,
  VIDEO_STATE,
  type VideoStateCode,
} from './video-state.ts';

/**
 * A pin's video element with its source attached (HLS where it can; attach-video.ts). Its own
 * chunk, with hls.js behind it in another: the first load carries neither.
 */
export function VideoPlayer({
  videos,
  videoRef,
  className,
  poster,
  controls = false,
  muted = false,
  autoPlay = false,
  label,
}: {
  videos: Videos;
  videoRef?: Ref<HTMLVideoElement>;
  className?: string;
  poster?: string;
  controls?: boolean;
  muted?: boolean;
  autoPlay?: boolean;
  label?: string;
}) {
  const own = useRef<HTMLVideoElement | null>(null);
  useEffect(() => (own.current ? attachVideo(own.current, videos) : undefined), [videos]);
  // The player's state code (spec §4), on the element for anyone debugging; a failure is told.
  const [state, setState] = useState<VideoStateCode>(VIDEO_STATE.default);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const el = own.current;
    if (!el) return;
    const onEvent = (e: Event) => {
      setState((s) => nextVideoState(s, e.type));
      setError(e.type === 'error' ? mediaErrorText(el.error?.code) : null);
    };
    const events = Object.keys(STATE_EVENTS);
    events.forEach((name) => el.addEventListener(name, onEvent));
    return () => events.forEach((name) => el.removeEventListener(name, onEvent));
  }, []);
  const v = videos.videoList.v720P;
  const player = (
    <video
      data-video-state={state}
      ref={(el) => {
        own.current = el;
        if (typeof videoRef === 'function') videoRef(el);
        else if (videoRef) videoRef.current = el;
      }}
      className={className}
      width={v.width}
      height={v.height}
      poster={poster}
      controls={controls}
      muted={muted}
      autoPlay={autoPlay}
      loop={!controls}
      playsInline
      preload={controls ? 'metadata' : 'none'}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
  // A card's muted preview fails quietly (the card still opens); a watched video says why.
  if (!error || !controls) return player;
  return (
    <>
      {player}
      <p className="video-error" role="alert">
        {error}
      </p>
    </>
  );
}

export default VideoPlayer;
