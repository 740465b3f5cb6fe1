import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../db/database.ts';
import { coverJpeg } from './image-pipeline.ts';
import { withImageLock } from './image-lock.ts';
import { coverKeyOf, mediaKey } from './sizes.ts';
import type { MediaStorage } from './storage.ts';
import type { DecodeRunner } from './media.service.ts';

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Images stored before the board cover sizes existed have none: the first request for one makes
 * it from the image's stored 736x JPEG (never the original: a small, already checked decode),
 * through the decode queue, and stores it under the same immutable key, so it is made once.
 * Answers whether the key now exists; false for keys that are not cover sizes of a known image.
 */
export async function backfillCover(
  db: Kysely<Database>,
  storage: MediaStorage,
  key: string,
  runDecode: DecodeRunner,
): Promise<boolean> {
  const cover = coverKeyOf(key);
  if (!cover) return false;
  const image = await db
    .selectFrom('images')
    .select(['width', 'height'])
    .where('signature', '=', cover.signature)
    .executeTakeFirst();
  if (!image) return false;
  return withImageLock(db, cover.signature, async () => {
    if (await storage.exists(key)) return true;
    const source = await storage.get(mediaKey('736x', cover.signature));
    if (!source) return false;
    const input = await bytesOf(source.body);
    const body = await runDecode(() =>
      coverJpeg(
        sharp(input, { limitInputPixels: 736 * 736 * 40, failOn: 'error' }),
        cover.spec,
        image.width,
        image.height,
      ),
    );
    await storage.put(key, body, 'image/jpeg');
    return true;
  });
}
