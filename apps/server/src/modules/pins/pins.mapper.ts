import { CarouselData, RichMetadata, RichSummary, type Pin } from '@tack/contract';
import { imageUrls } from '../media/sizes.ts';
import { toUserSummary } from '../users/users.mapper.ts';
import { boardUrl, QUICK_SAVES_SLUG } from '../boards/board-rules.ts';
import type { PinRow } from './pins.repository.ts';
import { pinMedia } from './pin-media.ts';
import { cardFields, stored } from './card-fields.ts';
import { derivedPinFields } from './pin-derived.ts';
import { NO_BADGES } from '../verification/badges.repository.ts';

interface StoredSlot {
  slotId: string;
  title: string;
  details: string;
  link: string | null;
  imageSignature: string;
  dominantColor: string;
  width: number;
  height: number;
}

function carousel(json: string | null, pinId: string): Pin['carouselData'] {
  if (!json) return null;
  const data = JSON.parse(json) as { entityId: string; slots: StoredSlot[] };
  return stored(
    CarouselData,
    {
      entityId: data.entityId,
      carouselId: data.entityId,
      index: 0,
      slots: data.slots.map(({ width, height, ...s }) => ({
        ...s,
        images: imageUrls(s.imageSignature, width, height),
      })),
    },
    'carousel',
    pinId,
  );
}

export type PinExtras = Pick<
  Pin,
  | 'reactionCountsData'
  | 'myReaction'
  | 'viewerSave'
  | 'access'
  | 'isInEditableBoard'
  | 'pinJoin'
  | 'pinNote'
  | 'originPinId'
  | 'nativeCreator'
  | 'originPinner'
  | 'viaPinner'
  | 'aggregatedPinData'
  | 'shareCount'
  | 'pinner'
>;

/** Extras for a pin shown without the viewer's context (the page head): its own counts only. */
const noExtras = (row: PinRow): PinExtras => ({
  reactionCountsData: [],
  myReaction: null,
  viewerSave: null,
  access: [],
  isInEditableBoard: false,
  pinJoin: { visualAnnotation: [], annotationsWithLinksArray: [], shoppingKlpUrls: [] },
  pinNote: '',
  originPinId: null,
  aggregatedPinData: { aggregatedStats: { saves: row.save_count } },
  // The page head and notification lines show no badge, so they look none up.
  pinner: { ...pinnerOf(row), ...NO_BADGES },
});

export const pinnerOf = (row: PinRow) =>
  toUserSummary({
    id: row.pinner_id,
    username: row.pinner_username,
    first_name: row.pinner_first_name,
    full_name: row.pinner_full_name,
    avatar_signature: row.pinner_avatar_signature,
  });

/**
 * A contract pin from its row, the viewer's extras, and for a save the description of its
 * original when the viewer may see it (unifiedUserNote's fallback).
 */
export function toPin(
  row: PinRow,
  extras: PinExtras = noExtras(row),
  originDescription: string | null = null,
): Pin {
  const base = storedPin(row, extras);
  // Extended in place, from only what the derived fields read: copying a card's sixty fields
  // into new objects was half the home feed's mapping time (and most of its garbage).
  const derived = derivedPinFields({
    id: base.id,
    title: base.title,
    description: base.description,
    link: base.link,
    domain: base.domain,
    images: base.images,
    board: base.board,
    richSummary: base.richSummary,
    richMetadata: base.richMetadata,
    carouselData: base.carouselData,
    storyPinData: base.storyPinData,
    isPromoted: base.isPromoted,
    isThirdPartyAd: base.isThirdPartyAd,
    createdAt: base.createdAt,
    sourceUrl: row.source_url,
    originDescription,
  });
  return Object.assign(base, derived);
}

/** The pin's stored fields and the viewer's extras, before the derived ones. */
function storedPin(row: PinRow, extras: PinExtras) {
  const images = imageUrls(row.image_signature, row.width, row.height);
  const media = pinMedia(row.media, { id: row.id, title: row.title, images });
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    link: row.link,
    domain: row.domain,
    altText: row.alt_text,
    imageSignature: row.image_signature,
    dominantColor: row.dominant_color,
    width: row.width,
    height: row.height,
    images,
    board: {
      id: row.board_id,
      name: row.board_slug === QUICK_SAVES_SLUG ? 'Profile' : row.board_name,
      url: boardUrl(row.board_owner_username, row.board_slug),
    },
    sectionId: row.section_id,
    richSummary: row.rich_summary
      ? stored(RichSummary, JSON.parse(row.rich_summary), 'rich summary', row.id)
      : null,
    richMetadata: row.rich_metadata
      ? stored(RichMetadata, JSON.parse(row.rich_metadata), 'rich metadata', row.id)
      : null,
    carouselData: carousel(row.carousel_data, row.id),
    ...media,
    ...(row.video_status
      ? { videoStatus: row.video_status }
      : media.videos
        ? { videoStatus: 'ready' as const }
        : {}),
    // A save whose original is gone (its creator deleted it) keeps its copy of the pages.
    storyPinData: media.storyPinData && {
      ...media.storyPinData,
      isDeleted: row.origin_pin_id === null && row.origin_pinner_id !== null,
    },
    isPromoted: Boolean(row.is_promoted),
    promoterName: row.promoter_name,
    adData: row.is_promoted ? { isWeightLossAd: Boolean(row.is_weight_loss_ad) } : null,
    campaignId: row.is_promoted ? (row.campaign_id ?? null) : null,
    // Business access: presentPins sets these for the viewer; campaigns set the promotion.
    isQuickPromotable: false,
    promotedIsRemovable: false,
    ...cardFields(row),
    // A save stays one when its original is deleted (the original's pinner is still known).
    isRepin: row.origin_pin_id !== null || row.origin_pinner_id !== null,
    favoriteUserCount: row.favorite_count,
    favoritedByMe: Boolean(row.favorited_by_me),
    saveCount: row.save_count,
    recommendationReason: null,
    createdAt: row.created_at,
    ...extras,
  };
}

/** Domain shown on a card: the link's host without a leading www. */
export function domainOf(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    return new URL(link).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}
