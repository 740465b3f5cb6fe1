import type { Pin } from '@tack/contract';
import { imageUrls } from '../media/sizes.ts';

/** What `pins.media` stores: keys in media storage and the sizes the card needs. */
export interface StoredMedia {
  video?: { key: string; width: number; height: number; durationMs: number };
  gif?: { key: string; width: number; height: number };
  story?: {
    pages: {
      imageSignature: string;
      width: number;
      height: number;
      dominantColor: string;
      text: string;
    }[];
  };
}

const mediaUrl = (key: string) => `/media/${key}`;

/** The card's `videos`, `embed` and `storyPinData` from the stored JSON (null parts for a still). */
export function pinMedia(
  json: string | null,
  pin: { id: string; title: string; images: Pin['images'] },
): Pick<Pin, 'videos' | 'embed' | 'storyPinData'> {
  const m: StoredMedia = json ? (JSON.parse(json) as StoredMedia) : {};
  return {
    videos: m.video
      ? {
          entityId: pin.id,
          duration: m.video.durationMs,
          videoList: {
            v720P: {
              url: mediaUrl(m.video.key),
              width: m.video.width,
              height: m.video.height,
              thumbnail: pin.images['474x'].url,
            },
          },
        }
      : null,
    embed: m.gif
      ? { type: 'gif', src: mediaUrl(m.gif.key), width: m.gif.width, height: m.gif.height }
      : null,
    storyPinData: m.story
      ? {
          pages: m.story.pages.map((p) => {
            const images = imageUrls(p.imageSignature, p.width, p.height);
            return {
              images,
              dominantColor: p.dominantColor,
              text: p.text,
              blocks: [
                { type: 'image' as const, images, dominantColor: p.dominantColor },
                ...(p.text ? [{ type: 'text' as const, text: p.text }] : []),
              ],
            };
          }),
          staticPageCount: m.story.pages.length,
          totalVideoDuration: 0,
          metadata: { pinTitle: pin.title },
          isDeleted: false,
        }
      : null,
  };
}
