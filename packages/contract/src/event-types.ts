/**
 * Event types of the event log (pin-card-and-saving.md §7). The spec gives a meaning to some
 * numbers (5 save, 26/27 board follow/unfollow, 601/602 topic follow/unfollow, 7352 carousel
 * impressions); the others it lists without one, and we gave them ours (see
 * docs/spec-coverage.md, PC §7).
 */
export const EVENT_TYPES = {
  /**
   * A page was landed on or moved to (MC §2.2): aux_data.landing is its landing page type,
   * aux_data.entry `deeplink` or `click`.
   */
  pageView: 2,
  /** A pin reached a visibility milestone; aux_data.milestone is one of IMPRESSION_MILESTONES. */
  impression: 3,
  save: 5,
  /** A card opened its pin's closeup. */
  pinClick: 12,
  /** The viewer left for a pin's link (through /offsite/). */
  clickthrough: 13,
  boardFollow: 26,
  boardUnfollow: 27,
  /** A click on some other element (component and element say which). */
  click: 101,
  /**
   * A carousel moved to another slot by a swipe or an arrow (MC §7 "108 swipe"); aux_data is
   * the spec's pinCarouselSlotEventData: CAROUSEL_SLOT_FIELDS.
   */
  carouselSwipe: 108,
  topicFollow: 601,
  topicUnfollow: 602,
  carouselImpression: 7352,
} as const;

export type EventTypeName = keyof typeof EVENT_TYPES;
export type EventType = (typeof EVENT_TYPES)[EventTypeName];

/** MC §7 pinCarouselSlotEventData: which slot, which carousel, and from which index to which. */
export const CAROUSEL_SLOT_FIELDS = [
  'carouselSlotId',
  'carouselDataId',
  'carouselSlotIndex',
  'toCarouselSlotIndex',
] as const;

/** §9: any visible, 50 %, 80 %, fully visible. */
export const IMPRESSION_MILESTONES = [0, 0.5, 0.8, 1] as const;

/** §7: a clickthrough is logged only when the time to offsite is below this (ns). */
export const CLICKTHROUGH_MAX_NS = 500_000_000;

/** §9: the pin stats window. */
export const PIN_STATS_WINDOW_DAYS = 30;

/**
 * Events per batch a client may send (the event log's endpoint, EventBatchResource). 500, the
 * client queue's size: a fast scroll logs four milestones per card, and each request costs the
 * page a few ms of script, so one full queue goes out as one request (bench/grid: 104 -> 87 ms
 * above the floor over 20 viewports, against 100 a batch).
 */
export const EVENT_BATCH_MAX = 500;
