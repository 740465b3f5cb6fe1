import type { Readable } from 'node:stream';

/**
 * Where image bytes live. Local directory storage is the default; an S3-compatible store can
 * implement the same four calls later. Keys come from `mediaKey()` in sizes.ts.
 */
export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Readable; contentType: string; bytes: number } | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}
