/**
 * HLS playlists (RFC 8216) for a stored video. ffmpeg writes each variant as one media file with
 * byte ranges (`-hls_flags single_file`), naming the file relative to the playlist; stored media
 * lives under content-hash keys, so the playlist is rewritten to name the stored file's URL.
 */

/** The playlist with every URI line naming `localName` replaced by `url`. */
export function pointPlaylistAt(playlist: string, localName: string, url: string): string {
  const lines = playlist.split(/\r?\n/);
  let replaced = 0;
  const out = lines.map((line) => {
    if (line.trim() === localName) {
      replaced++;
      return url;
    }
    return line;
  });
  if (!replaced) throw new Error(`playlist names no ${localName}`);
  return out.join('\n');
}

export interface Variant {
  url: string;
  width: number;
  height: number;
  /** Peak bits a second (the variant's bytes over its length, with headroom). */
  bandwidth: number;
}

/** A master playlist listing the variants, best first (players pick by bandwidth). */
export function masterPlaylist(variants: Variant[]): string {
  const sorted = [...variants].sort((a, b) => b.bandwidth - a.bandwidth);
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:4',
    ...sorted.flatMap((v) => [
      `#EXT-X-STREAM-INF:BANDWIDTH=${v.bandwidth},RESOLUTION=${v.width}x${v.height}`,
      v.url,
    ]),
    '',
  ].join('\n');
}

/** A variant's bandwidth from its size and length: the average rate, doubled for peaks. */
export const bandwidthOf = (bytes: number, durationMs: number) =>
  Math.max(1, Math.round(((bytes * 8) / Math.max(durationMs, 1)) * 1000 * 2));
