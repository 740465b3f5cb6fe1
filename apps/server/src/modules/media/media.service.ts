import type { Kysely } from 'kysely';
import type { UploadedImage } from '@tack/contract';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import { processImage, type ImageLimits } from './image-pipeline.ts';
import { imageUrls } from './sizes.ts';
import { withImageLock } from './image-lock.ts';
import type { MediaStorage } from './storage.ts';
import { createHash } from 'node:crypto';

const toUploaded = (r: {
  signature: string;
  width: number;
  height: number;
  dominant_color: string;
}): UploadedImage => ({
  imageSignature: r.signature,
  width: r.width,
  height: r.height,
  dominantColor: r.dominant_color,
  images: imageUrls(r.signature, r.width, r.height),
});

/** Runs a decode: uploads pass their decode queue's `run`; the demo seeder decodes directly. */
export type DecodeRunner = <T>(decode: () => Promise<T>) => Promise<T>;

/**
 * Stores an image once per content hash: a second upload of the same bytes reuses the first's
 * sizes without decoding again. Files are written before the row, so a row always has its files;
 * a crash in between leaves only files without a row, which the media cleanup removes. The image's
 * lock keeps the cleanup from removing files between their write and their row.
 */
export async function ingestImage(
  db: Kysely<Database>,
  storage: MediaStorage,
  input: Buffer,
  limits: ImageLimits,
  runDecode: DecodeRunner = (decode) => decode(),
): Promise<UploadedImage> {
  const signature = createHash('sha256').update(input).digest('hex').slice(0, 32);
  return withImageLock(db, signature, () =>
    storeImage(db, storage, input, limits, signature, runDecode),
  );
}

async function storeImage(
  db: Kysely<Database>,
  storage: MediaStorage,
  input: Buffer,
  limits: ImageLimits,
  signature: string,
  runDecode: DecodeRunner,
): Promise<UploadedImage> {
  // `created_at` is when the bytes were last uploaded: touching it restarts the cleanup's grace
  // period, so an old unused image uploaded again is not removed before the pin that uses it.
  const known = await db
    .updateTable('images')
    .set({ created_at: nowIso() })
    .where('signature', '=', signature)
    .returningAll()
    .executeTakeFirst();
  if (known) return toUploaded(known);
  const img = await runDecode(() => processImage(input, limits));
  await Promise.all(img.variants.map((v) => storage.put(v.key, v.body, v.contentType)));
  const row = {
    signature: img.signature,
    width: img.width,
    height: img.height,
    dominant_color: img.dominantColor,
    mime: img.mime,
    bytes: img.bytes,
    created_at: nowIso(),
  };
  // A concurrent upload of the same bytes may have inserted first; both wrote identical files.
  await db
    .insertInto('images')
    .values(row)
    .onConflict((oc) => oc.column('signature').doNothing())
    .execute();
  return toUploaded(row);
}
