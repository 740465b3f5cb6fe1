import {
  isAllowedFullBannerLink,
  isAllowedFullBannerRedirect,
  isRecord,
  readArray,
  readBool,
  readColor,
  readOptText,
  readText,
  readUrl,
  hasField,
} from '../rules.ts';

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
