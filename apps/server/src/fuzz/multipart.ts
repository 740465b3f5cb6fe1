import fc from 'fast-check';
import { oddString } from './bad-values.ts';

/** A 1x1 PNG: the smallest real image, so valid uploads stay cheap. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

interface Part {
  name: string;
  filename?: string;
  type?: string;
  body: Buffer | string;
}

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

function form(parts: Part[], { close = true, boundary = BOUNDARY } = {}) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(p.body), Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const MULTIPART: Record<string, string> = {
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
};
const image = (body: Buffer | string, filename = 'a.png', type = 'image/png'): Part => ({
  name: 'image',
  filename,
  type,
  body,
});

/** Uploads a careful client would never send, and a few valid ones among them. */
export const garbageUpload: fc.Arbitrary<{
  headers: Record<string, string>;
  payload: Buffer | string;
  strategy: string;
}> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.constant({
      headers: MULTIPART,
      payload: form([image(TINY_PNG)]),
      strategy: 'valid',
    }),
  },
  {
    weight: 6,
    arbitrary: fc
      .oneof(
        fc.uint8Array({ maxLength: 512 }).map((b) => form([image(Buffer.from(b))])),
        fc.constant(form([image(TINY_PNG.subarray(0, 40))])),
        fc.constant(form([image('')])),
        fc.constant(form([{ ...image(TINY_PNG), name: 'file' }])),
        fc.constant(form([{ name: 'image', body: 'not a file' }])),
        fc.constant(form([image(TINY_PNG), image(TINY_PNG)])),
        fc.constant(
          form([
            { name: 'a', body: 'x' },
            { name: 'b', body: 'y' },
          ]),
        ),
        fc.constant(form([image('<svg onload="alert(1)"/>', 'a.svg', 'image/svg+xml')])),
        oddString.map((name) => form([image(TINY_PNG, name, name)])),
        oddString.map((name) => form([{ ...image(TINY_PNG), name }])),
        fc.constant(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\n`)),
        fc.constant(Buffer.from('not multipart at all')),
        fc.constant(Buffer.alloc(0)),
        // A client that hung up mid-upload (issue 11 finding 4: this was a 500).
        fc.constant(form([image(TINY_PNG)], { close: false }).subarray(0, 120)),
        fc.constant(form([image(TINY_PNG)], { close: false })),
      )
      .map((payload) => ({ headers: MULTIPART, payload, strategy: 'garbage-multipart' })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        { headers: { 'content-type': 'multipart/form-data' }, payload: form([image(TINY_PNG)]) },
        {
          headers: { 'content-type': 'multipart/form-data; boundary=other' },
          payload: form([image(TINY_PNG)]),
        },
        {
          headers: { 'content-type': 'multipart/form-data; boundary=' },
          payload: form([image(TINY_PNG)]),
        },
        { headers: { 'content-type': 'application/json' }, payload: '{"image":"x"}' },
        { headers: { 'content-type': 'image/png' }, payload: TINY_PNG },
        { headers: {} as Record<string, string>, payload: TINY_PNG },
      )
      .map((r) => ({ ...r, strategy: 'wrong-content-type' })),
  },
);
