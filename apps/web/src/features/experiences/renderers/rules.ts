/**
 * Pure rules the experience renderers share (messaging-consent-routes.md §3, §4, §5, §9): typed
 * readers of `display_data`, URLs and colours, buttons, timings, the placement of anchored
 * panels. Each kind's own reader and validity rule is in rules/<kind>.ts, in that kind's chunk.
 *
 * No React and no DOM here: `display_data` arrives as `Record<string, unknown>` and every reader
 * turns garbage into `null` (the kind does not render) instead of throwing.
 */

// ---------------------------------------------------------------------------------------------
// Timings and sizes (§9)
// ---------------------------------------------------------------------------------------------

export const TIMING = {
  /** Toast: appears after 100 ms, stays 2000 ms by default, fades out over 200 ms. */
  toastShowDelayMs: 100,
  toastDefaultDurationMs: 2000,
  toastHideMs: 200,
  /** Survey: default delay 5 s, dropped when not loaded within 15 s. */
  surveyDefaultDelayMs: 5000,
  surveyLoadTimeoutMs: 15_000,
  /** Delayed surveys re-check every 3 s while in the pin builders. */
  suppressedRecheckMs: 3000,
  /** Flyout scroll-to-dismiss delay when none is given (1.5 s). */
  hintScrollDismissDefaultMs: 1500,
  /** Tooltips with thumbnails dismiss on scroll after 3 s. */
  thumbnailScrollDismissMs: 3000,
  heroAnimationMs: 400,
  floatingCalloutTransitionMs: 300,
} as const;

export const SIZES = {
  /** Tooltip / flyout panel width. */
  panelWidth: 220,
  /** Gap between an anchor and its panel. */
  panelGap: 12,
  modalDesktop: { width: 540, height: 363 },
  modalMobile: { width: 320, height: 215 },
  /** Tooltip thumbnails: the last 3. */
  maxThumbnails: 3,
} as const;

// ---------------------------------------------------------------------------------------------
// Defensive readers
// ---------------------------------------------------------------------------------------------

export type Raw = Record<string, unknown>;

export const isRecord = (v: unknown): v is Raw =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A trimmed string, '' for anything else. */
export const readText = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** A trimmed non-empty string, else undefined. */
export const readOptText = (v: unknown): string | undefined => readText(v) || undefined;

export const readBool = (v: unknown, fallback: boolean): boolean =>
  typeof v === 'boolean' ? v : fallback;

/** A finite number within [min, max], else undefined. */
export function readNumber(v: unknown, min = -Infinity, max = Infinity): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? v : undefined;
}

export const readArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** The non-empty strings of a list (other entries are skipped). */
export const readTextList = (v: unknown): string[] =>
  readArray(v)
    .map(readText)
    .filter((s) => s !== '');

/** The display data a component reads: `props.data`, or the experience's own when absent. */
export const dataOf = (props: { data: unknown; experience: { display_data: unknown } }): unknown =>
  isRecord(props.data) ? props.data : props.experience.display_data;

export const hasField = (data: Raw, key: string) => data[key] !== undefined && data[key] !== null;

// ---------------------------------------------------------------------------------------------
// URLs, colours
// ---------------------------------------------------------------------------------------------

/** ASCII whitespace and control characters, which browsers drop inside a URL scheme. */
// eslint-disable-next-line no-control-regex
const URL_JUNK = /[\u0000-\u0020\u007f]/g;
// eslint-disable-next-line no-control-regex
const HAS_URL_JUNK = /[\s\u0000-\u001f\u007f]/;

/**
 * Links and images may only be http:, https: or relative (no javascript:, data:, vbscript:,
 * mailto: ...). Protocol-relative `//host` counts as http(s).
 */
export function isSafeUrl(url: string): boolean {
  const compact = url.replace(URL_JUNK, '');
  if (compact === '') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return true;
  const name = scheme[1]!.toLowerCase();
  return name === 'http' || name === 'https';
}

/**
 * §5: message links get rel="nofollow noopener noreferrer" when nofollow is flagged (else
 * "noopener noreferrer" when they open a new tab), and target="_blank" only when the source
 * says so.
 */
export function messageLinkAttributes(options: { nofollow?: boolean; newTab?: boolean }): {
  rel?: string;
  target?: '_blank';
} {
  const out: { rel?: string; target?: '_blank' } = {};
  if (options.nofollow) out.rel = 'nofollow noopener noreferrer';
  else if (options.newTab) out.rel = 'noopener noreferrer';
  if (options.newTab) out.target = '_blank';
  return out;
}

/** A safe (see isSafeUrl) trimmed URL, else undefined. */
export function readUrl(v: unknown): string | undefined {
  const s = readText(v);
  return s && isSafeUrl(s) ? s : undefined;
}

/**
 * §5: a full-banner link is allowed only if it starts with `http://` or with this site's origin
 * (followed by the end, `/`, `?` or `#`, so `https://site.evil` does not pass for `https://site`).
 * As the spec says, an `https://` link to another site is refused.
 */
export function isAllowedFullBannerLink(url: string, origin: string): boolean {
  const u = url.trim();
  if (HAS_URL_JUNK.test(u)) return false;
  if (u.startsWith('http://')) return true;
  const o = origin.replace(/\/+$/, '');
  if (!o || !u.startsWith(o)) return false;
  const next = u.charAt(o.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}

/** Redirects of a full banner: the link rule, or a same-site path (`/x`, not `//x`). */
export function isAllowedFullBannerRedirect(url: string, origin: string): boolean {
  const u = url.trim();
  return isAllowedFullBannerLink(u, origin) || /^\/(?![/\\])[^\s]*$/.test(u);
}

/**
 * A colour for an inline style: #rgb(a), #rrggbb(aa), rgb()/rgba()/hsl()/hsla() with plain
 * numbers, or a named colour. Anything else (url(), expressions, ';') gives undefined.
 */
export function readColor(v: unknown): string | undefined {
  const s = readText(v);
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(s)) return s;
  if (/^(?:rgba?|hsla?)\(\s*[-+0-9.%\s,/a-z]*\)$/i.test(s) && !/url|var|calc|expression/i.test(s))
    return s;
  if (/^[a-z]{3,24}$/i.test(s)) return s.toLowerCase();
  return undefined;
}

/** Modal image placeholder: `rgb(r, g, b)` from a [r, g, b] of 0-255 integers. */
export function dominantColorCss(v: unknown): string | undefined {
  const a = readArray(v);
  if (a.length !== 3) return undefined;
  const n = a.map((x) => (Number.isInteger(x) ? readNumber(x, 0, 255) : undefined));
  if (n.some((x) => x === undefined)) return undefined;
  return `rgb(${n.join(', ')})`;
}

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

export interface ButtonView {
  text: string;
  url?: string;
}

/** `{ text, url }` (or `uri`, as the spec spells survey buttons); a button needs text. */
export function readButton(v: unknown): ButtonView | null {
  if (!isRecord(v)) return null;
  const text = readText(v.text);
  if (!text) return null;
  const url = readUrl(v.url) ?? readUrl(v.uri);
  return url ? { text, url } : { text };
}

export type Direction = 'up' | 'right' | 'down' | 'left';

/** Flyout direction codes (§3): 1 up, 2 right, 3 down, 4 left; anything else is down. */
export function flyoutDirection(code: unknown): Direction {
  switch (code) {
    case 1:
      return 'up';
    case 2:
      return 'right';
    case 4:
      return 'left';
    default:
      return 'down';
  }
}

const DIRECTIONS: readonly Direction[] = ['up', 'right', 'down', 'left'];
export const readDirection = (v: unknown, fallback: Direction): Direction =>
  DIRECTIONS.includes(v as Direction) ? (v as Direction) : fallback;

export interface Rect {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * Where a panel of `size` goes next to an anchor `rect` (both in viewport pixels): centred on
 * the anchor's side given by `direction`, `gap` away, then kept inside the viewport.
 */
export function placePanel(
  rect: Rect,
  direction: Direction,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  gap: number = SIZES.panelGap,
): { top: number; left: number } {
  const cx = rect.left + rect.width / 2;
  const cy = rect.top + rect.height / 2;
  let top: number;
  let left: number;
  switch (direction) {
    case 'up':
      top = rect.top - gap - size.height;
      left = cx - size.width / 2;
      break;
    case 'down':
      top = rect.top + rect.height + gap;
      left = cx - size.width / 2;
      break;
    case 'left':
      top = cy - size.height / 2;
      left = rect.left - gap - size.width;
      break;
    case 'right':
      top = cy - size.height / 2;
      left = rect.left + rect.width + gap;
      break;
  }
  const margin = 8;
  const clamp = (v: number, max: number) => Math.max(margin, Math.min(v, max - margin));
  return {
    top: Math.round(clamp(top, viewport.height - size.height)),
    left: Math.round(clamp(left, viewport.width - size.width)),
  };
}

/** §2.2: message UIs are suppressed in the pin builder and idea pin builder. */
export const isMessagingSuppressedPath = (pathname: string) =>
  pathname.includes('/pin-builder') || pathname.includes('/idea-pin-builder');

/**
 * Scroll-to-dismiss delay (§4): tooltips with thumbnails wait 3 s; others the configured
 * seconds (default 1.5 s).
 */
export function scrollDismissDelayMs(seconds: unknown, thumbnailVariant = false): number {
  if (thumbnailVariant) return TIMING.thumbnailScrollDismissMs;
  const s = readNumber(seconds, 0, 600);
  return s === undefined ? TIMING.hintScrollDismissDefaultMs : Math.round(s * 1000);
}

/** A scroll, touch-move or tap dismisses only once the delay has passed since showing. */
export const scrollDismissArmed = (shownAt: number, now: number, delayMs: number) =>
  now - shownAt >= delayMs;

/** An optional timeout in ms (e.g. disappearTime): a positive number, else undefined. */
export const readTimeoutMs = (v: unknown) => {
  const n = readNumber(v, 1, 600_000);
  return n === undefined ? undefined : Math.round(n);
};

/** The last 3 safe thumbnail urls (§9 "tooltip thumbnails last 3"). */
export const readThumbnails = (v: unknown): string[] =>
  readArray(v)
    .map(readUrl)
    .filter((u): u is string => u !== undefined)
    .slice(-SIZES.maxThumbnails);
