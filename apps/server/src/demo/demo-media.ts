import type { MediaStorage } from '../modules/media/storage.ts';
import type { StoredMedia } from '../modules/pins/pin-media.ts';
import { DEMO_CAMPAIGN_ID } from './ads.ts';
import { renderArt } from './art.ts';
import { mapLimit } from './map-limit.ts';
import { ffmpegPath, renderGif, renderVideo } from './motion.ts';

type Image = { imageSignature: string; width: number; height: number; dominantColor: string };
type Kind = 'video' | 'promotedVideo' | 'gif' | 'story';

/** Only the newest pins get motion, so the first screens show every kind without a long seed. */
const MOTION_WINDOW = 100;
const STORY_TEXT = ['Start here', 'Gather what you need', 'Put it together', 'Enjoy it'];

/** Which kind of pin the j-th newest is (carousels and products are decided elsewhere). */
export function motionKind(j: number): Kind | null {
  if (j >= MOTION_WINDOW) return null;
  return (
    ({ 1: 'video', 12: 'promotedVideo', 5: 'gif', 9: 'story' } as Record<number, Kind>)[j % 23] ??
    null
  );
}

/**
 * Gives some demo pins a video (plays on hover), a gif or story pages, rendered from their own
 * art by ffmpeg. Without an ffmpeg binary for this platform, videos and gifs are skipped.
 */
export async function addDemoMedia(
  pins: {
    media: string | null;
    is_promoted: number;
    promoter_name?: string | null;
    campaign_id?: string | null;
    carousel_data?: string | null;
  }[],
  images: Image[],
  storage: MediaStorage,
  log: (m: string) => void,
): Promise<void> {
  const ffmpeg = ffmpegPath();
  if (!ffmpeg) log('no ffmpeg for this platform: demo videos and gifs skipped');
  const jobs = pins
    .map((pin, i) => ({ pin, i, kind: pin.carousel_data ? null : motionKind(pins.length - 1 - i) }))
    .filter((j) => j.kind !== null);
  await mapLimit(jobs, 2, async ({ pin, i, kind }) => {
    const img = images[i]!;
    const media: StoredMedia = {};
    if (kind === 'story') {
      media.story = {
        pages: STORY_TEXT.map((text, k) => {
          const page = k === 0 ? img : images[(i + k * 7) % pins.length]!;
          return { ...page, text };
        }),
      };
    } else if (ffmpeg) {
      const art = (await renderArt(1000 + i)).body;
      if (kind === 'gif') media.gif = await renderGif(ffmpeg, storage, art, img.width, img.height);
      else media.video = await renderVideo(ffmpeg, storage, art, img.width, img.height);
      if (kind === 'promotedVideo') {
        pin.is_promoted = 1;
        pin.promoter_name = 'Northwind Outfitters';
        pin.campaign_id = DEMO_CAMPAIGN_ID;
      }
    }
    if (Object.keys(media).length) pin.media = JSON.stringify(media);
  });
}
