import type { Kysely } from 'kysely';
import type { UploadedImage } from '@tack/contract';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import { processImage, type ImageLimits } from './image-pipeline.ts';
import { imageUrls } from './sizes.ts';
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
 * sizes without decoding again.
 */
export async function ingestImage(
  db: Kysely<Database>,
  storage: MediaStorage,
  input: Buffer,
  limits: ImageLimits,
  runDecode: DecodeRunner = (decode) => decode(),
): Promise<UploadedImage> {
  const signature = createHash('sha256').update(input).digest('hex').slice(0, 32);
  const known = await db
    .selectFrom('images')
    .selectAll()
    .where('signature', '=', signature)
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
