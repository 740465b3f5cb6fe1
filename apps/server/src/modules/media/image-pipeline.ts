import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import {
  BOARD_COVER_SPECS,
  IMAGE_SPECS,
  type BoardCoverSpec,
  type ImageSpec,
} from '@tack/contract';
import { AppError } from '../../lib/errors.ts';
import { coverSize, mediaKey, variantSize } from './sizes.ts';
import { sniffImageType } from './sniff.ts';

export interface ImageLimits {
  maxBytes: number;
  maxPixels: number;
}

export interface ProcessedImage {
  signature: string;
  width: number;
  height: number;
  dominantColor: string;
  mime: string;
  bytes: number;
  variants: { spec: ImageSpec | BoardCoverSpec; key: string; body: Buffer; contentType: string }[];
}

// Decodes are queued (decode-queue.ts), so libvips needs no operation cache and one thread per
// image: both only hold memory between uploads. (sharp already picks one thread under glibc.)
sharp.cache(false);
sharp.concurrency(1);

const hex = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/**
 * Checks, decodes once and resizes an upload into every spec the product serves.
 * The type is read from the bytes and the pixel count from the header, both before decoding, so
 * a renamed text file is a 415 and a pixel-flood image a 413 without using the memory.
 */
export async function processImage(input: Buffer, limits: ImageLimits): Promise<ProcessedImage> {
  if (input.length > limits.maxBytes) {
    throw new AppError(
      413,
      'too_large',
      `That image is over ${Math.floor(limits.maxBytes / 1048576)} MB. Choose a smaller file.`,
    );
  }
  const type = sniffImageType(input);
  if (!type)
    throw new AppError(
      415,
      'unsupported_media',
      "That file isn't an image we can read (JPEG, PNG, WebP, GIF or AVIF).",
    );
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(
      415,
      'unsupported_media',
      "That image is damaged or in a format we can't read.",
    );
  }
  const w0 = meta.autoOrient?.width ?? meta.width ?? 0;
  const h0 = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!w0 || !h0)
    throw new AppError(415, 'unsupported_media', 'That image has no size we can read.');
  if (w0 * h0 > limits.maxPixels) {
    throw new AppError(
      413,
      'too_many_pixels',
      `That image is ${w0}x${h0} pixels, over the ${Math.round(limits.maxPixels / 1e6)} megapixel limit.`,
    );
  }

  // One decode, straight to the largest size we serve (736 wide, never upscaled): libvips reads
  // the input sequentially, JPEG shrinks on load, and the full-size pixels never exist at once,
  // so a 40-megapixel bomb costs a few MB instead of 120. The smaller sizes and the colour come
  // from that intermediate, not from a second decode.
  const base = variantSize('736x', w0, h0);
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(input, {
      limitInputPixels: limits.maxPixels,
      failOn: 'error',
      sequentialRead: true,
    })
      .rotate()
      .resize(base.width, base.height, { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError(
      415,
      'unsupported_media',
      "That image is damaged or in a format we can't read.",
    );
  }
  const { data, info } = decoded;
  const fromBase = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const signature = createHash('sha256').update(input).digest('hex').slice(0, 32);

  const variants: ProcessedImage['variants'] = [
    { spec: 'orig', key: mediaKey('orig', signature), body: input, contentType: type.mime },
  ];
  for (const spec of IMAGE_SPECS) {
    if (spec === 'orig') continue;
    const size = variantSize(spec, w0, h0);
    const sized =
      size.width === info.width && size.height === info.height
        ? fromBase()
        : fromBase().resize(size.width, size.height, { fit: 'cover', position: 'attention' });
    const body = await sized.jpeg({ quality: 82, progressive: true }).toBuffer();
    variants.push({ spec, key: mediaKey(spec, signature), body, contentType: 'image/jpeg' });
  }
  // Board covers, from the same intermediate: a board may pick any image as its cover.
  for (const spec of BOARD_COVER_SPECS) {
    const body = await coverJpeg(fromBase(), spec, w0, h0);
    variants.push({ spec, key: mediaKey(spec, signature), body, contentType: 'image/jpeg' });
  }
  const { dominant } = await fromBase().resize(64, 64, { fit: 'inside' }).stats();
  const [width, height] = [w0, h0];
  return {
    signature,
    width,
    height,
    dominantColor: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    mime: type.mime,
    bytes: input.length,
    variants,
  };
}

/**
 * One board cover size of an image from pixels already decoded (at most 736 wide): crops keep
 * the part with the most detail in view (`attention`), as the pin sizes do.
 */
export function coverJpeg(
  pixels: Sharp,
  spec: BoardCoverSpec,
  width: number,
  height: number,
): Promise<Buffer> {
  const size = coverSize(spec, width, height);
  return pixels
    .resize(size.width, size.height, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 82, progressive: true })
    .toBuffer();
}
