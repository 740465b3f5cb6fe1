import type { z } from 'zod';
import type { PinCreateOptions } from '@tack/contract';
import type { PinMethod } from '@tack/contract/constants';
import type { CallContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { FetchRefused } from '../../lib/fetcher.ts';
import { withFetchErrors } from '../../lib/fetch/app-error.ts';
import { decodeBase64Image } from '../media/image-base64.ts';
import { ingestImage } from '../media/media.service.ts';
import { tooManyUploads } from '../media/upload-form.ts';
import { countFetch } from '../pages/page-preview.service.ts';
import { richDataOf } from '../pages/rich-data.ts';

type CreateOptions = z.output<typeof PinCreateOptions>;

/** Methods that make a pin from a web page: its `link` is the page, read for its rich data. */
const FROM_A_PAGE: ReadonlySet<PinMethod> = new Set([
  'scraped',
  'button',
  'button_external',
  'bookmarklet',
  'extension',
]);

/**
 * How the pin was made (§7: "a button without a guid becomes button_external"). Unsaid, an image
 * fetched by address was scraped from somewhere; an upload or base64 bytes were uploaded.
 */
export function pinMethod(o: Pick<CreateOptions, 'method' | 'guid' | 'image_url'>): PinMethod {
  if (o.method === 'button' && !o.guid) return 'button_external';
  return o.method ?? (o.image_url ? 'scraped' : 'uploaded');
}

/** The image's bytes from an address or base64, held to the upload's limits. */
async function imageBytes(ctx: CallContext, o: CreateOptions): Promise<Buffer> {
  if (o.image_url) {
    await countFetch(ctx);
    const url = o.image_url;
    const res = await withFetchErrors('image_url', () =>
      ctx.fetcher.fetch(url, { expect: 'image', maxBytes: ctx.config.upload.maxBytes }),
    );
    return res.body;
  }
  return decodeBase64Image(o.image_base64!, ctx.config.upload.maxBytes);
}

/**
 * The stored image a new pin shows, as its signature: an upload's as given, or one fetched by
 * address or sent as base64 and run through the same pipeline as an upload (type by content,
 * pixel limit, the decode queue, every size), under the same per-user upload limit.
 */
export async function pinImageSignature(ctx: CallContext, o: CreateOptions): Promise<string> {
  if (o.image_signature) return o.image_signature;
  const field = o.image_url ? 'image_url' : 'image_base64';
  ctx.decodeQueue.admit();
  const limit = await ctx.uploadLimiter.hit(ctx.viewer!.id);
  if (!limit.allowed) throw tooManyUploads(limit.retryAfterSeconds);
  const bytes = await imageBytes(ctx, o);
  try {
    const image = await ingestImage(ctx.db, ctx.storage, bytes, ctx.config.upload, (decode) =>
      ctx.decodeQueue.run(decode),
    );
    return image.imageSignature;
  } catch (err) {
    // The pipeline's 413 and 415 name no field; here the image came from one.
    if (err instanceof AppError && !err.field && err.status < 500)
      throw new AppError(err.status, err.code, err.message, field, err.retryAfter);
    throw err;
  }
}

export interface PinSource {
  method: PinMethod;
  source_url: string | null;
  rich_summary: string | null;
  rich_metadata: string | null;
}

/**
 * Where the pin came from: a pin made from a page keeps the page as its source and what the page
 * says about itself (a product's price, a recipe's time). The page was usually just read by the
 * builder (the reader's cache); a page that cannot be read now leaves the pin without rich data
 * rather than failing it.
 */
export async function pinSource(ctx: CallContext, o: CreateOptions): Promise<PinSource> {
  const method = pinMethod(o);
  const none = { method, source_url: null, rich_summary: null, rich_metadata: null };
  if (!FROM_A_PAGE.has(method) || !o.link) return none;
  try {
    if (!ctx.pageReader.cached(o.link)) await countFetch(ctx);
    const page = await ctx.pageReader.read(o.link);
    const rich = richDataOf(page.metadata, page.url);
    return {
      method,
      source_url: o.link,
      rich_summary: rich.richSummary ? JSON.stringify(rich.richSummary) : null,
      rich_metadata: JSON.stringify(rich.richMetadata),
    };
  } catch (err) {
    if (!(err instanceof FetchRefused)) throw err;
    ctx.request.log.info(`pin source ${o.link} not read: ${err.message} (${err.detail ?? ''})`);
    return { ...none, source_url: o.link };
  }
}
