/** File extensions for the image types the media pipeline accepts (sniff.ts). */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/heif': 'heic',
  'image/tiff': 'tif',
  'image/svg+xml': 'svg',
};

/**
 * Where an original image lives in the export: named by its content hash, so an image several
 * pins share is stored once, and a path can never climb out of `images/`.
 */
export function imagePath(signature: string, mime: string | null): string {
  if (!/^[0-9a-f]{32,64}$/.test(signature)) throw new Error(`not an image signature: ${signature}`);
  return `images/${signature}.${EXTENSIONS[mime ?? ''] ?? 'bin'}`;
}

/** The download's file name: the username is [a-z0-9_] already; the date is the export's. */
export function exportFileName(username: string, at: Date): string {
  return `tack-${username.replace(/[^A-Za-z0-9_-]/g, '')}-${at.toISOString().slice(0, 10)}.zip`;
}
