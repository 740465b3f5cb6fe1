import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A real PNG of the given size and colour, made by sharp (tests use real image bytes). */
export function makePng(
  width = 400,
  height = 600,
  color = { r: 200, g: 40, b: 60 },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with one file field, for `inject`. */
export function multipart(
  field: string,
  filename: string,
  body: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = `----tack${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), body, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let c = 0xffffffff;
  for (const x of body) c = CRC_TABLE[(c ^ x) & 0xff]! ^ (c >>> 8);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((c ^ 0xffffffff) >>> 0);
  return Buffer.concat([len, body, crc]);
}

const bombPixels = new Map<string, Buffer>();

/**
 * A solid-colour palette PNG of width x height: a decompression bomb of a few dozen KB that
 * decodes to width * height * 3 bytes (6300x6300 is 38 KB on the wire, 119 MB decoded). Built
 * by hand (one zlib pass over index 0 rows) because encoding 40 megapixels with sharp is slow.
 */
export function makePngBomb(
  width: number,
  height: number,
  color = { r: 30, g: 120, b: 200 },
): Buffer {
  const dims = `${width}x${height}`;
  let idat = bombPixels.get(dims);
  if (!idat) {
    idat = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
    bombPixels.set(dims, idat);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 3, 0, 0, 0], 8); // 8-bit palette
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('PLTE', Buffer.from([color.r, color.g, color.b])),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
