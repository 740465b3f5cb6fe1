import { useEffect, useRef, useState } from 'react';
import type { Pin } from '@tack/contract';
import { playback } from './video-playback.ts';
import { motionDuration } from './card-link-name.ts';

/**
 * A card's motion, over its image: a video that plays while the card is hovered or focused
 * (desktop), a gif that animates on hover, or a story pin's duration badge.
 */
export function CardMotion({ pin, active }: { pin: Pin; active: boolean }) {
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
  const ref = useRef<HTMLVideoElement>(null);
  // The video element (and its download) only once the card was first hovered or focused.
  const [started, setStarted] = useState(false);
  if (active && !started) setStarted(true);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (active && playback.play(pin.id, pin.isPromoted)) {
      video.currentTime = playback.get().positions[pin.id]?.currentTime ?? 0;
      video.play().catch(() => {});
      return () => {
        video.pause();
        playback.pause(pin.id, video.currentTime);
      };
    }
  }, [active, pin.id, pin.isPromoted]);
  const v = videos.videoList.v720P;
  return (
    <>
      {(started || active) && (
        <video
          ref={ref}
          className="card-motion"
          src={v.url}
          width={v.width}
          height={v.height}
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
        />
      )}
      <span className="pin-type" aria-hidden="true">
        ▶ {motionDuration(pin)}
      </span>
    </>
  );
}
