import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  BOARD_COVER_SPECS,
  IMAGE_SPECS,
  type BoardCoverSpec,
  type ImageSpec,
} from '@tack/contract';
import { processImage } from './image-pipeline.ts';
import { coverSize, variantSize } from './sizes.ts';

const limits = { maxBytes: 5 * 1024 * 1024, maxPixels: 40_000_000 };
const png = (w: number, h: number, background = { r: 255, g: 0, b: 0 }) =>
  sharp({ create: { width: w, height: h, channels: 3, background } })
    .png()
    .toBuffer();

/** A tiny PNG whose header claims width x height: a pixel flood (decompression bomb). */
function pixelFlood(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const idat = deflateSync(Buffer.concat(Array.from({ length: 64 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Where a spec's pixels must end up: a pin size, or a board cover size. */
const sizeOf = (spec: ImageSpec | BoardCoverSpec, w: number, h: number) =>
  (BOARD_COVER_SPECS as readonly string[]).includes(spec)
    ? coverSize(spec as BoardCoverSpec, w, h)
    : variantSize(spec as ImageSpec, w, h);

describe('image pipeline', () => {
  it('writes every spec at the size variantSize promises, keyed by content hash', async () => {
    const img = await processImage(await png(900, 1350), limits);
    expect(img).toMatchObject({ width: 900, height: 1350, mime: 'image/png' });
    expect(img.signature).toMatch(/^[0-9a-f]{32}$/);
    expect(img.variants.map((v) => v.spec).sort()).toEqual(
      [...IMAGE_SPECS, ...BOARD_COVER_SPECS].sort(),
    );
    for (const v of img.variants.filter((x) => x.spec !== 'orig')) {
      const meta = await sharp(v.body).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual(sizeOf(v.spec, 900, 1350));
      expect(v.key).toContain(img.signature);
    }
    expect((await processImage(await png(900, 1350), limits)).signature).toBe(img.signature);
  });

  it('does not upscale small images and finds the dominant colour', async () => {
    const img = await processImage(await png(120, 80, { r: 250, g: 10, b: 10 }), limits);
    expect(img.variants.find((v) => v.spec === '736x')).toBeTruthy();
    expect(variantSize('736x', 120, 80)).toEqual({ width: 120, height: 80 });
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(img.dominantColor.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(200);
    expect(g! + b!).toBeLessThan(80);
  });

  it('turns EXIF-rotated photos upright and flattens transparency onto white', async () => {
    const sideways = await sharp({
      create: { width: 600, height: 400, channels: 3, background: { r: 0, g: 0, b: 255 } },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const img = await processImage(sideways, limits);
    expect({ width: img.width, height: img.height }).toEqual({ width: 400, height: 600 });
    const v736 = img.variants.find((v) => v.spec === '736x')!;
    expect(await sharp(v736.body).metadata()).toMatchObject({ width: 400, height: 600 });

    const clear = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    expect((await processImage(clear, limits)).dominantColor).toMatch(
      /^#f[0-9a-f]f[0-9a-f]f[0-9a-f]$/,
    );
  });

  it('makes every size of a 40-megapixel image from one reduced decode', async () => {
    const big = await png(6300, 6300, { r: 10, g: 200, b: 30 });
    const img = await processImage(big, limits);
    expect({ width: img.width, height: img.height }).toEqual({ width: 6300, height: 6300 });
    for (const v of img.variants.filter((x) => x.spec !== 'orig')) {
      const meta = await sharp(v.body).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual(sizeOf(v.spec, 6300, 6300));
    }
    expect(img.dominantColor).toMatch(/^#[01][0-9a-f][c-d][0-9a-f][01][0-9a-f]$/);
  });

  it('answers 415 for an image cut off after its header or mid-pixels', async () => {
    const noisy = sharp({
      create: {
        width: 600,
        height: 600,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    });
    for (const whole of [await noisy.clone().png().toBuffer(), await noisy.jpeg().toBuffer()]) {
      for (const at of [120, whole.length / 2, whole.length - 40]) {
        await expect(processImage(whole.subarray(0, at), limits)).rejects.toMatchObject({
          status: 415,
        });
      }
    }
  });

  it('rejects a text file named .png by its content with a 415', async () => {
    await expect(
      processImage(Buffer.from('hello, I am not an image at all'), limits),
    ).rejects.toMatchObject({ status: 415 });
  });

  it('rejects a pixel-flood PNG with a 413 before decoding it', async () => {
    const bomb = pixelFlood(60_000, 60_000);
    expect(bomb.length).toBeLessThan(10_000);
    const before = process.memoryUsage().rss;
    const started = Date.now();
    await expect(processImage(bomb, limits)).rejects.toMatchObject({
      status: 413,
      code: 'too_many_pixels',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('rejects uploads over the byte limit with a 413', async () => {
    await expect(
      processImage(await png(400, 400), { ...limits, maxBytes: 100 }),
    ).rejects.toMatchObject({ status: 413 });
  });
});
