import { useEffect, useRef, type Ref } from 'react';
import type { Videos } from '@tack/contract';
import { attachVideo } from './attach-video.ts';

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
  const v = videos.videoList.v720P;
  return (
    <video
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
}

export default VideoPlayer;
