import sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { FetchRefused } from '../../lib/fetcher.ts';
import { ingestImage } from '../media/media.service.ts';
import { MIN_SIDE, tooSmallDeclared } from '../pages/page-images.ts';
import { richDataOf } from '../pages/rich-data.ts';
import { ImportRefused, type ImageSource } from './import-plan.ts';
import type { PageData } from './import-writes.ts';
import type { SafeZip } from './zip-reader.ts';

/** An item that cannot be imported, with why in a person's words (the report says it). */
export class ItemFailed extends Error {}

/** The words for an item's failure, or null when it is the server's own (the job retries it). */
export function reasonOf(err: unknown): string | null {
  if (err instanceof ItemFailed || err instanceof ImportRefused || err instanceof FetchRefused)
    return err.message;
  if (err instanceof AppError && err.status < 500) return err.message;
  return null;
}

/** Page images tried at most, one after another, for a bookmark (as the pin builder offers 8). */
const PAGE_CANDIDATES = 8;
const clip = (s: string | null, max: number) => {
  const chars = [...(s ?? '')];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : chars.join('');
};

/** A decode waits for a free slot instead of being refused: an import has time, a request has not. */
async function whenFree<T>(ctx: AppContext, decode: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await ctx.decodeQueue.run(decode);
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'busy') || tries >= 600) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export interface ImportedImage {
  signature: string;
  width: number;
  height: number;
  dominant_color: string;
}

async function ingest(ctx: AppContext, bytes: Buffer): Promise<ImportedImage> {
  const up = await ingestImage(ctx.db, ctx.storage, bytes, ctx.config.upload, (decode) =>
    whenFree(ctx, decode),
  );
  return {
    signature: up.imageSignature,
    width: up.width,
    height: up.height,
    dominant_color: up.dominantColor,
  };
}

const fetchImage = (ctx: AppContext, url: string) =>
  ctx.fetcher.fetch(url, { expect: 'image', maxBytes: ctx.config.upload.maxBytes });

/**
 * The page-to-pin flow for one bookmark: the page is read through the page reader (the guarded
 * fetcher, its cache), and its images are tried in the page's order (Open Graph first), those
 * declaring less than 200 px skipped unfetched, each fetched as an image by its bytes and
 * measured (a declared size is only a claim) until one is at least 200 px on both sides. That
 * one is stored as an upload is; the pin keeps the page's title, description and rich data.
 */
async function fromPage(ctx: AppContext, url: string) {
  const page = await ctx.pageReader.read(url);
  const candidates = page.metadata.images.filter((c) => !tooSmallDeclared(c));
  let last: string | null = null;
  for (const c of candidates.slice(0, PAGE_CANDIDATES)) {
    let body: Buffer;
    try {
      ({ body } = await fetchImage(ctx, c.url));
    } catch (err) {
      last = reasonOf(err);
      if (last === null) throw err;
      continue;
    }
    const meta = await sharp(body)
      .metadata()
      .catch(() => null);
    const width = meta?.autoOrient?.width ?? meta?.width ?? 0;
    const height = meta?.autoOrient?.height ?? meta?.height ?? 0;
    if (width < MIN_SIDE || height < MIN_SIDE) continue;
    let image: ImportedImage;
    try {
      image = await ingest(ctx, body);
    } catch (err) {
      last = reasonOf(err);
      if (last === null) throw err;
      continue;
    }
    const rich = richDataOf(page.metadata, page.url);
    const data: PageData = {
      title: clip(page.metadata.title, 100),
      description: clip(page.metadata.description, 500),
      richSummary: rich.richSummary ? JSON.stringify(rich.richSummary) : null,
      richMetadata: JSON.stringify(rich.richMetadata),
    };
    return { image, page: data };
  }
  throw new ItemFailed(
    last
      ? `We couldn't use any image on that page (${last})`
      : "We couldn't find an image of at least 200 px on that page",
  );
}

/**
 * A pin's picture from wherever its item says: the page-to-pin flow for a bookmark, image
 * addresses through the guarded fetcher (then the page, when none works), or a file inside the
 * uploaded zip, never fetched. Each is stored through the upload pipeline (type by content,
 * pixel limit, every size).
 */
export async function imageFor(
  ctx: AppContext,
  source: ImageSource,
  zip: SafeZip | null,
): Promise<{ image: ImportedImage; page: PageData | null }> {
  if (source.from === 'page') return fromPage(ctx, source.url);
  if (source.from === 'zip') {
    if (!zip || !zip.has(source.path))
      throw new ItemFailed(`The export has no image file ${source.path} for this Pin`);
    const bytes = await zip.read(source.path, ctx.config.upload.maxBytes);
    if (!bytes.length)
      throw new ItemFailed(
        'The export has an empty image for this Pin (it was lost where it came from)',
      );
    return { image: await ingest(ctx, bytes), page: null };
  }
  let last: unknown = null;
  for (const url of source.urls) {
    try {
      const { body } = await fetchImage(ctx, url);
      return { image: await ingest(ctx, body), page: null };
    } catch (err) {
      if (reasonOf(err) === null) throw err;
      last = err;
    }
  }
  if (source.page) return fromPage(ctx, source.page);
  throw new ItemFailed(`We couldn't get this Pin's image (${reasonOf(last) ?? 'no address'})`);
}
