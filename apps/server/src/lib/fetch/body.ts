import type { IncomingMessage } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { sniffImageType } from '../../modules/media/sniff.ts';
import { refuse, type FetchNoun } from './refusal.ts';

export interface BodyLimits {
  maxBytes: number;
  /** Stop at `maxBytes` and keep what was read (a header probe) instead of refusing. */
  partial: boolean;
  /** Refuse as soon as the first bytes show it is not an image, before reading the rest. */
  image: boolean;
}

/** Enough bytes for every magic number `sniffImageType` reads. */
const SNIFF_BYTES = 16;

function decoderFor(encoding: string): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.createGunzip();
  if (encoding === 'deflate') return zlib.createInflate();
  if (encoding === 'br') return zlib.createBrotliDecompress();
  return null;
}

/**
 * Reads a response body while it streams: a declared length over the limit is refused before
 * any byte is read, and the decoded bytes are counted as they arrive, so a body that lies about
 * its length, never ends, or decompresses a few KB into gigabytes is cut off at the limit.
 */
export async function readBody(
  res: IncomingMessage,
  limits: BodyLimits,
  noun: FetchNoun,
): Promise<{ body: Buffer; truncated: boolean }> {
  const encoding = String(res.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  const declared = Number(res.headers['content-length']);
  if (!limits.partial && Number.isFinite(declared) && declared > limits.maxBytes)
    throw refuse.tooLarge(noun, limits.maxBytes);
  let stream: Readable = res;
  if (encoding !== 'identity' && encoding !== '') {
    const decoder = decoderFor(encoding);
    if (!decoder) throw refuse.encoding(encoding);
    // Errors of either side (a broken gzip stream, an aborted response) end the reading below.
    stream = pipeline(res, decoder, () => {});
  }
  const chunks: Buffer[] = [];
  let total = 0;
  let sniffed = !limits.image;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const room = limits.maxBytes - total;
    if (chunk.length > room) {
      if (!limits.partial) throw refuse.tooLarge(noun, limits.maxBytes);
      chunks.push(chunk.subarray(0, room));
      return { body: Buffer.concat(chunks), truncated: true };
    }
    chunks.push(chunk);
    total += chunk.length;
    if (!sniffed && total >= SNIFF_BYTES) {
      if (!sniffImageType(Buffer.concat(chunks))) throw refuse.notImage();
      sniffed = true;
    }
  }
  const body = Buffer.concat(chunks);
  if (!sniffed && !sniffImageType(body)) throw refuse.notImage();
  return { body, truncated: false };
}
