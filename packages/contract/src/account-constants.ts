/**
 * Plain constants of accounts and settings (issue 16), without zod, in their own module: the web
 * app's settings, onboarding and email pages import them (`@tack/contract/account`) and the
 * home page's first load, which imports `./constants`, does not carry the language and country
 * lists.
 */
import type { NotificationKindName } from './constants.ts';

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

/**
 * The colour themes a person may choose (Settings, Account): `system` follows the device's
 * light or dark setting. The server renders the choice into each page (`<html data-theme>`),
 * from the account when signed in and from this cookie otherwise, so the first paint is in it.
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_COOKIE = 'tack_theme';

/** How many recovery codes two-factor sign-in gives, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * Kinds of email a person may turn off, each with the words the subscription page shows.
 * Security messages (verification, password reset, email change, sign-in alerts) are not here:
 * they always go, and carry no unsubscribe link.
 */
export const EMAIL_KINDS = {
  activity: {
    label: 'Activity on your Pins and boards',
    description: 'When someone saves or reacts to your Pins, or comments on them',
  },
  social: {
    label: 'Followers and invitations',
    description: 'When someone follows you or invites you to a board',
  },
  tips: {
    label: 'Ideas and tips for you',
    description: 'A welcome, and ideas picked from the interests you follow',
  },
} as const;
export type EmailKind = keyof typeof EMAIL_KINDS;

/**
 * The kind of email each notification belongs to: activity on your pins, or people following
 * and inviting you. Turning a kind off (settings, or the unsubscribe page) stops its
 * notifications' emails whatever their own switch says; the settings page greys those switches.
 */
export const EMAIL_KIND_OF: Record<NotificationKindName, 'activity' | 'social'> = {
  pin_saved: 'activity',
  pin_reacted: 'activity',
  pin_commented: 'activity',
  pin_sent: 'activity',
  user_followed: 'social',
  board_followed: 'social',
  board_invited: 'social',
  invite_accepted: 'social',
};

/** What brings a person to Tack (onboarding's UseCase step). */
export const USE_CASES = {
  projects: 'Find ideas for a project',
  save: 'Save things I find online',
  shop: 'Discover things to buy',
  events: 'Plan an event or a trip',
  inspiration: 'Get inspired every day',
  business: 'Grow my business or brand',
} as const;
export type UseCase = keyof typeof USE_CASES;
