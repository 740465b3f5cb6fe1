/**
 * The layout of media keys, shared by every storage: `<kind>/ab/cd/<hash><ext>`, the hash being
 * the content's (an image's signature, or a video file's sha256). Content-addressed, so a key's
 * bytes never change and every response for one may be cached forever.
 */
export const MEDIA_KEY =
  /^[a-z0-9x]+\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32,64}(\.jpg|\.webm|\.gif|\.mp4|\.m3u8|\.ts)?$/;
/** A local write that never reached its rename (the process died): the cleanup removes it. */
export const TEMP_KEY =
  /^[a-z0-9x]+\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32,64}(\.jpg|\.webm|\.gif|\.mp4|\.m3u8|\.ts)?\.[0-9a-f]{12}\.tmp$/;

export const isMediaKey = (key: string) => MEDIA_KEY.test(key);

/** Types by extension; a key without one is an original image, typed from its bytes. */
const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.webm': 'video/webm',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
};

/** The content type a key's extension names, or null for an original image. */
export function typeOfKey(key: string): string | null {
  const ext = /\.[a-z0-9]+$/.exec(key)?.[0];
  return (ext && TYPES[ext]) ?? null;
}

/** The cache policy of every media response: keys are content hashes, so forever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
