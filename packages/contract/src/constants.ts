/**
 * Plain constants of the contract, without zod: the web app imports values from here
 * (`@tack/contract/constants`) so its bundle does not carry the schema library.
 */
export const BOARD_PRIVACY = ['public', 'protected', 'secret'] as const;

/** Actions a collaborator can be allowed on a board (the board's collaboratorPermissions). */
export const BOARD_ACTIONS = [
  'save_pin',
  'edit_pin',
  'move_pin',
  'delete_pin',
  'create_section',
  'edit_section',
  'delete_section',
  'invite',
  'favorite',
] as const;
export type BoardAction = (typeof BOARD_ACTIONS)[number];

export const BOARD_SORTS = [
  'alphabetical',
  'last_pinned_to',
  'oldest',
  'newest',
  'group_boards_at_top',
  'custom',
] as const;

export const PROFILE_PIN_FILTERS = [
  'none',
  'colors',
  'created_by_me',
  'favorited',
  'favorited_and_created_by_me',
  'interests',
] as const;

export const DEFAULT_PREFERENCES = {
  boardPinDensity: 'default',
  profilePinDensity: 'default',
  boardSortOrder: 'last_pinned_to',
  profilePinFilter: 'none',
  profileBoardFilter: 'none',
  saveBehavior: 0,
} as const;

/** Search content types and their numeric codes (messaging-consent-routes.md §3). */
export const SEARCH_CONTENT_TYPES = {
  pins: 0,
  buyable_pins: 1,
  videos: 2,
  boards: 3,
  users: 4,
} as const;
export type SearchContentType = keyof typeof SEARCH_CONTENT_TYPES;

/** A content type from its name or numeric code; unknown values are null. */
export function searchContentType(value: string | number): SearchContentType | null {
  const byCode = Object.entries(SEARCH_CONTENT_TYPES).find(
    ([, code]) => String(code) === String(value),
  );
  if (byCode) return byCode[0] as SearchContentType;
  return value in SEARCH_CONTENT_TYPES ? (value as SearchContentType) : null;
}

/** Server-driven messages (experiences): what an operator authors. */
export const EXPERIENCE_KINDS = [
  'callout_banner',
  'upsell_banner',
  'full_banner',
  'metrics_banner',
  'upgrade_banner',
  'hero_banner',
  'survey',
  'anchored_hint',
  'search_delight',
  'tooltip',
  'toast',
  'modal',
  'neutral_callout',
  'floating_callout',
  'popover',
] as const;
export type ExperienceKind = (typeof EXPERIENCE_KINDS)[number];

/** §3 type codes: 0 not renderable, 5 survey/banner, 8 tooltip/pulsar, 10 toast, 26 modal, 27 neutral callout, 28 floating callout, 29 educational popover. */
export const EXPERIENCE_TYPE_CODES = [0, 5, 8, 10, 26, 27, 28, 29] as const;
export const TYPE_OF_KIND: Record<ExperienceKind, (typeof EXPERIENCE_TYPE_CODES)[number]> = {
  callout_banner: 5,
  upsell_banner: 5,
  full_banner: 5,
  metrics_banner: 5,
  upgrade_banner: 5,
  hero_banner: 8,
  survey: 5,
  anchored_hint: 5,
  search_delight: 5,
  tooltip: 8,
  toast: 10,
  modal: 26,
  neutral_callout: 27,
  floating_callout: 28,
  popover: 29,
};

export const PAGE_TYPES = ['home', 'search', 'pin', 'board', 'profile', 'other'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Experience log events (§7): click, view, complete, dismiss. */
export const EXPERIENCE_EVENT_TYPES = [101, 4503, 6567, 6568] as const;

/** Search engines and link unfurlers: they get no experiences and cause no fetches. */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|whatsapp|mediapartners|lighthouse/i;
export const isBot = (userAgent: string | undefined): boolean => BOT.test(userAgent ?? '');

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

/** Elements messages may anchor to (`data-anchor` on the page). */
export const ANCHORS = ['create-button', 'search-box', 'explore-link', 'account-menu'] as const;

/**
 * The languages Tack offers in settings and onboarding, as BCP 47 tags (stored in `locale`).
 * Names are not listed: the browser names each one in the reader's language (Intl.DisplayNames).
 * §9: the default is en-US.
 */
export const LOCALES = [
  'en-US',
  'en-GB',
  'en-AU',
  'en-CA',
  'en-IN',
  'fr-FR',
  'fr-CA',
  'de-DE',
  'es-ES',
  'es-MX',
  'it-IT',
  'pt-BR',
  'pt-PT',
  'nl-NL',
  'sv-SE',
  'da-DK',
  'nb-NO',
  'fi-FI',
  'pl-PL',
  'cs-CZ',
  'sk-SK',
  'hu-HU',
  'ro-RO',
  'el-GR',
  'tr-TR',
  'ru-RU',
  'uk-UA',
  'ja-JP',
  'ko-KR',
  'zh-CN',
  'zh-TW',
  'id-ID',
  'ms-MY',
  'th-TH',
  'vi-VN',
  'hi-IN',
  'bn-IN',
  'ar-SA',
  'he-IL',
  'fil-PH',
] as const;
export type Locale = (typeof LOCALES)[number];

/** ISO 3166-1 alpha-2 country and territory codes (stored in `country`; §9 default US). */
export const COUNTRIES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ ' +
  'BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM ' +
  'DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS ' +
  'GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN ' +
  'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ ' +
  'MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI ' +
  'VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** Profile limits (first name: spec §9). */
export const PROFILE_LIMITS = { firstName: 30, fullName: 100, about: 500, website: 2048 } as const;

/** How long an old username redirects to the new one and stays reserved for its owner. */
export const USERNAME_REDIRECT_DAYS = 90;

/** How many old usernames one person may hold at once (each is reserved for 90 days). */
export const MAX_OLD_USERNAMES = 5;

/** The password rule as forms show it before anyone types (the contract's `Password`). */
export const PASSWORD_HINT = 'At least 8 characters';

/** How many recovery codes two-factor sign-in gives, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
