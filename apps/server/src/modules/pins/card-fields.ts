import { z } from 'zod';
import { CollectionItem, Sponsorship, UploadedImage, type Pin } from '@tack/contract';
import type { Selectable } from 'kysely';
import type { PinsTable } from '../../db/database.ts';
import { imageUrls } from '../media/sizes.ts';

/**
 * One stored collection item (`pins.collection_items` is a JSON list of them): the contract's
 * item with the image as signature and size, so its URL is built here like every other image.
 */
export const StoredCollectionItem = CollectionItem.omit({ image: true }).extend({
  imageSignature: UploadedImage.shape.imageSignature,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type StoredCollectionItem = z.infer<typeof StoredCollectionItem>;

/**
 * Parses stored data with its contract schema. A row that does not fit is our fault, so it throws
 * a plain error (a 500, logged) naming the pin, not a ZodError (which would answer 400 as if the
 * caller's options were wrong).
 */
export function stored<T>(schema: z.ZodType<T>, value: unknown, what: string, pinId: string): T {
  const out = schema.safeParse(value);
  if (!out.success)
    throw new Error(`pin ${pinId}: stored ${what} does not fit: ${z.prettifyError(out.error)}`);
  return out.data;
}

/** The columns of a pin row these fields come from (plus the origin's promotion). */
export type CardFieldsRow = Pick<
  Selectable<PinsTable>,
  | 'id'
  | 'origin_pin_id'
  | 'is_third_party_ad'
  | 'is_pre_owned'
  | 'auto_alt_text'
  | 'seo_title'
  | 'seo_description'
  | 'seo_noindex_reason'
  | 'sponsorship_status'
  | 'sponsorship_creator_name'
  | 'sponsorship_sponsor_name'
  | 'collection_items'
> & {
  /** `is_promoted` of the pin this one saves; null for originals. */
  origin_is_promoted: number | boolean | null;
};

export type CardFields = Pick<
  Pin,
  | 'isDownstreamPromotion'
  | 'isThirdPartyAd'
  | 'sponsorship'
  | 'isEligibleForPreLovedGoodsLabel'
  | 'autoAltText'
  | 'seo'
  | 'collectionPin'
>;

/**
 * Search-engine text, when the pin has any. Missing text is empty, never the pin's own: with a
 * sensitive reason the card shows this instead of the title and description.
 */
export function seoOf(row: CardFieldsRow): Pin['seo'] {
  if (row.seo_title === null && row.seo_description === null && row.seo_noindex_reason === null)
    return null;
  return {
    title: row.seo_title ?? '',
    description: row.seo_description ?? '',
    noindexReason: row.seo_noindex_reason,
  };
}

/** A collection pin's items with their 236x image; a stored item that does not parse throws. */
export function collectionOf(json: string | null, pinId: string): Pin['collectionPin'] {
  if (json === null) return null;
  const items = stored(z.array(StoredCollectionItem), JSON.parse(json), 'collection', pinId);
  return {
    itemData: items.map(({ imageSignature, width, height, ...item }) => ({
      ...item,
      image: imageUrls(imageSignature, width, height)['236x'],
    })),
  };
}

/** The card fields read from stored columns; a downstream promotion is a save of a promoted pin. */
export function cardFields(row: CardFieldsRow): CardFields {
  return {
    isDownstreamPromotion: row.origin_pin_id !== null && Boolean(row.origin_is_promoted),
    isThirdPartyAd: Boolean(row.is_third_party_ad),
    sponsorship:
      row.sponsorship_status === null
        ? null
        : stored(
            Sponsorship,
            {
              status: row.sponsorship_status,
              creatorName: row.sponsorship_creator_name,
              sponsorName: row.sponsorship_sponsor_name,
            },
            'sponsorship',
            row.id,
          ),
    isEligibleForPreLovedGoodsLabel: Boolean(row.is_pre_owned),
    autoAltText: row.auto_alt_text,
    seo: seoOf(row),
    collectionPin: collectionOf(row.collection_items, row.id),
  };
}
