import { lazy, Suspense, useState } from 'react';
import type { Pin } from '@tack/contract';
import { motionDuration } from './card-link-name.ts';

/**
 * A card's motion, over its image: a video that plays while the card is hovered or focused
 * (desktop), a gif that animates on hover, or a story pin's duration badge.
 */
/** The video player and its HLS attachment: a chunk fetched at a video card's first hover. */
const CardVideoPlayer = lazy(() => import('./CardVideoPlayer.tsx'));

export function CardMotion({ pin, active }: { pin: Pin; active: boolean }) {
  // Only its pinner sees a video pin before its video plays (its closeup says why).
  if (pin.videoStatus && pin.videoStatus !== 'ready')
    return <span className="pin-type">Not ready</span>;
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
  // The player (and its download) only once the card was first hovered or focused.
  const [started, setStarted] = useState(false);
  if (active && !started) setStarted(true);
  return (
    <>
      {started && (
        <Suspense fallback={null}>
          <CardVideoPlayer pin={pin} videos={videos} active={active} />
        </Suspense>
      )}
      <span className="pin-type" aria-hidden="true">
        ▶ {motionDuration(pin)}
      </span>
    </>
  );
}
