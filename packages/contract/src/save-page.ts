/**
 * Saving from any site (issue 17; docs/decisions/0021-save-from-any-site.md): the bookmarklet and
 * the browser extension read a page's images in the page, then open Tack's save window with them
 * in the address's fragment (`/save/#url=…&title=…&via=…&images=…`). The fragment never reaches a
 * server, a log or a Referer, and it travels whatever the page's Content-Security-Policy or
 * Cross-Origin-Opener-Policy say. A window that gets no image (the script failed, or found none
 * it could use) asks the server to read the page instead.
 *
 * No zod here: the extension bundles this file, and the window checks every field by hand.
 */

/** The smallest side an image offered for saving may have (the spec's "at least 200 px"). */
export const SAVE_MIN_SIDE = 200;
/** Images carried at most: a page of 300 pictures still opens a window of a sane address. */
export const SAVE_MAX_IMAGES = 50;
/** Longest image or page address carried (as the pin's `link` and `image_url` allow). */
export const SAVE_MAX_URL = 2048;
/** Longest page title carried. */
export const SAVE_MAX_TITLE = 300;
/** The save window's path on a Tack server. */
export const SAVE_WINDOW_PATH = '/save/';

export type SaveVia = 'bookmarklet' | 'extension';

export interface SaveImage {
  src: string;
  /** The image's own size in pixels; null when the sender could not know it (a context menu). */
  width: number | null;
  height: number | null;
  alt: string;
}

/** What a page hands the save window: where it is, its title, and its images. */
export interface SavePage {
  url: string;
  title: string;
  images: SaveImage[];
}

export interface SaveRequest extends SavePage {
  via: SaveVia;
}

/** The minimum a collector reads from a document: the DOM's `Document` is one. */
interface ImageLike {
  currentSrc?: string;
  src: string;
  naturalWidth: number;
  naturalHeight: number;
  alt?: string | null;
}
export interface DocumentLike {
  URL: string;
  title: string;
  images: ArrayLike<ImageLike>;
}

/**
 * Reads a page's images of at least 200 px on both sides (their natural size), http(s) only,
 * each address once, in the page's order, at most 50; with the page's address and title.
 *
 * Self-contained on purpose: it refers to nothing outside itself, so the bookmarklet carries its
 * source (`String(collectPageImages)`) and the extension injects it as a function into a tab.
 * Its numbers repeat SAVE_MIN_SIDE, SAVE_MAX_IMAGES and SAVE_MAX_URL (a test holds them equal).
 */
export function collectPageImages(
  doc: DocumentLike = (globalThis as unknown as { document: DocumentLike }).document,
): SavePage {
  const seen: Record<string, true> = {};
  const images: SaveImage[] = [];
  const all = doc.images;
  for (let i = 0; i < all.length && images.length < 50; i++) {
    const img = all[i]!;
    const src = img.currentSrc || img.src;
    const w = img.naturalWidth;
    const h = img.naturalHeight;
    if (!/^https?:\/\//i.test(src) || src.length > 2048 || seen[src]) continue;
    if (!(w >= 200 && h >= 200)) continue;
    seen[src] = true;
    images.push({ src, width: w, height: h, alt: String(img.alt || '').slice(0, 500) });
  }
  return { url: doc.URL, title: String(doc.title || '').slice(0, 300), images };
}

/**
 * The save window's fragment for a page (without the `#`). Self-contained like the collector:
 * the bookmarklet carries its source. Images go as `[src, width, height, alt]` rows to keep
 * the address short.
 */
export function saveFragment(page: SavePage, via: SaveVia): string {
  const rows = [];
  for (const im of page.images) rows.push([im.src, im.width, im.height, im.alt]);
  const q = new URLSearchParams();
  q.set('url', page.url);
  q.set('title', page.title);
  q.set('via', via);
  q.set('images', JSON.stringify(rows));
  return q.toString();
}

/** The save window's full address on a Tack server (its origin, as the extension stores it). */
export const saveWindowUrl = (tackOrigin: string, page: SavePage, via: SaveVia): string =>
  `${tackOrigin}${SAVE_WINDOW_PATH}#${saveFragment(page, via)}`;

const isWebAddress = (s: unknown): s is string =>
  typeof s === 'string' && s.length <= SAVE_MAX_URL && /^https?:\/\/[^\s]+$/i.test(s);
const sizeOrNull = (n: unknown): number | null =>
  typeof n === 'number' && Number.isInteger(n) && n > 0 && n < 1e6 ? n : null;

/** Whether an image may be offered: big enough, or of a size its sender could not know. */
export const bigEnough = (im: Pick<SaveImage, 'width' | 'height'>): boolean =>
  im.width === null || im.height === null
    ? im.width === null && im.height === null
    : im.width >= SAVE_MIN_SIDE && im.height >= SAVE_MIN_SIDE;

function readImages(raw: string | null): SaveImage[] {
  if (!raw) return [];
  let rows: unknown;
  try {
    rows = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(rows)) return [];
  const seen = new Set<string>();
  const images: SaveImage[] = [];
  for (const row of rows) {
    if (!Array.isArray(row) || !isWebAddress(row[0]) || seen.has(row[0])) continue;
    const image = {
      src: row[0],
      width: sizeOrNull(row[1]),
      height: sizeOrNull(row[2]),
      alt: typeof row[3] === 'string' ? row[3].slice(0, 500) : '',
    };
    if (!bigEnough(image)) continue;
    seen.add(image.src);
    images.push(image);
    if (images.length === SAVE_MAX_IMAGES) break;
  }
  return images;
}

/**
 * The save window's request from its address's fragment, every field checked: null without a
 * web page address (nothing to save from). Images that are not http(s), too small, repeated or
 * past the 50th are dropped; an empty list means the server reads the page.
 */
export function readSaveFragment(hash: string): SaveRequest | null {
  const q = new URLSearchParams(hash.replace(/^#/, ''));
  const url = q.get('url');
  if (!isWebAddress(url)) return null;
  const via = q.get('via') === 'extension' ? 'extension' : 'bookmarklet';
  const title = (q.get('title') ?? '').slice(0, SAVE_MAX_TITLE);
  return { url, title, via, images: readImages(q.get('images')) };
}

/**
 * The bookmarklet: a `javascript:` address the person drags to their bookmarks bar. It carries
 * the collector and the fragment writer (no script is loaded from anywhere, so a page's CSP has
 * nothing to block) and opens the save window with `noopener`, so the page gets no handle on
 * it. If reading the page throws, the window opens with the page's address alone and the
 * server reads the page.
 */
export function bookmarkletHref(tackOrigin: string): string {
  const code =
    `(function(){var t=${JSON.stringify(tackOrigin + SAVE_WINDOW_PATH)},f;` +
    `try{f=(${String(saveFragment)})((${String(collectPageImages)})(document),"bookmarklet")}` +
    `catch(e){f="via=bookmarklet&url="+encodeURIComponent(location.href)}` +
    `window.open(t+"#"+f,"_blank","popup,width=800,height=760,noopener")})()`;
  return `javascript:${encodeURIComponent(code)}`;
}

/**
 * A Tack server's address as a person types it into the extension's options: its origin, or an
 * error in words. http is allowed (a server on a home network), anything else is not.
 */
export function tackServerOrigin(input: string): { origin: string } | { error: string } {
  const text = input.trim();
  if (!text) return { error: 'Type the address of your Tack server' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { error: 'That is not a web address' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { error: 'The address must start with https:// or http://' };
  if (url.username || url.password) return { error: 'Leave your name and password out of it' };
  return { origin: url.origin };
}
