import type { Videos } from '@tack/contract';

/**
 * A transcoded video as pins keep it (in `pins.media` as `video`, and in `video_uploads.media`):
 * storage keys, never URLs. `key` is the v720P file (an MP4; the demo's generated videos are
 * WebM and have no HLS). `files` names every stored file, the HLS media files included, so the
 * media cleanup (which keeps every hash named in pin JSON) keeps them all.
 */
export interface StoredVideo {
  key: string;
  width: number;
  height: number;
  durationMs: number;
  hls?: {
    /** vHLSV4: the master playlist (720p and mobile variants). */
    master: string;
    /** vHLSV3MOBILE: the mobile variant's playlist. */
    mobile: string;
    mobileWidth: number;
    mobileHeight: number;
    files: string[];
  };
}

const mediaUrl = (key: string) => `/media/${key}`;

/** The contract's `videos` for a stored video; `thumbnail` is the poster's URL. */
export function videosOf(entityId: string, v: StoredVideo, thumbnail: string): Videos {
  const format = (key: string, width: number, height: number) => ({
    url: mediaUrl(key),
    width,
    height,
    thumbnail,
  });
  return {
    entityId,
    duration: v.durationMs,
    videoList: {
      v720P: format(v.key, v.width, v.height),
      ...(v.hls
        ? {
            vHLSV4: format(v.hls.master, v.width, v.height),
            vHLSV3MOBILE: format(v.hls.mobile, v.hls.mobileWidth, v.hls.mobileHeight),
          }
        : {}),
    },
  };
}
