/**
 * Plain constants of the contract, without zod: the message placements alone, so the home page's
 * first load (GlobalPlacements, the home rows) does not carry the rest of constants.ts.
 */

/**
 * Where pages place messages. 11, 1000541 and 1000503 are the home feed's (§2.2); 1000421 is the
 * delayed survey and 1000162 refetches when viewed (§9); the rest are Tack's own.
 */
export const PLACEMENTS = {
  homeTop: 11,
  homeCallout: 1000541,
  homeModal: 1000503,
  survey: 1000421,
  toast: 1000162,
  anchoredHint: 1000600,
  tooltip: 1000601,
  popover: 1000602,
  searchTop: 1000700,
  searchDelight: 1000701,
  closeup: 1000710,
  boardTop: 1000720,
  profileTop: 1000730,
  profileUpgrade: 1000731,
  ideasTop: 1000740,
} as const;
