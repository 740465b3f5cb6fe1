import type { VideoUpload } from '@tack/contract';

/** What the builder says about an uploaded video while the server works on it. */
export function videoNote(video: VideoUpload): string {
  if (video.state === 'failed') return video.error ?? 'That video could not be processed.';
  if (video.state === 'ready') return 'Your video is ready.';
  if (!video.poster) return 'Reading your video…';
  return 'Processing your video. You can publish now: the Pin shows once the video is ready.';
}
