import type { Readable } from 'node:stream';

/** One stored object as a listing reports it. */
export interface StoredObject {
  key: string;
  /** When it was last written: the orphan cleanup keeps anything newer than its grace period. */
  modifiedAt: Date;
  bytes: number;
}

/**
 * Where media bytes live: a local directory (local-storage.ts, the default) or an S3-compatible
 * bucket (s3-storage.ts), chosen by MEDIA_STORAGE (create-storage.ts). Every read and write of
 * media goes through this interface. Keys come from `mediaKey()` in sizes.ts and media-keys.ts.
 * `list` may also report a store's own leftovers (a local temp file of an interrupted write);
 * `delete` accepts every key `list` reports.
 */
export interface MediaStorage {
  /** Stores bytes, a buffer or a stream (a video file is never held in memory whole). */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /**
   * An object's bytes, or the inclusive byte `range` of them (video players and HLS byte-range
   * playlists ask for parts); `bytes` is the whole object's size either way.
   */
  get(
    key: string,
    range?: { start: number; end: number },
  ): Promise<{ body: Readable; contentType: string; bytes: number } | null>;
  /** The object's size, or null when there is none. */
  stat(key: string): Promise<{ bytes: number } | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  list(): AsyncIterable<StoredObject>;
  /** Throws when the store can't be used (readiness: the directory or the bucket is missing). */
  check(): Promise<void>;
  /**
   * Where a browser may fetch the object itself (a signed or public URL), and the Cache-Control
   * of that redirect; null to stream it through Tack.
   */
  directUrl?(key: string): Promise<{ url: string; cacheControl: string } | null>;
  /** The origin of those URLs, which pages must be allowed to load media from (CSP). */
  mediaOrigin?(): Promise<string | null>;
}
