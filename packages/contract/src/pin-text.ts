/**
 * Text rules of the card (pin-card-and-saving.md §5, §9), for the app's cards and closeup and the
 * server's first page and page head alike (`@tack/contract/pin-text`, no zod).
 */

const cut = (s: string, max: number, ellipsis = '…') =>
  s.length > max ? `${s.slice(0, max)}${ellipsis}` : s;

/** Grid title: trimmed and cut at 200 characters. */
export const gridTitle = (title: string) => cut(title.trim(), 200);

/** Description: shown only if over 3 characters and not the display name; cut at 496. */
export function cardDescription(
  description: string,
  displayName: string | null | undefined,
): string | null {
  const d = description.trim();
  if (d.length <= 3 || d === displayName?.trim()) return null;
  return cut(d, 496);
}

/** Source link text: cut at 27 characters, 12 in the action bar. */
export const domainText = (domain: string, inActionBar = false) =>
  cut(domain, inActionBar ? 12 : 27);

/** Stats shortcut text: above 14 characters it is cut to 12 plus dots. */
export const statsText = (text: string) => (text.length > 14 ? `${text.slice(0, 12)}...` : text);

/**
 * Alt text: "This contains: ..." for human text, "This may contain: ..." for machine text, else
 * "This contains an image of: {title}" (and without a title, "This contains an image").
 */
export function altText(o: {
  altText?: string | null;
  autoAltText?: string | null;
  title: string;
}): string {
  if (o.altText?.trim()) return `This contains: ${o.altText.trim()}`;
  if (o.autoAltText?.trim()) return `This may contain: ${o.autoAltText.trim()}`;
  return o.title.trim() ? `This contains an image of: ${o.title.trim()}` : 'This contains an image';
}

export const SENSITIVE_SEO_REASONS = new Set([
  'sensitive_raw_pin_text',
  'is_sensitive_rich_pin_description',
  'is_sensitive_rich_pin_title',
  'is_sensitive_board_title',
]);

/** Sensitive SEO reasons switch the card to the SEO title and description. */
export function seoText(o: {
  title: string;
  description: string;
  seo?: { title: string; description: string; noindexReason: string | null } | null;
}): { title: string; description: string } {
  if (o.seo?.noindexReason && SENSITIVE_SEO_REASONS.has(o.seo.noindexReason))
    return { title: o.seo.title, description: o.seo.description };
  return { title: o.title, description: o.description };
}

export interface PinTextInput {
  title: string;
  description: string;
  altText: string | null;
  autoAltText: string | null;
  seo: { title: string; description: string; noindexReason: string | null } | null;
  richSummary: { displayName: string } | null;
}

/**
 * The texts a card and a closeup show for a pin, each by its rule: the SEO text when a sensitive
 * reason says so, the title trimmed and cut at 200, the description only when it says more than
 * the display name (cut at 496), and the alt text of that title.
 */
export function pinText(pin: PinTextInput): {
  title: string;
  description: string | null;
  alt: string;
} {
  const text = seoText(pin);
  const title = gridTitle(text.title);
  return {
    title,
    description: cardDescription(text.description, pin.richSummary?.displayName ?? title),
    alt: altText({ altText: pin.altText, autoAltText: pin.autoAltText, title }),
  };
}

/** Why a home-feed pin is shown, as the card's reason line needs it (the contract's `RecommendationReason`). */
export interface ReasonInput {
  reason: string;
  label: string | null;
}

/** The card's line saying why the home feed shows a pin; none for popular pins. */
export function reasonText(reason: ReasonInput | null | undefined): string | null {
  if (!reason?.label) return null;
  if (reason.reason === 'followed_board') return `From ${reason.label}, a board you follow`;
  if (reason.reason === 'followed_user') return `Because you follow ${reason.label}`;
  if (reason.reason === 'followed_interest') return `Because you follow ${reason.label}`;
  if (reason.reason === 'use_case') return `Picked from your answers: ${reason.label}`;
  if (reason.reason === 'saved_interest') return `Because you saved Pins about ${reason.label}`;
  return null;
}

/** `srcset` with the spec's resolutions: 1x 236x, 2x 474x, 3x 736x, 4x orig. */
export function gridSrcSet(images: Record<'236x' | '474x' | '736x' | 'orig', { url: string }>) {
  return [
    `${images['236x'].url} 1x`,
    `${images['474x'].url} 2x`,
    `${images['736x'].url} 3x`,
    `${images.orig.url} 4x`,
  ].join(', ');
}
