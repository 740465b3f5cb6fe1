/**
 * The pin grid's metrics, shared by the web grid and the server-rendered first page so both lay
 * out the same cards at the same places (`@tack/contract/card-layout`, no zod).
 */

/** Default column width of the pin grid (the spec's 236 px masonry width). */
export const CARD_WIDTH = 236;

/** Gutter between the grid's columns and rows. */
export const GRID_GUTTER = 16;

/**
 * Footer height the grid reserves under a card's image, so columns balance without measuring:
 * an 8 px gap, a two-line title row (40 px) and one 22 px line each for price or cook time (pins
 * with a rich summary), and for pinner or promoter. The footer is rendered at exactly this height.
 */
export const cardFooterHeight = (pin: { richSummary?: unknown }): number =>
  8 + 40 + 22 * (1 + (pin.richSummary ? 1 : 0));

/** The footer rule of a grid: signed-out visitors see no card footer, so none is reserved. */
export const gridFooterHeight = (signedIn: boolean) => (signedIn ? cardFooterHeight : 0);
