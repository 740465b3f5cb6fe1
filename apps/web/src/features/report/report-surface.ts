import type { ReportSurface } from '@tack/contract/report-reasons';

/**
 * Where a report hides the pin for the reporter (the server's hidden surfaces), by where it was
 * made: a card on the home feed, in search, among the related pins under a closeup ("p2p"); the
 * closeup itself keeps it out of the home feed. Other grids (boards, profiles) have no hidden
 * list: the card shows the Reported state until the page reloads. Used by the lazy dialog, so
 * the first page carries none of it.
 */
const BY_CARD_SURFACE: Record<string, ReportSurface> = {
  AuthHomefeed: 'home',
  closeup: 'home',
  SearchItem: 'search',
  RelatedPinGrid: 'p2p',
};

export const reportSurfaceOf = (cardSurface: string): ReportSurface | undefined =>
  BY_CARD_SURFACE[cardSurface];
