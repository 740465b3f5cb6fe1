import { lazy, Suspense, useEffect, useState } from 'react';
import type { Pin } from '@tack/contract';
import { playback } from './video-playback.ts';
import { motionDuration } from './card-link-name.ts';

/**
 * A card's motion, over its image: a video that plays while the card is hovered or focused
 * (desktop), a gif that animates on hover, or a story pin's duration badge.
 */
/** The video element and its HLS attachment: a chunk fetched at a video card's first hover. */
const VideoPlayer = lazy(() => import('../video/VideoPlayer.tsx'));

export function CardMotion({ pin, active }: { pin: Pin; active: boolean }) {
  // Only its pinner sees a video pin before its video plays.
  if (pin.videoStatus === 'processing' || pin.videoStatus === 'failed')
    return (
      <span className="pin-type">
        {pin.videoStatus === 'failed' ? 'Video failed' : 'Processing video…'}
      </span>
    );
  if (pin.videos) return <CardVideo pin={pin} videos={pin.videos} active={active} />;
  if (pin.embed)
    return (
      <>
        {active && <img className="card-motion" src={pin.embed.src} alt="" aria-hidden="true" />}
        <span className="pin-type" aria-hidden="true">
          GIF
        </span>
      </>
    );
  if (pin.storyPinData) {
    const badge = motionDuration(pin);
    return badge ? (
      <span className="pin-type" aria-hidden="true">
        ▶ {badge}
      </span>
    ) : null;
  }
  return null;
}

function CardVideo({
  pin,
  videos,
  active,
}: {
  pin: Pin;
  videos: NonNullable<Pin['videos']>;
  active: boolean;
}) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  // The video element (and its download) only once the card was first hovered or focused.
  const [started, setStarted] = useState(false);
  if (active && !started) setStarted(true);
  useEffect(() => {
    if (!video) return;
    if (active && playback.play(pin.id, pin.isPromoted)) {
      video.currentTime = playback.get().positions[pin.id]?.currentTime ?? 0;
      video.play().catch(() => {});
      return () => {
        video.pause();
        playback.pause(pin.id, video.currentTime);
      };
    }
  }, [active, video, pin.id, pin.isPromoted]);
  return (
    <>
      {(started || active) && (
        <Suspense fallback={null}>
          {/* autoPlay: hls.js attaches the source after the first play() may have failed. */}
          <VideoPlayer
            videos={videos}
            videoRef={setVideo}
            className="card-motion"
            muted
            autoPlay={active}
          />
        </Suspense>
      )}
      <span className="pin-type" aria-hidden="true">
        ▶ {motionDuration(pin)}
      </span>
    </>
  );
}
