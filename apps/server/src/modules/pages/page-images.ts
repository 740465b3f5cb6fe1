import sharp from 'sharp';
import type { PageImage } from '@tack/contract';
import { FetchRefused, type Fetcher } from '../../lib/fetcher.ts';
import type { DecodeRunner } from '../media/media.service.ts';
import type { ImageCandidate } from './page-metadata.ts';

/** The smallest side a pin image may have (the spec's "images of at least 200 px"). */
export const MIN_SIDE = 200;
/** Candidates fetched at most, and at once: a page with 300 `<img>`s costs 8 fetches. */
const MAX_FETCHED = 8;
const AT_ONCE = 3;
const THUMB_WIDTH = 236;

export interface PickOptions {
  fetcher: Fetcher;
  maxBytes: number;
  maxPixels: number;
  runDecode: DecodeRunner;
  timeoutMs?: number;
  log?: (message: string) => void;
}

/** Whether a candidate's declared size already rules it out (both sides must be known). */
export const tooSmallDeclared = (c: ImageCandidate) =>
  c.width !== null && c.height !== null && (c.width < MIN_SIDE || c.height < MIN_SIDE);

/**
 * The page's images a pin can be made from, in the page's order (Open Graph first). Declared
 * sizes under 200 px drop a candidate without fetching it; the rest (at most 8) are fetched
 * through the guarded fetcher, checked as images by their bytes, measured by sharp (a declared
 * size is only a claim) and shrunk to a 236-wide JPEG thumbnail the builder shows as a data URL
 * (the page's own server is never asked by the person's browser). Decodes wait in the upload
 * decode queue.
 */
export async function pickImages(
  candidates: ImageCandidate[],
  o: PickOptions,
): Promise<PageImage[]> {
  const chosen = candidates.filter((c) => !tooSmallDeclared(c)).slice(0, MAX_FETCHED);
  const results: (PageImage | null)[] = new Array(chosen.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < chosen.length) {
      const i = next++;
      results[i] = await measure(chosen[i]!, o);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return results.filter((r): r is PageImage => r !== null);
}

async function measure(c: ImageCandidate, o: PickOptions): Promise<PageImage | null> {
  let body: Buffer;
  try {
    ({ body } = await o.fetcher.fetch(c.url, {
      expect: 'image',
      maxBytes: o.maxBytes,
      timeoutMs: o.timeoutMs,
    }));
  } catch (err) {
    if (!(err instanceof FetchRefused)) throw err;
    o.log?.(`page image ${c.url} skipped: ${err.message} (${err.detail ?? err.reason})`);
    return null;
  }
  try {
    return await o.runDecode(async () => {
      const meta = await sharp(body, { limitInputPixels: false }).metadata();
      const width = meta.autoOrient?.width ?? meta.width ?? 0;
      const height = meta.autoOrient?.height ?? meta.height ?? 0;
      if (width < MIN_SIDE || height < MIN_SIDE || width * height > o.maxPixels) return null;
      const thumb = await sharp(body, { limitInputPixels: o.maxPixels, sequentialRead: true })
        .rotate()
        .resize(THUMB_WIDTH, undefined, { withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 70 })
        .toBuffer();
      return {
        url: c.url,
        width,
        height,
        alt: c.alt,
        thumbnail: `data:image/jpeg;base64,${thumb.toString('base64')}`,
      };
    });
  } catch (err) {
    // A busy decode line is the server's answer to the whole read; a broken image is skipped.
    if ((err as { status?: number }).status === 503) throw err;
    o.log?.(`page image ${c.url} skipped: ${(err as Error).message}`);
    return null;
  }
}
