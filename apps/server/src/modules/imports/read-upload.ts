import fs from 'node:fs';
import { ImportRefused, NOT_A_FORMAT, type ImportPlan } from './import-plan.ts';
import { parseBookmarks } from './parse-bookmarks.ts';
import { parsePinry } from './parse-pinry.ts';
import { parsePinterest } from './parse-pinterest.ts';
import { parseTack, TACK_MANIFEST } from './parse-tack.ts';
import { openSafeZip } from './zip-reader.ts';
import { gib } from './zip-rules.ts';

/** The largest text a parser reads whole: a bookmarks file, Pinry JSON, a manifest, a report. */
export const TEXT_MAX_BYTES = 32 * 2 ** 20;
/** A zip holds at most this many files beside one per item (a manifest, an index, a README). */
const ZIP_EXTRA_ENTRIES = 16;

export interface ReadLimits {
  maxItems: number;
  maxUnzippedBytes: number;
  maxZipRatio: number;
  pinterestImageBase: string;
}

const isZip = (head: Buffer) =>
  head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5);

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await handle.read(head, 0, 8, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A zip: a Tack export (its manifest) or a Pinterest data download (its HTML report). */
async function planFromZip(file: string, limits: ReadLimits): Promise<ImportPlan> {
  const zip = await openSafeZip(file, {
    maxEntries: limits.maxItems + ZIP_EXTRA_ENTRIES,
    maxUnzippedBytes: limits.maxUnzippedBytes,
    maxRatio: limits.maxZipRatio,
  });
  try {
    if (zip.has(TACK_MANIFEST))
      return parseTack(await zip.read(TACK_MANIFEST, TEXT_MAX_BYTES), limits.maxItems);
    for (const name of zip
      .names()
      .filter((n) => /\.html?$/i.test(n))
      .sort()) {
      const html = await zip.read(name, TEXT_MAX_BYTES);
      try {
        return parsePinterest(html, limits.maxItems, limits.pinterestImageBase);
      } catch (err) {
        if (!(err instanceof ImportRefused && err.status === 415)) throw err;
      }
    }
    throw new ImportRefused(
      "That zip isn't a Tack export or a Pinterest data download: it has no tack-export.json and no Pinterest report of Pins.",
      415,
    );
  } finally {
    zip.close();
  }
}

/** The file as text, just to tell what it is (the parsers decode it properly). */
function sniffText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return Buffer.from(bytes.subarray(2, bytes.length - (bytes.length % 2)))
      .swap16()
      .toString('utf16le');
  return bytes.toString('latin1').replace(/^\xef\xbb\xbf/, '');
}

/** A text file: Pinry's JSON, a bookmarks file, or a Pinterest report taken out of its zip. */
async function planFromText(file: string, limits: ReadLimits): Promise<ImportPlan> {
  const { size } = await fs.promises.stat(file);
  if (size > TEXT_MAX_BYTES)
    throw new ImportRefused(
      `That file is over ${gib(TEXT_MAX_BYTES)}, more than a bookmarks file or a Pinry export holds. Check it is the right file.`,
      413,
    );
  const bytes = await fs.promises.readFile(file);
  const text = sniffText(bytes);
  const start = text.slice(0, 2048).trimStart();
  if (start.startsWith('{') || start.startsWith('[')) return parsePinry(bytes, limits.maxItems);
  if (/NETSCAPE-Bookmark-file|<dl[\s>]/i.test(text)) return parseBookmarks(bytes, limits.maxItems);
  if (/<h1/i.test(text)) return parsePinterest(bytes, limits.maxItems, limits.pinterestImageBase);
  throw new ImportRefused(NOT_A_FORMAT, 415);
}

/**
 * Reads an uploaded file into a plan, telling the format by its bytes (never by its name): a zip
 * is a Tack export or a Pinterest download, `{` or `[` is Pinry's JSON, and HTML is a bookmarks
 * file or a Pinterest report. A file of none of them, or with nothing to import, is refused in
 * words. Answers whether the job will need the file (a Tack export's images stay in it).
 */
export async function planFromUpload(
  file: string,
  limits: ReadLimits,
): Promise<{ plan: ImportPlan; keepFile: boolean }> {
  const zip = isZip(await readHead(file));
  const plan = zip ? await planFromZip(file, limits) : await planFromText(file, limits);
  if (!plan.items.some((i) => i.kind === 'pin'))
    throw new ImportRefused(
      'We found no Pins or bookmarks in that file, so there is nothing to import.',
    );
  return { plan, keepFile: plan.source === 'tack' };
}
