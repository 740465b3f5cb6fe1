import type { MediaStorage } from './storage.ts';

export interface MigrateProgress {
  /** Objects looked at so far. */
  seen: number;
  copied: number;
  /** Already in the destination with the same size (a re-run, or a resumed one). */
  skipped: number;
  bytesCopied: number;
}

/**
 * Copies every media object from one store to the other (local to S3, or back). Resumable and
 * safe to re-run: an object the destination already holds with the same size is skipped (keys
 * are content hashes, so the same key and size is the same bytes; a copy cut short by a crash
 * never lands, since both stores write atomically). Nothing is deleted from the source. Temp files
 * of interrupted local writes are not media and are left behind.
 */
export async function migrateMedia(
  from: MediaStorage,
  to: MediaStorage,
  opts: { onProgress?: (p: MigrateProgress) => void; progressEvery?: number } = {},
): Promise<MigrateProgress> {
  const p: MigrateProgress = { seen: 0, copied: 0, skipped: 0, bytesCopied: 0 };
  const every = opts.progressEvery ?? 100;
  for await (const object of from.list()) {
    if (object.key.endsWith('.tmp')) continue;
    p.seen++;
    const there = await to.stat(object.key);
    if (there && there.bytes === object.bytes) p.skipped++;
    else {
      const source = await from.get(object.key);
      // Removed since it was listed (the media cleanup runs beside us): nothing to copy.
      if (source) {
        await to.put(object.key, source.body, source.contentType);
        p.copied++;
        p.bytesCopied += source.bytes;
      }
    }
    if (p.seen % every === 0) opts.onProgress?.({ ...p });
  }
  opts.onProgress?.({ ...p });
  return p;
}
