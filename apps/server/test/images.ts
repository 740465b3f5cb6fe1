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
