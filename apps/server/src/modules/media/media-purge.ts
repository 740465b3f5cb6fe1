import { IMAGE_SPECS } from '@tack/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { withImageLock } from './image-lock.ts';
import { deleteImageIfUnused, hashesInPinJson, signaturesInUse } from './media-gc.repository.ts';
import { mediaKey } from './sizes.ts';
import type { MediaStorage } from './storage.ts';

export interface MediaPurgeResult {
  imagesRemoved: number;
  filesRemoved: number;
  kept: number;
}

/**
 * Removes the images queued in `media_purges` (a deleted account's) that nothing uses any more,
 * without waiting for the cleanup's grace period: the queue row was written in the deletion's
 * own transaction, so it exists exactly when the rows are gone. Each entry: under the image's
 * lock, its row goes if no pin, avatar or pin JSON names it and no upload renewed it since the
 * request; then its files; then the entry. A crash anywhere in between leaves the entry, and the
 * next pass (after the deletion, or at the media cleanup, which runs at start) finishes it.
 */
export async function purgeQueuedMedia(
  db: Kysely<Database>,
  storage: MediaStorage,
): Promise<MediaPurgeResult> {
  const result: MediaPurgeResult = { imagesRemoved: 0, filesRemoved: 0, kept: 0 };
  const queued = await db.selectFrom('media_purges').selectAll().execute();
  if (!queued.length) return result;
  const inJson = await hashesInPinJson(db);
  for (const { signature, requested_at } of queued) {
    await withImageLock(db, signature, async () => {
      if (!inJson.has(signature)) {
        // "Older than the request": an upload of the same bytes since then renewed it.
        const cutoff = new Date(Date.parse(requested_at) + 1).toISOString();
        if (await deleteImageIfUnused(db, signature, cutoff)) result.imagesRemoved++;
      }
      if ((await signaturesInUse(db, [signature])).size === 0 && !inJson.has(signature)) {
        for (const spec of IMAGE_SPECS) await storage.delete(mediaKey(spec, signature));
        result.filesRemoved += IMAGE_SPECS.length;
      } else {
        result.kept++;
      }
      // Only the request seen: a deletion queuing it again meanwhile keeps its own entry.
      await db
        .deleteFrom('media_purges')
        .where('signature', '=', signature)
        .where('requested_at', '=', requested_at)
        .execute();
    });
  }
  return result;
}
