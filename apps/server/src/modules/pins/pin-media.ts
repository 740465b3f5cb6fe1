import type { Pin } from '@tack/contract';
import { imageUrls } from '../media/sizes.ts';
import { videosOf, type StoredVideo } from '../videos/video-media.ts';

/** One idea pin page as stored: its image (a video page's poster) and text, and its video. */
export interface StoredStoryPage {
  imageSignature: string;
  width: number;
  height: number;
  dominantColor: string;
  text: string;
  video?: StoredVideo;
}

/** What `pins.media` stores: keys in media storage and the sizes the card needs. */
export interface StoredMedia {
  video?: StoredVideo;
  gif?: { key: string; width: number; height: number };
  story?: { pages: StoredStoryPage[] };
}

const mediaUrl = (key: string) => `/media/${key}`;

function storyPage(p: StoredStoryPage, entityId: string) {
  const images = imageUrls(p.imageSignature, p.width, p.height);
  const video = p.video ? videosOf(entityId, p.video, images['474x'].url) : undefined;
  return {
    images,
    dominantColor: p.dominantColor,
    text: p.text,
    ...(video ? { video } : {}),
    blocks: [
      video
        ? { type: 'video' as const, video }
        : { type: 'image' as const, images, dominantColor: p.dominantColor },
      ...(p.text ? [{ type: 'text' as const, text: p.text }] : []),
    ],
  };
}

/** The card's `videos`, `embed` and `storyPinData` from the stored JSON (null parts for a still). */
export function pinMedia(
  json: string | null,
  pin: { id: string; title: string; images: Pin['images'] },
): Pick<Pin, 'videos' | 'embed' | 'storyPinData'> {
  const m: StoredMedia = json ? (JSON.parse(json) as StoredMedia) : {};
  const pages = m.story?.pages ?? [];
  return {
    videos: m.video ? videosOf(pin.id, m.video, pin.images['474x'].url) : null,
    embed: m.gif
      ? { type: 'gif', src: mediaUrl(m.gif.key), width: m.gif.width, height: m.gif.height }
      : null,
    storyPinData: m.story
      ? {
          pages: pages.map((p, i) => storyPage(p, `${pin.id}-${i}`)),
          hasProductPins: false,
          staticPageCount: pages.filter((p) => !p.video).length,
          totalVideoDuration: pages.reduce((sum, p) => sum + (p.video?.durationMs ?? 0), 0),
          metadata: { pinTitle: pin.title },
          isDeleted: false,
        }
      : null,
  };
}
