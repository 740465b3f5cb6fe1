import type { Pin } from '@tack/contract';
import {
  CARD_WIDTH,
  COARSE_POINTER,
  GRID_GUTTER,
  gridFooterHeight,
  NARROW_GRID,
} from '@tack/contract/card-layout';
import { computeLayout, gridWidth } from '@tack/masonry/layout';
import { gridSrcSet, pinText } from '@tack/contract/pin-text';
import { escapeHtml } from './head.ts';

/**
 * The home feed's first page as static HTML, laid out by the client grid's own pure layout.
 *
 * The CSP allows no style attributes, and the server does not know the window's width, so the
 * positions go in a stylesheet with one block per column count, chosen by container queries on
 * the grid's box (the same width the client grid measures). Nor does it know the pointer: a
 * finger gets taller card footers (`FooterOptions.touch`), so where those differ, a second set
 * of blocks applies under `@media (pointer: coarse)`, the query the client's grid reads too. That
 * stylesheet is a pure function of each card's heights and dominant colour, which its URL
 * carries: any server can answer it, and browsers may cache it.
 */

/** Column counts the stylesheet has positions for: a phone (1) to a 2560 px window (10). */
export const SSR_MAX_COLUMNS = 10;
/** Most cards a stylesheet URL may describe (a first page is 25). */
export const SSR_MAX_CARDS = 50;
/** Bumped when the stylesheet's rules change, so browsers do not keep an old one. */
const STYLESHEET_VERSION = 3;
export const STYLESHEET_PATH = '/ssr/feed.css';

/** What a card's position and look depend on: its height in the grid, and its dominant colour. */
export interface GridCard {
  /** Image height at the column width plus the footer the grid reserves, as the client has it. */
  height: number;
  /** The same at a phone's column width (NARROW_GRID). */
  narrowHeight: number;
  /** `height` with the footer a coarse pointer gets. */
  touchHeight: number;
  /** `narrowHeight` with the footer a coarse pointer gets (a touch phone). */
  narrowTouchHeight: number;
  /** `rrggbb`, lower case. */
  color: string;
}

/** The cards of `pins` as the client grid sizes them, for a signed-in viewer or not. */
export function gridCards(pins: readonly Pin[], signedIn: boolean): GridCard[] {
  const heights = (columnWidth: number, touch: boolean) =>
    computeLayout(pins, {
      containerWidth: columnWidth,
      columnWidth,
      gutter: GRID_GUTTER,
      footerHeight: gridFooterHeight(signedIn, { touch }),
    }).positions;
  const wide = heights(CARD_WIDTH, false);
  const narrow = heights(NARROW_GRID.columnWidth, false);
  const wideTouch = heights(CARD_WIDTH, true);
  const narrowTouch = heights(NARROW_GRID.columnWidth, true);
  return pins.map((pin, i) => ({
    height: wide[i]!.height,
    narrowHeight: narrow[i]!.height,
    touchHeight: wideTouch[i]!.height,
    narrowTouchHeight: narrowTouch[i]!.height,
    color: pin.dominantColor.slice(1).toLowerCase(),
  }));
}

const CARD_SPEC = /^(\d{1,5})-(\d{1,5})-(\d{1,5})-(\d{1,5})-([0-9a-f]{6})$/;

/**
 * The stylesheet's URL: `?cards=<height>-<narrow>-<touch>-<narrow touch>-<rrggbb>_…` in feed
 * order.
 */
export function stylesheetHref(cards: readonly GridCard[]): string {
  const spec = cards
    .map((c) => `${c.height}-${c.narrowHeight}-${c.touchHeight}-${c.narrowTouchHeight}-${c.color}`)
    .join('_');
  return `${STYLESHEET_PATH}?v=${STYLESHEET_VERSION}&cards=${spec}`;
}

/** The cards a stylesheet URL describes, or null when it is not one this server wrote. */
export function parseCards(spec: unknown): GridCard[] | null {
  if (typeof spec !== 'string' || !spec) return null;
  const parts = spec.split('_');
  if (parts.length > SSR_MAX_CARDS) return null;
  const cards: GridCard[] = [];
  for (const part of parts) {
    const m = CARD_SPEC.exec(part);
    if (!m) return null;
    cards.push({
      height: Number(m[1]),
      narrowHeight: Number(m[2]),
      touchHeight: Number(m[3]),
      narrowTouchHeight: Number(m[4]),
      color: m[5]!,
    });
  }
  return cards;
}

/** One column count's positions, as `computeLayout` gives them for exactly that many columns. */
function positionsBlock(
  heights: readonly number[],
  columns: number,
  columnWidth: number,
  gutter: number,
) {
  const layout = computeLayout(
    heights.map((height) => ({ width: columnWidth, height })),
    {
      containerWidth: gridWidth(columns, columnWidth, gutter),
      columnWidth,
      gutter,
      minColumns: columns,
      maxColumns: columns,
    },
  );
  return [
    `.ssr-inner{width:${layout.width}px;height:${layout.height}px}`,
    // `left` and `top`, as the client grid places its cards: both snap to the same layout units
    // (a transform would not, and a phone's 165.33 px column would land 0.002 px off). Under
    // `.ssr-inner`, to win over the app stylesheet's `.ssr-card{left:0;top:0}`, linked after.
    ...layout.positions.map((p, i) => `.ssr-inner .ssr-c${i}{left:${p.left}px;top:${p.top}px}`),
  ].join('\n');
}

/**
 * Sizes and positions for every column count up to SSR_MAX_COLUMNS, for cards of these heights
 * (`wide` at CARD_WIDTH, `narrow` at NARROW_GRID's width): one column unconditionally, then a
 * container query per count from the width where `columnCount()` gives it (`gridWidth(n)`). Each
 * block is `computeLayout` for exactly that many columns, the way the client grid calls it. Below
 * two columns, where `gridMetrics()` takes NARROW_GRID (a phone), a block of two narrow columns
 * with the narrow heights. Later blocks win, so a wider container's block overrides a narrower's.
 */
function layoutRules(wide: readonly number[], narrow: readonly number[]): string[] {
  // Cards are laid out at their final height: an image as wide as the column, no footer.
  const rules = [
    `.ssr-card{width:${CARD_WIDTH}px}`,
    ...wide.map((height, i) => `.ssr-c${i}{height:${height}px}`),
    positionsBlock(wide, 1, CARD_WIDTH, GRID_GUTTER),
  ];
  const { columnWidth, gutter } = NARROW_GRID;
  const phone = [
    `.ssr-card{width:${columnWidth}px}`,
    ...narrow.map((height, i) => `.ssr-c${i}{height:${height}px}`),
    positionsBlock(narrow, 2, columnWidth, gutter),
  ].join('\n');
  const from = gridWidth(2, columnWidth, gutter);
  const until = gridWidth(2, CARD_WIDTH, GRID_GUTTER);
  rules.push(`@container ssr-grid (width >= ${from}px) and (width < ${until}px){\n${phone}\n}`);
  for (let n = 2; n <= SSR_MAX_COLUMNS; n++) {
    const width = gridWidth(n, CARD_WIDTH, GRID_GUTTER);
    rules.push(
      `@container ssr-grid (min-width:${width}px){\n${positionsBlock(wide, n, CARD_WIDTH, GRID_GUTTER)}\n}`,
    );
  }
  return rules;
}

/**
 * The first page's stylesheet: each card's colour, its sizes and positions for a mouse, and,
 * only where a finger's taller footers change them (signed in: signed-out cards have no footer),
 * the same for a coarse pointer inside `@media (pointer: coarse)`, after the others so it wins.
 */
export function gridStylesheet(cards: readonly GridCard[]): string {
  const rules = [
    ...cards.map((c, i) => `.ssr-c${i} .card-image{background:#${c.color}}`),
    ...layoutRules(
      cards.map((c) => c.height),
      cards.map((c) => c.narrowHeight),
    ),
  ];
  const touchDiffers = cards.some(
    (c) => c.touchHeight !== c.height || c.narrowTouchHeight !== c.narrowHeight,
  );
  if (touchDiffers) {
    const touch = layoutRules(
      cards.map((c) => c.touchHeight),
      cards.map((c) => c.narrowTouchHeight),
    );
    rules.push(`@media ${COARSE_POINTER}{\n${touch.join('\n')}\n}`);
  }
  return `${rules.join('\n')}\n`;
}

/** Images of the first row or so load at once; the rest when the browser gets near them. */
const EAGER_IMAGES = SSR_MAX_COLUMNS;

/**
 * One card: the image (its height from the same rounding as the layout) linking to the pin and,
 * for signed-in viewers, the footer rows the grid reserves room for. Its place and size are in
 * the stylesheet, under `.ssr-c<index>`. Bots get the footer's title and pinner as plain links
 * (PC §6 "different footer handling"): what a crawler follows, with no script to run.
 */
function renderCard(
  pin: Pin,
  card: GridCard,
  index: number,
  footer: number,
  links: boolean,
): string {
  const e = escapeHtml;
  // The card's own text rules: the SEO title on a sensitive reason, the spec's alt text.
  const { title, alt } = pinText(pin);
  const img = pin.images['236x'];
  const loading = index < EAGER_IMAGES ? '' : ' loading="lazy"';
  const image =
    `<a class="ssr-link" href="/pin/${e(pin.id)}/" aria-label="${e(title || 'Pin')}">` +
    `<div class="card-image"><img src="${e(img.url)}" srcset="${e(gridSrcSet(pin.images))}"` +
    ` width="${CARD_WIDTH}" height="${card.height - footer}" alt="${e(alt)}"${loading}>` +
    `</div></a>`;
  const titleHtml = !title
    ? '<span></span>'
    : links
      ? `<a class="card-title" href="/pin/${e(pin.id)}/">${e(title)}</a>`
      : `<div class="card-title">${e(title)}</div>`;
  const pinner = links
    ? `<a class="card-meta-text" href="/${e(pin.pinner.username)}/">${e(pin.pinner.fullName)}</a>`
    : `<span class="card-meta-text">${e(pin.pinner.fullName)}</span>`;
  const body = footer
    ? `<div class="card-body"><div class="card-footer">${titleHtml}</div>` +
      `${pin.richSummary ? '<div class="card-meta"></div>' : ''}` +
      `<div class="card-meta">${pinner}</div></div>`
    : '';
  return `<div class="ssr-card ssr-c${index}">${image}${body}</div>`;
}

/**
 * The cards of the grid, in feed order, inside the box the container queries measure; with
 * `links`, footers link their title and pinner (for bots).
 */
export function renderGrid(
  pins: readonly Pin[],
  cards: readonly GridCard[],
  signedIn: boolean,
  { links = false }: { links?: boolean } = {},
) {
  const footer = gridFooterHeight(signedIn);
  const html = pins.map((pin, i) =>
    renderCard(pin, cards[i]!, i, typeof footer === 'number' ? footer : footer(pin), links),
  );
  return `<div class="ssr-grid" data-ssr-grid=""><div class="ssr-inner">${html.join('')}</div></div>`;
}

/**
 * What `#root` holds until the app's first render replaces it: a header as tall as the app's
 * (64 px, so the grid starts where the client grid will) and the grid in `<main>`.
 */
export function renderShell(path: string, grid: string): string {
  const home = path === '/' ? ' active' : '';
  return (
    `<header class="shell-header">` +
    `<a class="logo" href="/" aria-label="Tack home"><img src="/assets/favicon.svg" alt="" width="28" height="28"> Tack</a>` +
    `<a class="nav-link${home}" href="/">Home</a><a class="nav-link" href="/ideas/">Explore</a>` +
    `</header><main>${grid}</main>`
  );
}

/**
 * Data for the client to start from, in a JSON block (not executed, so the CSP allows it);
 * every `<` escaped so no text in it can close the element.
 */
export function dataBlock(data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="ssr-data">${json}</script>`;
}
