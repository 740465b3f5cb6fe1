import { useEffect, useState } from 'react';
import type { Pin } from '@tack/contract';
import { playback } from './video-playback.ts';
import { VideoPlayer } from '../video/VideoPlayer.tsx';

/**
 * A video card's player, fetched at the card's first hover or focus (its own chunk, with the
 * HLS attachment; hls.js in another): plays while the card is active, one organic video at a
 * time (spec §4 "Video playback"), and resumes where it was paused.
 */
export default function CardVideoPlayer({
  pin,
  videos,
  active,
}: {
  pin: Pin;
  videos: NonNullable<Pin['videos']>;
  active: boolean;
}) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  // Whether the playback rule let this card play (another organic video may hold the turn).
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!video) return;
    if (active && playback.play(pin.id, pin.isPromoted)) {
      setPlaying(true);
      video.currentTime = playback.get().positions[pin.id]?.currentTime ?? 0;
      video.play().catch(() => {});
      return () => {
        setPlaying(false);
        video.pause();
        playback.pause(pin.id, video.currentTime);
      };
    }
  }, [active, video, pin.id, pin.isPromoted]);
  // autoPlay: hls.js attaches the source after the first play() may have failed; only while
  // the rule lets this card play.
  return (
    <VideoPlayer
      videos={videos}
      videoRef={setVideo}
      className="card-motion"
      muted
      autoPlay={playing}
    />
  );
}
