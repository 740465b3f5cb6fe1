import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { CarouselSlideOptions, Pin, PinCreateOptions } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { boardFor } from '../boards/boards.access.ts';
import { withImageLock } from '../media/image-lock.ts';
import { getPin, insertPin } from './pins.service.ts';
import { pinImageSignature } from './pin-sources.ts';

type CarouselSlide = z.output<typeof CarouselSlideOptions>;

type Options = Pick<
  z.output<typeof PinCreateOptions>,
  'board_id' | 'section' | 'title' | 'description' | 'link' | 'alt_text'
>;

/** Holds every slide's image lock (in one order, so two carousels never wait on each other). */
function withImageLocks<T>(
  db: Kysely<Database>,
  signatures: string[],
  fn: () => Promise<T>,
): Promise<T> {
  const [first, ...rest] = [...new Set(signatures)].sort();
  return first ? withImageLock(db, first, () => withImageLocks(db, rest, fn)) : fn();
}

/**
 * Creates a carousel pin (2 to 5 slides, each an image by address): the board is checked first,
 * each image goes through the same fetcher and upload pipeline as a pin's (and counts against
 * the same upload limit), and the pin is inserted by the same insert as every pin, showing the
 * first slide's picture, its slides in `carousel_data` as the grid and closeup read them.
 */
export async function createCarouselPin(
  ctx: CallContext,
  o: Options,
  slides: CarouselSlide[],
): Promise<Pin> {
  await boardFor(ctx, o.board_id, 'save_pin');
  const signatures: string[] = [];
  for (const slide of slides)
    signatures.push(await pinImageSignature(ctx, { image_url: slide.image_url }));
  const images = await ctx.db
    .selectFrom('images')
    .select(['signature', 'width', 'height', 'dominant_color'])
    .where('signature', 'in', signatures)
    .execute();
  const bySignature = new Map(images.map((i) => [i.signature, i]));
  const id = newId();
  const carousel = JSON.stringify({
    entityId: id,
    slots: slides.map((s, i) => {
      const image = bySignature.get(signatures[i]!)!;
      return {
        slotId: `${id}-${i}`,
        title: s.title,
        details: s.details,
        link: s.link ?? null,
        imageSignature: image.signature,
        dominantColor: image.dominant_color,
        width: image.width,
        height: image.height,
      };
    }),
  });
  const source = {
    method: 'api' as const,
    source_url: null,
    rich_summary: null,
    rich_metadata: null,
  };
  await withImageLocks(ctx.db, signatures, () =>
    insertPin(ctx, o, signatures[0]!, source, id, null, null, carousel),
  );
  return getPin(ctx, id);
}
