import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import type { MediaStorage } from '../media/storage.ts';
import { mediaKey } from '../media/sizes.ts';

/**
 * A large account for the export's memory check (the API test and `npm run bench -- export`):
 * `pins` pins over `boards` boards of `userId`, each with its own real JPEG original (noise, so
 * it does not compress) in the media store. Rows go in directly, a batch at a time: the pin
 * creation flow is tested elsewhere, and 10,000 calls to it would take longer than the export.
 */
export async function seedLargeAccount(opts: {
  db: Kysely<Database>;
  storage: MediaStorage;
  userId: string;
  pins: number;
  boards: number;
  imageSide?: number;
}): Promise<{ imageBytes: number }> {
  const { db, storage, userId } = opts;
  const side = opts.imageSide ?? 96;
  const now = nowIso();
  const boardIds: string[] = [];
  for (let b = 0; b < opts.boards; b++) {
    const id = newId();
    boardIds.push(id);
    await db
      .insertInto('boards')
      .values({
        id,
        owner_id: userId,
        name: `Load board ${b}`,
        slug: `load-board-${b}`,
        description: `Board ${b} of the load test`,
        privacy: b % 3 === 0 ? 'secret' : 'public',
        layout: 'default',
        cover_pin_id: null,
        created_at: now,
        updated_at: now,
        last_pinned_at: now,
      })
      .execute();
  }
  let imageBytes = 0;
  const BATCH = 100;
  for (let start = 0; start < opts.pins; start += BATCH) {
    const images = [];
    const pins = [];
    for (let i = start; i < Math.min(opts.pins, start + BATCH); i++) {
      const jpeg = await sharp(randomBytes(side * side * 3), {
        raw: { width: side, height: side, channels: 3 },
      })
        .jpeg({ quality: 90 })
        .toBuffer();
      const signature = createHash('sha256').update(jpeg).digest('hex');
      await storage.put(mediaKey('orig', signature), jpeg, 'image/jpeg');
      imageBytes += jpeg.length;
      images.push({
        signature,
        width: side,
        height: side,
        dominant_color: '#808080',
        mime: 'image/jpeg',
        bytes: jpeg.length,
        created_at: now,
      });
      pins.push({
        id: newId(),
        pinner_id: userId,
        board_id: boardIds[i % boardIds.length]!,
        section_id: null,
        title: `Load pin ${i}`,
        description: `Description of load pin ${i}, with <markup> & "quotes"`,
        link: `https://example.com/item/${i}`,
        domain: 'example.com',
        alt_text: `Noise ${i}`,
        image_signature: signature,
        width: side,
        height: side,
        dominant_color: '#808080',
        rich_summary: null,
        carousel_data: null,
        media: null,
        promoter_name: null,
        origin_pin_id: null,
        created_at: now,
        auto_alt_text: null,
        seo_title: null,
        seo_description: null,
        seo_noindex_reason: null,
        sponsorship_status: null,
        sponsorship_creator_name: null,
        sponsorship_sponsor_name: null,
        collection_items: null,
        method: 'uploaded',
        source_url: null,
        rich_metadata: null,
      });
    }
    await db.insertInto('images').values(images).execute();
    await db.insertInto('pins').values(pins).execute();
  }
  return { imageBytes };
}
