import type { Videos } from '@tack/contract';

/** Which source a video element gets: HLS natively, HLS through hls.js, or the MP4/WebM file. */
export type VideoSource = { kind: 'native-hls' | 'hls.js' | 'file'; url: string };

/**
 * The way to play a pin's video in this browser: its HLS playlist (vHLSV4) where the browser
 * plays HLS itself (Safari, iOS, Android), through hls.js where it has Media Source Extensions
 * (Chrome, Firefox on desktop), and otherwise the v720P file (also the demo's videos, which have
 * no HLS). Pure: the browser's answers are passed in.
 */
export function chooseSource(
  videos: Videos,
  browser: { nativeHls: boolean; mse: boolean },
): VideoSource {
  const hls = videos.videoList.vHLSV4?.url;
  if (hls && browser.nativeHls) return { kind: 'native-hls', url: hls };
  if (hls && browser.mse) return { kind: 'hls.js', url: hls };
  return { kind: 'file', url: videos.videoList.v720P.url };
}

/**
 * Gives a video element its source; hls.js is fetched (its own chunk) only when needed. Answers
 * the clean-up, which also stops an hls.js load that has not finished.
 */
export function attachVideo(video: HTMLVideoElement, videos: Videos): () => void {
  const source = chooseSource(videos, {
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
    mse: typeof window.MediaSource !== 'undefined',
  });
  if (source.kind !== 'hls.js') {
    video.src = source.url;
    return () => video.removeAttribute('src');
  }
  let stopped = false;
  let destroy = () => {};
  void import('hls.js').then(({ default: Hls }) => {
    if (stopped) return;
    if (!Hls.isSupported()) {
      video.src = videos.videoList.v720P.url;
      return;
    }
    const hls = new Hls({ capLevelToPlayerSize: true });
    hls.loadSource(source.url);
    hls.attachMedia(video);
    destroy = () => hls.destroy();
  });
  return () => {
    stopped = true;
    destroy();
  };
}
