import type { Readable } from 'node:stream';

/** One stored object as a listing reports it. */
export interface StoredObject {
  key: string;
  /** When it was last written: the orphan cleanup keeps anything newer than its grace period. */
  modifiedAt: Date;
}

/**
 * Where image bytes live. Local directory storage is the default; an S3-compatible store can
 * implement the same calls (ListObjectsV2 gives keys with LastModified). Keys come from
 * `mediaKey()` in sizes.ts. `list` may also report a store's own leftovers (a local temp file of
 * an interrupted write); `delete` accepts every key `list` reports.
 */
export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * An object's bytes, or the inclusive byte `range` of them (video players and HLS byte-range
   * playlists ask for parts); `bytes` is the whole object's size either way.
   */
  get(
    key: string,
    range?: { start: number; end: number },
  ): Promise<{ body: Readable; contentType: string; bytes: number } | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  list(): AsyncIterable<StoredObject>;
}
