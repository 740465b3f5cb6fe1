/**
 * Pure rules of the experience renderers (messaging-consent-routes.md §3, §4, §5, §9): typed
 * readers of `display_data`, the validity rule of each kind, and the small decisions the
 * components take (timings, placement of anchored panels, placeholders, search matching).
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

const hasField = (data: Raw, key: string) => data[key] !== undefined && data[key] !== null;

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
const readDirection = (v: unknown, fallback: Direction): Direction =>
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
const readTimeoutMs = (v: unknown) => {
  const n = readNumber(v, 1, 600_000);
  return n === undefined ? undefined : Math.round(n);
};

/** The last 3 safe thumbnail urls (§9 "tooltip thumbnails last 3"). */
export const readThumbnails = (v: unknown): string[] =>
  readArray(v)
    .map(readUrl)
    .filter((u): u is string => u !== undefined)
    .slice(-SIZES.maxThumbnails);

// ---------------------------------------------------------------------------------------------
// Callout banner and upsell banner (type 5)
// ---------------------------------------------------------------------------------------------

export const CALLOUT_BANNER_TYPES = [
  'error-callout',
  'info-callout',
  'warning-callout',
  'upsell',
] as const;
export type CalloutBannerType = (typeof CALLOUT_BANNER_TYPES)[number];

/** The icon and its accessibility label per callout banner type (§8); upsell has none. */
export const CALLOUT_BANNER_ICONS: Record<
  CalloutBannerType,
  { icon: CalloutIconName; label: string } | null
> = {
  'info-callout': { icon: 'info', label: 'Information' },
  'warning-callout': { icon: 'alert', label: 'Warning' },
  'error-callout': { icon: 'error', label: 'Error' },
  upsell: null,
};

export interface ActionView {
  label: string;
  accessibilityLabel?: string;
  href: string;
}

function readAction(v: unknown): ActionView | undefined {
  if (!isRecord(v)) return undefined;
  const label = readText(v.label);
  const href = readUrl(v.href);
  if (!label || !href) return undefined;
  const accessibilityLabel = readOptText(v.accessibilityLabel);
  return accessibilityLabel ? { label, accessibilityLabel, href } : { label, href };
}

export interface CalloutBannerView {
  type: CalloutBannerType;
  message: string;
  title?: string;
  link?: { href: string; text: string };
  primaryAction?: ActionView;
  secondaryAction?: ActionView;
}

/** §5: a callout banner renders only with a callout type and a message. */
export function readCalloutBanner(data: unknown): CalloutBannerView | null {
  if (!isRecord(data)) return null;
  const type = data.type as CalloutBannerType;
  if (!CALLOUT_BANNER_TYPES.includes(type)) return null;
  const message = readText(data.message);
  if (!message) return null;
  const view: CalloutBannerView = { type, message };
  const title = readOptText(data.title);
  if (title) view.title = title;
  if (isRecord(data.link)) {
    const href = readUrl(data.link.href);
    const text = readText(data.link.text);
    if (href && text) view.link = { href, text };
  }
  const primary = readAction(data.primaryAction);
  if (primary) view.primaryAction = primary;
  const secondary = readAction(data.secondaryAction);
  if (secondary) view.secondaryAction = secondary;
  return view;
}

/** §5: an upsell banner requires type upsell and a message. */
export function readUpsellBanner(data: unknown): CalloutBannerView | null {
  const view = readCalloutBanner(data);
  return view && view.type === 'upsell' ? view : null;
}

// ---------------------------------------------------------------------------------------------
// Full banner (component_type 1)
// ---------------------------------------------------------------------------------------------

export type MessageSegment = { text: string } | { text: string; href: string };

/**
 * Fills `{0}`, `{1}` ... in a full-banner message with links[i] titled linkTitles[i] (§3, §5).
 * A link that is not allowed (isAllowedFullBannerLink) or missing leaves its title as plain
 * text; a placeholder with neither link nor title disappears.
 */
export function fillPlaceholders(
  message: string,
  links: readonly string[],
  titles: readonly string[],
  origin: string,
): MessageSegment[] {
  const out: MessageSegment[] = [];
  const push = (seg: MessageSegment) => {
    if (!seg.text) return;
    const last = out[out.length - 1];
    if (last && !('href' in last) && !('href' in seg)) last.text += seg.text;
    else out.push(seg);
  };
  const re = /\{(\d+)\}/g;
  let at = 0;
  for (let m = re.exec(message); m; m = re.exec(message)) {
    push({ text: message.slice(at, m.index) });
    at = m.index + m[0].length;
    const i = Number(m[1]);
    const link = (links[i] ?? '').trim();
    const title = (titles[i] ?? '').trim();
    if (link && isAllowedFullBannerLink(link, origin)) push({ text: title || link, href: link });
    else push({ text: title });
  }
  push({ text: message.slice(at) });
  return out;
}

/** Layout codes: 2 icon, 3 cover. */
export type FullBannerLayout = 'icon' | 'cover';
const readLayout = (v: unknown): FullBannerLayout => (v === 3 ? 'cover' : 'icon');

export interface FullBannerView {
  title?: string;
  segments: MessageSegment[];
  layout: FullBannerLayout;
  backgroundColor?: string;
  textColor?: string;
  backgroundImage?: { uri: string; altText: string };
  coverImage?: string;
  iconImage?: string;
  canClose: boolean;
  completeButtonText?: string;
  dismissButtonText?: string;
  completeRedirectUrl?: string;
  dismissRedirectUrl?: string;
  /** Message links open in a new tab only when the source says so. */
  external: boolean;
}

/** A full banner needs a message; it picks its narrow or wide layout and colours. */
export function readFullBanner(
  data: unknown,
  env: { origin: string; narrow: boolean },
): FullBannerView | null {
  if (!isRecord(data)) return null;
  if (hasField(data, 'component_type') && data.component_type !== 1) return null;
  const message = readText(data.message);
  if (!message) return null;
  const links = readArray(data.links).map(readText);
  const titles = readArray(data.linkTitles).map(readText);
  const side = env.narrow ? 'Narrow' : 'Wide';
  const view: FullBannerView = {
    segments: fillPlaceholders(message, links, titles, env.origin),
    layout: readLayout(data[`layout${side}`]),
    canClose: readBool(data.canClose, true),
    external: readBool(data.external, false),
  };
  const title = readOptText(data.titleText);
  if (title) view.title = title;
  const bg = readColor(data[`backgroundColor${side}`]);
  if (bg) view.backgroundColor = bg;
  const fg = readColor(data[`textColor${side}`]);
  if (fg) view.textColor = fg;
  const img = data[`backgroundImage${side}`];
  if (isRecord(img)) {
    const uri = readUrl(img.uri);
    if (uri) view.backgroundImage = { uri, altText: readText(img.altText) };
  }
  const cover = readUrl(data.coverImage);
  if (cover) view.coverImage = cover;
  const icon = readUrl(data.iconImage);
  if (icon) view.iconImage = icon;
  const complete = readOptText(data.completeButtonText);
  if (complete) view.completeButtonText = complete;
  const dismiss = readOptText(data.dismissButtonText);
  if (dismiss) view.dismissButtonText = dismiss;
  const onComplete = readText(data.onCompleteRedirectUrl);
  if (onComplete && isAllowedFullBannerRedirect(onComplete, env.origin))
    view.completeRedirectUrl = onComplete;
  const onDismiss = readText(data.onDismissRedirectUrl);
  if (onDismiss && isAllowedFullBannerRedirect(onDismiss, env.origin))
    view.dismissRedirectUrl = onDismiss;
  return view;
}

// ---------------------------------------------------------------------------------------------
// Metrics banner, upgrade banner, hero banner
// ---------------------------------------------------------------------------------------------

export interface MetricsBannerView {
  title: string;
  subtitle: string;
  /** buttons[0]: the link. */
  link: ButtonView;
  /** buttons[1]: dismiss. */
  dismiss: ButtonView;
}

/** §5: type 5, at least two buttons (each with text), title_text and subtitle_text. */
export function readMetricsBanner(type: number, data: unknown): MetricsBannerView | null {
  if (type !== 5 || !isRecord(data)) return null;
  const title = readText(data.title_text);
  const subtitle = readText(data.subtitle_text);
  const buttons = readArray(data.buttons).map(readButton);
  const [link, dismiss] = buttons;
  if (!title || !subtitle || buttons.length < 2 || !link || !dismiss) return null;
  return { title, subtitle, link, dismiss };
}

/** §2.2: the upgrade banner links to /business/convert/. */
export const UPGRADE_PATH = '/business/convert/';

export interface UpgradeBannerView {
  title: string;
  subtitle?: string;
  buttonText: string;
}

export function readUpgradeBanner(data: unknown): UpgradeBannerView | null {
  if (!isRecord(data)) return null;
  const title = readText(data.title_text);
  if (!title) return null;
  const subtitle = readOptText(data.subtitle_text);
  const buttonText = readOptText(data.button_text) ?? 'Upgrade';
  return subtitle ? { title, subtitle, buttonText } : { title, buttonText };
}

export interface HeroBannerView {
  text: string;
  subText?: string;
  thumbnails: string[];
  completeText?: string;
  completeUrl?: string;
  dismissText?: string;
  secondaryUrl?: string;
  /** Scroll-to-dismiss delay, when scroll_to_dismiss is on. */
  scrollDismissMs?: number;
  /** Dismiss automatically after this many ms. */
  disappearMs?: number;
}

export function readHeroBanner(data: unknown): HeroBannerView | null {
  if (!isRecord(data)) return null;
  const text = readText(data.text);
  if (!text) return null;
  const thumbnails = readThumbnails(data.thumbnail_urls);
  return {
    text,
    thumbnails,
    subText: readOptText(data.sub_text),
    completeText: readOptText(data.complete_button_text),
    completeUrl: readUrl(data.complete_button_cta_url),
    dismissText: readOptText(data.dismiss_button_text),
    secondaryUrl: readUrl(data.secondary_cta_link),
    disappearMs: readTimeoutMs(data.disappearTime),
    scrollDismissMs: readBool(data.scroll_to_dismiss, false)
      ? scrollDismissDelayMs(data.scroll_to_dismiss_delay_in_seconds, thumbnails.length > 0)
      : undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// Survey (type 5)
// ---------------------------------------------------------------------------------------------

export interface SurveyView {
  title: string;
  subtitle?: string;
  detail?: string;
  /** buttons[0] takes the survey (complete), buttons[1] declines (dismiss). */
  buttons: [ButtonView, ButtonView];
  delayMs?: number;
  actionTrigger: number;
  anket: boolean;
  frameUrl?: string;
  /** The origin survey frame messages must come from. */
  frameOrigin?: string;
}

/** The origin of an http(s) frame url (relative urls resolve against this site), else null. */
export function frameOriginOf(frameUrl: string, siteOrigin: string): string | null {
  try {
    const url = new URL(frameUrl, siteOrigin || undefined);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** A survey needs a title and two buttons with text; a frame_url, if given, must be http(s). */
export function readSurvey(data: unknown, siteOrigin: string): SurveyView | null {
  if (!isRecord(data)) return null;
  const title = readText(data.title_text);
  const [a, b] = readArray(data.buttons).map(readButton);
  if (!title || !a || !b) return null;
  const view: SurveyView = {
    title,
    buttons: [a, b],
    actionTrigger: readNumber(data.action_trigger, 0, 2) ?? 0,
    anket: readBool(data.anket, false),
  };
  const subtitle = readOptText(data.subtitle_text);
  if (subtitle) view.subtitle = subtitle;
  const detail = readOptText(data.detailed_text);
  if (detail) view.detail = detail;
  const delay = readNumber(data.delay, 0, 600_000);
  if (delay !== undefined) view.delayMs = Math.round(delay);
  if (hasField(data, 'frame_url')) {
    const frameUrl = readText(data.frame_url);
    const origin = frameUrl && isSafeUrl(frameUrl) ? frameOriginOf(frameUrl, siteOrigin) : null;
    if (!origin) return null;
    view.frameUrl = frameUrl;
    view.frameOrigin = origin;
  }
  return view;
}

export type SurveyShowPlan = { when: 'now' } | { when: 'close' } | { when: 'delay'; ms: number };

/** §3: action_trigger 1 shows at once, 2 on close, else after `delay` (default 5 s). */
export function surveyShowPlan(actionTrigger: unknown, delayMs: unknown): SurveyShowPlan {
  if (actionTrigger === 1) return { when: 'now' };
  if (actionTrigger === 2) return { when: 'close' };
  const ms = readNumber(delayMs, 0, 600_000);
  return { when: 'delay', ms: ms === undefined ? TIMING.surveyDefaultDelayMs : Math.round(ms) };
}

export const SURVEY_MESSAGES = ['surveyFinished', 'surveyLoaded'] as const;
export type SurveyMessage = (typeof SURVEY_MESSAGES)[number];

/**
 * §5: a postMessage counts only when it comes from the survey frame's origin and its data is
 * `surveyFinished` or `surveyLoaded`; anything else gives null.
 */
export function surveyMessage(
  event: { origin: string; data: unknown },
  frameOrigin: string | null | undefined,
): SurveyMessage | null {
  if (!frameOrigin || event.origin !== frameOrigin) return null;
  return SURVEY_MESSAGES.includes(event.data as SurveyMessage)
    ? (event.data as SurveyMessage)
    : null;
}

// ---------------------------------------------------------------------------------------------
// Anchored hint (component_type 2)
// ---------------------------------------------------------------------------------------------

export interface AnchoredHintView {
  anchor: string;
  display: 'flyout' | 'pulsar';
  direction: Direction;
  text: string;
  buttonText?: string;
  buttonUri?: string;
  scrollToDismiss: boolean;
  scrollDismissMs: number;
}

/**
 * §5: an anchored hint must target the web platform (`web`, or `web_mobile` on a narrow
 * screen; no fallback between them), with a known anchor and a matching placement id: a
 * non-empty `placement` must equal the experience's placement_id. It also needs its text.
 */
export function readAnchoredHint(
  experience: { placement_id: number },
  data: unknown,
  env: { narrow: boolean; anchorExists(anchor: string): boolean },
): AnchoredHintView | null {
  if (!isRecord(data)) return null;
  if (hasField(data, 'component_type') && data.component_type !== 2) return null;
  const platforms = data.anchors_by_platform;
  if (!isRecord(platforms)) return null;
  const target = platforms[env.narrow ? 'web_mobile' : 'web'];
  if (!isRecord(target)) return null;
  const anchor = readText(target.anchor);
  if (!anchor || !env.anchorExists(anchor)) return null;
  const placement = target.placement;
  if (placement !== undefined && placement !== null && placement !== '') {
    if (String(placement).trim() !== String(experience.placement_id)) return null;
  }
  const text = readText(data.text);
  if (!text) return null;
  const view: AnchoredHintView = {
    anchor,
    display: data.display_type === 2 ? 'pulsar' : 'flyout',
    direction: flyoutDirection(data.flyout_direction),
    text,
    scrollToDismiss: readBool(data.scroll_to_dismiss, false),
    scrollDismissMs: scrollDismissDelayMs(data.scroll_to_dismiss_delay_in_seconds),
  };
  const buttonText = readOptText(data.button_text);
  if (buttonText) view.buttonText = buttonText;
  const buttonUri = readUrl(data.button_uri);
  if (buttonUri) view.buttonUri = buttonUri;
  return view;
}

// ---------------------------------------------------------------------------------------------
// Search delight (component_type 3)
// ---------------------------------------------------------------------------------------------

export interface SearchDelightMatch {
  /** Which of the texts matched best. */
  textIndex: number;
  /** The search_query_list entry that matched. */
  query: string;
  /** Where it matched in that text (start inclusive, end exclusive) and the matched part. */
  start: number;
  end: number;
  matched: string;
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}_]/u;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first whole-word, case-insensitive occurrence of `phrase` in `text`, or null. */
export function findWholeWord(text: string, phrase: string): { start: number; end: number } | null {
  const p = phrase.trim();
  if (!p) return null;
  const pattern = escapeRegExp(p).replace(/\s+/g, '\\s+');
  const re = new RegExp(pattern, 'giu');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    const before = text.slice(0, start);
    const after = text.slice(end);
    const lastBefore = Array.from(before).pop() ?? '';
    const firstAfter = Array.from(after)[0] ?? '';
    if (!WORD_CHAR.test(lastBefore) && !WORD_CHAR.test(firstAfter)) return { start, end };
    re.lastIndex = start + 1;
  }
  return null;
}

/**
 * §5: search delight matches search_query_list entries as whole words, case-insensitively,
 * against each text (the query or the suggestion labels); the longest matched part wins
 * (the first text and entry on a tie).
 */
export function matchSearchDelight(
  queries: readonly string[],
  texts: readonly string[],
): SearchDelightMatch | null {
  let best: SearchDelightMatch | null = null;
  texts.forEach((text, textIndex) => {
    for (const query of queries) {
      const hit = findWholeWord(text, query);
      if (!hit) continue;
      const matched = text.slice(hit.start, hit.end);
      if (!best || matched.length > best.matched.length)
        best = { textIndex, query, start: hit.start, end: hit.end, matched };
    }
  });
  return best;
}

export interface SearchDelightView {
  queries: string[];
  textColors: string[];
  background?: string;
}

export function readSearchDelight(data: unknown): SearchDelightView | null {
  if (!isRecord(data)) return null;
  if (hasField(data, 'component_type') && data.component_type !== 3) return null;
  const queries = readTextList(data.search_query_list);
  if (queries.length === 0) return null;
  const textColors = readArray(data.text_colors)
    .map(readColor)
    .filter((c): c is string => c !== undefined);
  const background = readColor(data.text_background_color);
  return background ? { queries, textColors, background } : { queries, textColors };
}

// ---------------------------------------------------------------------------------------------
// Tooltip / pulsar (type 8)
// ---------------------------------------------------------------------------------------------

/**
 * §4: with both, the pulsar shows first and a tap reveals the tooltip; with neither the
 * experience auto-completes.
 */
export type TooltipMode = 'pulsar-then-tooltip' | 'pulsar' | 'tooltip' | 'auto-complete';

export function tooltipMode(hasPulsar: boolean, hasTooltip: boolean): TooltipMode {
  if (hasPulsar && hasTooltip) return 'pulsar-then-tooltip';
  if (hasPulsar) return 'pulsar';
  if (hasTooltip) return 'tooltip';
  return 'auto-complete';
}

export interface TooltipView {
  mode: TooltipMode;
  text: string;
  anchor?: string;
  /** Dismiss automatically after this many ms (disappearTime). */
  disappearMs?: number;
  thumbnails: string[];
  scrollDismissMs?: number;
}

/**
 * A tooltip (has_tooltip defaults to true) needs text; an `anchor`, when given, must be on the
 * page. With neither pulsar nor tooltip it is valid and auto-completes.
 */
export function readTooltip(
  data: unknown,
  env: { anchorExists(anchor: string): boolean },
): TooltipView | null {
  if (!isRecord(data)) return null;
  const mode = tooltipMode(readBool(data.has_pulsar, false), readBool(data.has_tooltip, true));
  const text = readText(data.text);
  if ((mode === 'tooltip' || mode === 'pulsar-then-tooltip') && !text) return null;
  const thumbnails = readThumbnails(data.thumbnail_urls);
  const view: TooltipView = { mode, text, thumbnails };
  if (mode === 'auto-complete') return view;
  if (hasField(data, 'anchor')) {
    const anchor = readText(data.anchor);
    if (!anchor || !env.anchorExists(anchor)) return null;
    view.anchor = anchor;
  }
  const disappearMs = readTimeoutMs(data.disappearTime);
  if (disappearMs !== undefined) view.disappearMs = disappearMs;
  if (readBool(data.scroll_to_dismiss, false))
    view.scrollDismissMs = scrollDismissDelayMs(
      data.scroll_to_dismiss_delay_in_seconds,
      thumbnails.length > 0,
    );
  return view;
}

// ---------------------------------------------------------------------------------------------
// Toast (type 10)
// ---------------------------------------------------------------------------------------------

/** The toast's stay: `duration` in ms (500-60000), else 2000 ms. */
export function toastDurationMs(duration: unknown): number {
  const d = readNumber(duration, 500, 60_000);
  return d === undefined ? TIMING.toastDefaultDurationMs : Math.round(d);
}

export interface ToastView {
  text: string;
  link?: string;
  durationMs: number;
}

export function readToast(data: unknown): ToastView | null {
  if (!isRecord(data)) return null;
  const text = readText(data.text);
  if (!text) return null;
  const link = readUrl(data.link);
  const durationMs = toastDurationMs(data.duration);
  return link ? { text, link, durationMs } : { text, durationMs };
}

// ---------------------------------------------------------------------------------------------
// Modal (type 26)
// ---------------------------------------------------------------------------------------------

export interface ModalView {
  title: string;
  body: string;
  image?: { url: string; alt: string; width: number; height: number; placeholder?: string };
  video?: { url: string; thumbnail: string; width: number; height: number };
  completeButton: ButtonView;
  dismissButton?: ButtonView;
  delayMs: number;
}

const readSize = (v: unknown) => readNumber(v, 1, 100_000);

/** §5: a modal needs title, body and completeButton.text, else nothing shows. */
export function readModal(data: unknown): ModalView | null {
  if (!isRecord(data)) return null;
  const title = readText(data.title);
  const body = readText(data.body);
  const completeButton = readButton(data.completeButton);
  if (!title || !body || !completeButton) return null;
  const view: ModalView = {
    title,
    body,
    completeButton,
    delayMs: Math.round(readNumber(data.delay_in_millis, 0, 600_000) ?? 0),
  };
  const dismissButton = readButton(data.dismissButton);
  if (dismissButton) view.dismissButton = dismissButton;
  const img = data.image;
  if (isRecord(img)) {
    const url = readUrl(img.url);
    const width = readSize(img.width);
    const height = readSize(img.height);
    if (url && width && height) {
      view.image = { url, alt: readText(img.imageAlt), width, height };
      const placeholder = dominantColorCss(img.dominantColor);
      if (placeholder) view.image.placeholder = placeholder;
    }
  }
  const video = data.video;
  if (isRecord(video) && isRecord(video.metadata)) {
    const url = readUrl(video.url);
    const thumbnail = readUrl(video.metadata.thumbnail);
    const width = readSize(video.metadata.width);
    const height = readSize(video.metadata.height);
    if (url && thumbnail && width && height) view.video = { url, thumbnail, width, height };
  }
  return view;
}

// ---------------------------------------------------------------------------------------------
// Neutral (27) and floating (28) callouts
// ---------------------------------------------------------------------------------------------

/** Icon codes 1-34 (§3), in code order: CALLOUT_ICONS[code - 1]. */
export const CALLOUT_ICONS = [
  'info', // 1
  'alert', // 2
  'error', // 3
  'check-circle', // 4
  'check', // 5
  'star', // 6
  'heart', // 7
  'bell', // 8
  'lightbulb', // 9
  'lock', // 10
  'pin', // 11
  'board', // 12
  'camera', // 13
  'gift', // 14
  'megaphone', // 15
  'sparkle', // 16
  'shopping-bag', // 17
  'tag', // 18
  'link', // 19
  'share', // 20
  'search', // 21
  'person', // 22
  'people', // 23
  'globe', // 24
  'calendar', // 25
  'clock', // 26
  'mail', // 27
  'chat', // 28
  'sliders', // 29
  'shield', // 30
  'eye', // 31
  'trending', // 32
  'play', // 33
  'question', // 34
] as const;
export type CalloutIconName = (typeof CALLOUT_ICONS)[number];

/** Icon colour codes 1-12 (§3), in code order: CALLOUT_ICON_COLORS[code - 1]. */
export const CALLOUT_ICON_COLORS = [
  'dark', // 1
  'gray', // 2
  'red', // 3
  'orange', // 4
  'yellow', // 5
  'green', // 6
  'teal', // 7
  'blue', // 8
  'purple', // 9
  'pink', // 10
  'brand', // 11
  'white', // 12
] as const;
export type CalloutIconColor = (typeof CALLOUT_ICON_COLORS)[number] | 'default';

/** Icon code -> name; unknown code -> null (no icon). */
export function calloutIcon(code: unknown): CalloutIconName | null {
  return typeof code === 'number' && Number.isInteger(code)
    ? (CALLOUT_ICONS[code - 1] ?? null)
    : null;
}

/** Colour code -> name; unknown code -> 'default'. */
export function calloutIconColor(code: unknown): CalloutIconColor {
  return typeof code === 'number' && Number.isInteger(code)
    ? (CALLOUT_ICON_COLORS[code - 1] ?? 'default')
    : 'default';
}

export interface CalloutView {
  title?: string;
  /** May hold anchors: sanitize before rendering. */
  message: string;
  completeButton?: ButtonView;
  dismissButton?: ButtonView & { hidden: boolean };
  /** Whether a dismiss control shows at all (hideDismissButton hides it). */
  showDismiss: boolean;
  icon: CalloutIconName | null;
  iconColor: CalloutIconColor;
  newTab: boolean;
  nofollow: boolean;
}

/** Neutral (27) and floating (28) callouts need a message. */
export function readCallout(data: unknown): CalloutView | null {
  if (!isRecord(data)) return null;
  const message = readText(data.message);
  if (!message) return null;
  const hidden = isRecord(data.dismissButton)
    ? readBool(data.dismissButton.hideDismissButton, false)
    : false;
  const view: CalloutView = {
    message,
    showDismiss: !hidden,
    icon: calloutIcon(data.icon),
    iconColor: calloutIconColor(data.iconColor),
    newTab: readBool(data.newTab, false),
    nofollow: readBool(data.nofollow, false),
  };
  const title = readOptText(data.title);
  if (title) view.title = title;
  const complete = readButton(data.completeButton);
  if (complete) view.completeButton = complete;
  const dismiss = readButton(data.dismissButton);
  if (dismiss) view.dismissButton = { ...dismiss, hidden };
  return view;
}

// ---------------------------------------------------------------------------------------------
// Educational popover (type 29)
// ---------------------------------------------------------------------------------------------

export interface PopoverView {
  anchor: string;
  /** The text shown: tooltip.mainText, else message. */
  text: string;
  direction: Direction;
  confirmText?: string;
  cancelText?: string;
  delayMs: number;
  completeOnHover: boolean;
  pulserOnly: boolean;
  /** Completing only hides it locally, without reporting a completion. */
  skipComplete: boolean;
}

/**
 * §5: a popover needs type 29 and an anchor known on the page. It also needs something to
 * say (message or tooltip.mainText) unless it is a pulsar only.
 */
export function readPopover(
  type: number,
  data: unknown,
  env: { anchorExists(anchor: string): boolean },
): PopoverView | null {
  if (type !== 29 || !isRecord(data)) return null;
  const anchor = readText(data.anchor);
  if (!anchor || !env.anchorExists(anchor)) return null;
  const tooltip = isRecord(data.tooltip) ? data.tooltip : {};
  const text = readText(tooltip.mainText) || readText(data.message);
  const pulserOnly = readBool(data.pulserOnly, false);
  if (!text && !pulserOnly) return null;
  const view: PopoverView = {
    anchor,
    text,
    direction: readDirection(tooltip.idealDirection, 'down'),
    delayMs: Math.round(readNumber(data.delay, 0, 600_000) ?? 0),
    completeOnHover: readBool(data.complete_on_hover, false),
    pulserOnly,
    skipComplete: readBool(data.skipComplete, false),
  };
  const confirmText = readOptText(tooltip.confirmButtonText) ?? readOptText(data.complete_button);
  if (confirmText) view.confirmText = confirmText;
  const cancelText = readOptText(tooltip.cancelButtonText);
  if (cancelText) view.cancelText = cancelText;
  return view;
}
