import type { ReportSurface } from '@tack/contract/report-reasons';

/**
 * Where a report from a card hides the pin for the reporter (the server's hidden surfaces): the
 * home feed, search, and the related pins under a closeup ("p2p"). Other grids (boards,
 * profiles) have no hidden list: the card shows the Reported state until the page reloads.
 */
const BY_CARD_SURFACE: Record<string, ReportSurface> = {
  AuthHomefeed: 'home',
  SearchItem: 'search',
  RelatedPinGrid: 'p2p',
};

export const reportSurfaceOf = (cardSurface: string): ReportSurface | undefined =>
  BY_CARD_SURFACE[cardSurface];
