import { reasonText, type ReasonInput } from './pin-text.ts';

/**
 * The pin grid's metrics, shared by the web grid and the server-rendered first page so both lay
 * out the same cards at the same places (`@tack/contract/card-layout`, no zod): the card footer's
 * rows, and the rules that decide whether a row is there.
 */

/** Default column width of the pin grid (the spec's 236 px masonry width). */
export const CARD_WIDTH = 236;

/** Gutter between the grid's columns and rows. */
export const GRID_GUTTER = 16;

/**
 * The grid on a phone, where two CARD_WIDTH columns do not fit: the spec's 157.33 px masonry
 * width and 8 px gutters, two columns in a 390 px window.
 */
export const NARROW_GRID = { columnWidth: 157.33, gutter: 8 } as const;

/** Collection chips appear only with at least 3 items, and only the first 3 are used (spec §5). */
export const COLLECTION_CHIPS = 3;
export const collectionChips = <T>(items: readonly T[]): T[] =>
  items.length >= COLLECTION_CHIPS ? items.slice(0, COLLECTION_CHIPS) : [];

/** Reactions are hidden for promoted and downstream-promoted pins (spec §5). */
export const reactionsShown = (pin: { isPromoted?: boolean; isDownstreamPromotion?: boolean }) =>
  !pin.isPromoted && !pin.isDownstreamPromotion;

/**
 * Card labels (spec §2, §4 "Sponsorship", §8): Ad, Promoted, Promoted by {advertiser}, Sponsored,
 * Paid partnership, Paid partnership with {creator}, Pre-owned. A card with any has a label row.
 */
export interface LabelInput {
  isPromoted?: boolean;
  isThirdPartyAd?: boolean;
  promoterName?: string | null;
  sponsorship?: { status: number; creatorName?: string | null; sponsorName?: string | null } | null;
  isEligibleForPreLovedGoodsLabel?: boolean;
}

/** Sponsorship statuses without a sponsor-name text; status 2 shows no label at all. */
const NO_NAME_STATUSES = new Set([0, 2, 3]);

export function cardLabels(p: LabelInput): string[] {
  const labels: string[] = [];
  if (p.isThirdPartyAd) labels.push('Ad');
  else if (p.isPromoted) labels.push(p.promoterName ? `Promoted by ${p.promoterName}` : 'Promoted');
  const s = p.sponsorship;
  if (s && s.status !== 2) {
    if (NO_NAME_STATUSES.has(s.status)) labels.push('Paid partnership');
    else labels.push(s.creatorName ? `Paid partnership with ${s.creatorName}` : 'Sponsored');
  }
  if (p.isEligibleForPreLovedGoodsLabel) labels.push('Pre-owned');
  return labels;
}

/** What a footer's rows depend on: a subset of the contract's `Pin`. */
export interface FooterPin extends LabelInput {
  collectionPin?: { itemData: readonly unknown[] } | null;
  richSummary?: { aggregateRating?: unknown } | null;
  link?: string | null;
  domain?: string | null;
  pinNote?: string | null;
  isPromoted?: boolean;
  isDownstreamPromotion?: boolean;
  reactionCountsData?: readonly { reactionCount: number }[];
  recommendationReason?: ReasonInput | null;
}

/**
 * Parts of the footer a surface may leave out (the web app's surfaces table decides), and the
 * pointer it is used with.
 */
export interface FooterOptions {
  domain?: boolean;
  reactions?: boolean;
  /**
   * A coarse pointer, a finger (`(pointer: coarse)`), on a phone or a tablet alike: the rows that
   * hold controls are TOUCH_TARGET high, so each control can be 44x44 px (WCAG 2.5.5).
   */
  touch?: boolean;
}

/**
 * The footer's rows, top to bottom: collection chips under the image, the title (two lines, with
 * favorite and menu buttons), price and merchant or cook time, star rating, source link, pin
 * note, reactions, the attribution row (32 px avatar, name and why the home feed shows the pin,
 * Send, See more) and the labels.
 *
 * On touch, Favorite moves from the title row to the attribution row, whose avatar and name are
 * one link; Send and See more leave the card (their actions are in the card's menu: Copy link,
 * More information), as a 152 px column cannot hold four 44 px buttons and a name; and the
 * reason line, which shares the attribution row with the name on a mouse, gets a row of its own
 * under it, as the name's link fills the attribution row's height.
 */
export type FooterRow =
  | 'chips'
  | 'title'
  | 'rich'
  | 'rating'
  | 'domain'
  | 'note'
  | 'reactions'
  | 'attribution'
  | 'reason'
  | 'labels';

/** Each row is rendered at exactly this height; the footer starts with FOOTER_GAP under the image. */
export const FOOTER_ROW_HEIGHT: Record<FooterRow, number> = {
  chips: 60,
  title: 32,
  rich: 22,
  rating: 22,
  domain: 22,
  note: 22,
  reactions: 22,
  attribution: 32,
  reason: 22,
  labels: 22,
};
export const FOOTER_GAP = 6;

/**
 * The media query of a finger: the web grid asks it (`useCoarsePointer`), the server's first page
 * puts its touch positions under it, and the stylesheets' touch rules use it (touch.css).
 */
export const COARSE_POINTER = '(pointer: coarse)';

/** The smallest control a finger gets (WCAG 2.5.5), and the height of rows with controls on touch. */
export const TOUCH_TARGET = 44;

/**
 * Rows that hold controls, on touch: the title's Edit and menu buttons, the source link, the
 * pinner's link and Favorite. The chips row already is (its images are 56 px links).
 */
const TOUCH_ROWS: ReadonlySet<FooterRow> = new Set(['title', 'domain', 'attribution']);

/** A row's height: FOOTER_ROW_HEIGHT, or TOUCH_TARGET for a row with controls on touch. */
export const footerRowHeight = (row: FooterRow, options: FooterOptions = {}) =>
  options.touch && TOUCH_ROWS.has(row) ? TOUCH_TARGET : FOOTER_ROW_HEIGHT[row];

export function footerRows(pin: FooterPin, options: FooterOptions = {}): FooterRow[] {
  const rows: FooterRow[] = [];
  if (collectionChips(pin.collectionPin?.itemData ?? []).length) rows.push('chips');
  rows.push('title');
  if (pin.richSummary) rows.push('rich');
  if (pin.richSummary?.aggregateRating) rows.push('rating');
  if (options.domain !== false && pin.link && pin.domain) rows.push('domain');
  if (pin.pinNote?.trim()) rows.push('note');
  if (
    options.reactions !== false &&
    reactionsShown(pin) &&
    (pin.reactionCountsData ?? []).some((r) => r.reactionCount > 0)
  )
    rows.push('reactions');
  rows.push('attribution');
  if (options.touch && reasonText(pin.recommendationReason)) rows.push('reason');
  if (cardLabels(pin).length) rows.push('labels');
  return rows;
}

const heights = new Map<string, (pin: FooterPin) => number>();

/**
 * The footer height the grid reserves under each card's image on a surface, so columns balance
 * without measuring. One function per set of options, so a grid keeps the same one.
 */
export function footerHeightFor(options: FooterOptions = {}): (pin: FooterPin) => number {
  const key = `${options.domain !== false}/${options.reactions !== false}/${options.touch === true}`;
  let fn = heights.get(key);
  if (!fn) {
    fn = (pin) =>
      footerRows(pin, options).reduce(
        (sum, row) => sum + footerRowHeight(row, options),
        FOOTER_GAP,
      );
    heights.set(key, fn);
  }
  return fn;
}

/** The footer height with every part shown (the home feed, and the server's first page). */
export const cardFooterHeight = footerHeightFor();

/** The footer rule of a grid: signed-out visitors see no card footer, so none is reserved. */
export const gridFooterHeight = (signedIn: boolean, options?: FooterOptions) =>
  signedIn ? footerHeightFor(options) : 0;
