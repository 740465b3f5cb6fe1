/**
 * Tack's objects in Pinterest v5's shapes: the one place the two vocabularies meet. Pure: the
 * services answer contract types, these functions rename and reshape them.
 */
import type {
  Board,
  BoardPrivacy,
  BoardSection,
  Images,
  Pin,
  User,
  UserSummary,
  V5Account,
  V5Board,
  V5BoardSection,
  V5ImageSize,
  V5Pin,
  V5Privacy,
} from '@tack/contract';
import { coverImageUrls } from '../media/sizes.ts';

/** Media and page addresses are relative in Tack; with PUBLIC_URL set, API answers are absolute. */
export type Absolute = (path: string) => string;
export const absoluteWith =
  (publicUrl: string | undefined): Absolute =>
  (path) =>
    publicUrl && path.startsWith('/') ? new URL(path, publicUrl).href : path;

/** Secret boards are SECRET, protected ones PROTECTED (hidden like secret ones, decision 0022). */
export const v5Privacy = (p: BoardPrivacy): V5Privacy =>
  p === 'public' ? 'PUBLIC' : p === 'secret' ? 'SECRET' : 'PROTECTED';
export const tackPrivacy = (p: V5Privacy): BoardPrivacy =>
  p === 'PUBLIC' ? 'public' : p === 'SECRET' ? 'secret' : 'protected';

export function toV5Board(b: Board, abs: Absolute): V5Board {
  return {
    id: b.id,
    name: b.name,
    description: b.description || null,
    owner: { username: b.owner.username },
    privacy: v5Privacy(b.privacy),
    is_ads_only: false,
    created_at: b.createdAt,
    board_pins_modified_at: b.boardOrderModifiedAt,
    pin_count: b.pinCount,
    follower_count: b.followerCount,
    collaborator_count: b.collaboratorCount,
    media: {
      image_cover_url: b.imageCoverHdUrl ? abs(b.imageCoverHdUrl) : null,
      pin_thumbnail_urls: b.images['170x'].map((i) => abs(i.url)),
    },
  };
}

export const toV5Section = (s: BoardSection): V5BoardSection => ({ id: s.id, name: s.title });

/**
 * Pinterest's four sizes from Tack's: 150x150 is the 136 crop, 400x300 the board cover crop,
 * 600x the 736-wide size, 1200x the original.
 */
export function v5Images(signature: string, images: Images, abs: Absolute): V5ImageSize {
  const at = (v: { url: string; width: number; height: number } | undefined) => {
    const i = v ?? images.orig!;
    return { url: abs(i.url), width: i.width, height: i.height };
  };
  const orig = images.orig!;
  const cover = coverImageUrls(signature, orig.width, orig.height)['400x300'];
  return {
    '150x150': at(images['136x136']),
    '400x300': at(cover),
    '600x': at(images['736x']),
    '1200x': at(orig),
  };
}

function media(p: Pin, abs: Absolute): V5Pin['media'] {
  const images = v5Images(p.imageSignature, p.images, abs);
  if (p.carouselData)
    return {
      media_type: 'multiple_images',
      items: p.carouselData.slots.map((s) => ({
        item_type: 'image' as const,
        images: v5Images(s.imageSignature, s.images, abs),
        title: s.title || null,
        description: s.details || null,
        link: s.link,
      })),
    };
  if (p.videos) {
    const v = p.videos.videoList.v720P;
    return {
      media_type: 'video',
      images,
      cover_image_url: images['1200x'].url,
      video_url: abs(v.url),
      duration: p.videos.duration,
      width: v.width,
      height: v.height,
    };
  }
  return { media_type: 'image', images };
}

function creativeType(p: Pin): V5Pin['creative_type'] {
  if (p.carouselData) return 'CAROUSEL';
  if (p.storyPinData) return 'IDEA';
  if (p.videos) return 'VIDEO';
  if (p.productPinData) return 'SHOPPING';
  return 'REGULAR';
}

/** A board's address is `/<owner>/<slug>/` (or `/<owner>/_saved`): its owner is the first part. */
const ownerOfBoardUrl = (url: string) => url.split('/')[1] ?? '';

export function toV5Pin(p: Pin, viewerId: string, abs: Absolute): V5Pin {
  return {
    id: p.id,
    created_at: p.createdAt,
    link: p.link,
    title: p.title || null,
    description: p.description || null,
    alt_text: p.altText,
    dominant_color: p.dominantColor,
    board_id: p.board?.id ?? '0',
    board_section_id: p.sectionId,
    board_owner: { username: p.board ? ownerOfBoardUrl(p.board.url) : p.pinner.username },
    is_owner: p.pinner.id === viewerId,
    is_standard: true,
    has_been_promoted: p.isPromoted,
    creative_type: creativeType(p),
    parent_pin_id: p.originPinId,
    media: media(p, abs),
    pin_metrics: null,
  };
}

/** The token's own account: its profile, its counts as it sees them, and its kind. */
export function toV5Account(
  u: UserSummary & { about: string; websiteUrl: string | null },
  counts: Pick<User, 'boardCount' | 'pinCount' | 'followerCount' | 'followingCount'>,
  accountType: 'personal' | 'business',
  abs: Absolute,
): V5Account {
  return {
    id: u.id,
    username: u.username,
    account_type: accountType === 'business' ? 'BUSINESS' : 'PINNER',
    profile_image: u.imageLargeUrl ? abs(u.imageLargeUrl) : '',
    website_url: u.websiteUrl ?? '',
    about: u.about,
    business_name: accountType === 'business' ? u.fullName : null,
    board_count: counts.boardCount,
    pin_count: counts.pinCount,
    follower_count: counts.followerCount,
    following_count: counts.followingCount,
    // Tack keeps no profile view counts.
    monthly_views: 0,
  };
}

export const toV5UserSummary = (u: UserSummary) => ({
  type: 'user' as const,
  username: u.username,
});
