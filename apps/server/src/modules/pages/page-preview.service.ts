import type { PagePreview } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { withFetchErrors } from '../../lib/fetch/app-error.ts';
import { pickImages } from './page-images.ts';
import { richDataOf } from './rich-data.ts';

const clip = (s: string | null, max: number) =>
  !s ? '' : s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s;

export const tooManyFetches = (retryAfter: number) =>
  new AppError(
    429,
    'rate_limited',
    `You've read a lot of pages in a short time. Try again in ${retryAfter} seconds.`,
    undefined,
    retryAfter,
  );

/** Counts one outside fetch for the viewer (FETCH_RATE_LIMIT): Tack is no open proxy. */
export async function countFetch(ctx: CallContext): Promise<void> {
  const limit = await ctx.fetchLimiter.hit(ctx.viewer!.id);
  if (!limit.allowed) throw tooManyFetches(limit.retryAfterSeconds);
}

/**
 * Reads a web page for the pin builder: its text cut to the pin's limits (title 100, description
 * 500), its images of at least 200 px with thumbnails, and the rich data the pin will keep.
 * Every fetch goes through the guarded fetcher; a refusal answers on the `url` field.
 */
export async function previewPage(ctx: CallContext, o: { url: string }): Promise<PagePreview> {
  if (!ctx.pageReader.cached(o.url)) await countFetch(ctx);
  const page = await withFetchErrors('url', () => ctx.pageReader.read(o.url));
  const images = await pickImages(page.metadata.images, {
    fetcher: ctx.fetcher,
    maxBytes: ctx.config.upload.maxBytes,
    maxPixels: ctx.config.upload.maxPixels,
    runDecode: (decode) => ctx.decodeQueue.run(decode),
    log: (m) => ctx.request.log.info(m),
  });
  if (!images.length)
    throw badRequest("We couldn't find an image of at least 200 px on that page", 'url');
  const { richSummary, richMetadata } = richDataOf(page.metadata, page.url);
  return {
    url: page.url,
    title: clip(page.metadata.title, 100),
    description: clip(page.metadata.description, 500),
    siteName: page.metadata.siteName,
    images,
    richSummary,
    richMetadata,
  };
}
