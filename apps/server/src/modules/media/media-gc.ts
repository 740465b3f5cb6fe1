import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { withImageLock } from './image-lock.ts';
import { purgeQueuedMedia } from './media-purge.ts';
import {
  deleteImageIfUnused,
  hashesInPinJson,
  oldUnusedImages,
  signaturesInUse,
} from './media-gc.repository.ts';
import type { MediaStorage, StoredObject } from './storage.ts';
import { pruneUnusedUploads } from '../videos/videos.repository.ts';

export interface MediaGcOptions {
  /** Anything written more recently than this is kept: an upload waiting for its pin. */
  graceMs: number;
  now?: () => number;
}

export interface MediaGcResult {
  imagesRemoved: number;
  filesRemoved: number;
  filesKept: number;
}

const BATCH = 500;
/** How long an uploaded video no pin uses is kept (beyond the grace period). */
const UPLOAD_KEEP_MS = 7 * 86_400_000;
/** The hash in a key (`474x/ab/cd/<hash>.jpg`, or a temp file `<key>.<random>.tmp`). */
const KEY_HASH = /\/([0-9a-f]{32,64})(\.[a-z]+)?(\.[0-9a-f]{12}\.tmp)?$/;

/**
 * Removes media nothing uses: first the images queued by account deletions (media-purge.ts),
 * then image rows older than the grace period that no pin (image,
 * carousel, story, collection item) and no avatar names, then every stored file older than the
 * grace period whose image has no row (an orphan: its row was removed, or a crash came between
 * writing the files and the row) and temp files of interrupted writes. Rows go before files, so
 * an upload of the same bytes never finds a row whose files are gone.
 *
 * Safe beside live traffic: a fresh upload is inside the grace period, an old image uploaded
 * again has its time renewed, a pin insert blocks the row delete by foreign key, and a file is
 * removed only under its image's lock (which an upload holds from its first write to its row, on
 * any node: image-lock.ts), after the row is looked up again.
 */
export async function collectMediaGarbage(
  db: Kysely<Database>,
  storage: MediaStorage,
  opts: MediaGcOptions,
): Promise<MediaGcResult> {
  const cutoffMs = (opts.now ?? Date.now)() - opts.graceMs;
  const cutoff = new Date(cutoffMs).toISOString();
  const result: MediaGcResult = { imagesRemoved: 0, filesRemoved: 0, filesKept: 0 };
  // Images a deleted account left queued (a crash came between its rows and its files) go now,
  // whatever their age.
  const purged = await purgeQueuedMedia(db, storage);
  result.imagesRemoved += purged.imagesRemoved;
  result.filesRemoved += purged.filesRemoved;
  const inJson = await hashesInPinJson(db);

  for (const signature of await oldUnusedImages(db, cutoff)) {
    if (inJson.has(signature)) continue;
    if (await deleteImageIfUnused(db, signature, cutoff)) result.imagesRemoved++;
  }

  const sweep = async (batch: StoredObject[]) => {
    const parsed = batch.map((o) => ({ key: o.key, match: KEY_HASH.exec(o.key) }));
    const inUse = await signaturesInUse(
      db,
      parsed.filter((p) => p.match && !p.match[3]).map((p) => p.match![1]!),
    );
    for (const { key, match } of parsed) {
      const hash = match?.[1];
      const temp = !!match?.[3];
      if (!hash || (!temp && (inUse.has(hash) || inJson.has(hash)))) {
        result.filesKept++;
        continue;
      }
      // An upload of these bytes may have stored them since the batch was read: ask again while
      // holding the image's lock, which the upload holds from its first write to its row.
      const removed = temp
        ? await storage.delete(key).then(() => true)
        : await withImageLock(db, hash, async () => {
            if ((await signaturesInUse(db, [hash])).size) return false;
            await storage.delete(key);
            return true;
          });
      if (removed) result.filesRemoved++;
      else result.filesKept++;
    }
  };
  let batch: StoredObject[] = [];
  for await (const object of storage.list()) {
    if (object.modifiedAt.getTime() >= cutoffMs) {
      result.filesKept++;
      continue;
    }
    batch.push(object);
    if (batch.length === BATCH) {
      await sweep(batch);
      batch = [];
    }
  }
  await sweep(batch);
  // Uploaded videos no pin or draft used for a week go last: the next pass, finding their
  // files named nowhere, removes them.
  await pruneUnusedUploads(db, new Date(cutoffMs - UPLOAD_KEEP_MS).toISOString());
  return result;
}

export interface MediaGcSchedule {
  /** The pass running now, if any (tests and the CLI await it). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs the cleanup now and then every `intervalMs`, one pass at a time, in the background: a
 * failure is logged and the next pass tries again.
 */
export function scheduleMediaGc(
  db: Kysely<Database>,
  storage: MediaStorage,
  opts: MediaGcOptions & {
    intervalMs: number;
    log: { info(msg: string): void; error(obj: object, msg: string): void };
  },
): MediaGcSchedule {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const pass = () => {
    if (busy) return;
    busy = true;
    running = collectMediaGarbage(db, storage, opts)
      .then((r) => {
        if (r.imagesRemoved || r.filesRemoved)
          opts.log.info(
            `media cleanup: removed ${r.imagesRemoved} unused images and ${r.filesRemoved} files`,
          );
      })
      .catch((err: unknown) => opts.log.error({ err }, 'media cleanup failed'))
      .finally(() => (busy = false));
  };
  pass();
  const timer = setInterval(pass, opts.intervalMs);
  timer.unref();
  return {
    idle: () => running,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
