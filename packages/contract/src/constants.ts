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

/** Search content types with numeric codes (messaging-consent-routes.md §3). */
export const SEARCH_CONTENT_TYPES = {
  pins: 0,
  buyable_pins: 1,
  videos: 2,
  boards: 3,
  users: 4,
} as const;

/**
 * Every search content type §3 lists; the spec gives codes only to the first five. Pin types are
 * answered by SearchPinsResource, boards and users by their own resources:
 * - `my_pins`: pins on the viewer's own boards (saved or created);
 * - `my_content`: pins the viewer created;
 * - `idea_pins`: idea (story) pins;
 * - `shop_tool`: products one can buy now (a price and an offer in stock).
 */
export const SEARCH_TYPES = [
  'pins',
  'buyable_pins',
  'my_pins',
  'videos',
  'boards',
  'users',
  'idea_pins',
  'my_content',
  'shop_tool',
] as const;
export type SearchContentType = (typeof SEARCH_TYPES)[number];
export const PIN_SEARCH_SCOPES = [
  'pins',
  'buyable_pins',
  'my_pins',
  'videos',
  'idea_pins',
  'my_content',
  'shop_tool',
] as const;
export type PinSearchScope = (typeof PIN_SEARCH_SCOPES)[number];

/** A content type from its name or numeric code; unknown values are null. */
export function searchContentType(value: string | number): SearchContentType | null {
  const byCode = Object.entries(SEARCH_CONTENT_TYPES).find(
    ([, code]) => String(code) === String(value),
  );
  if (byCode) return byCode[0] as SearchContentType;
  return (SEARCH_TYPES as readonly unknown[]).includes(value) ? (value as SearchContentType) : null;
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

export { PLACEMENTS } from './placements.ts';

/** Elements messages may anchor to (`data-anchor` on the page). */
export const ANCHORS = ['create-button', 'search-box', 'explore-link', 'account-menu'] as const;

/** What someone else did that concerns you (issue 16 "Notifications"). */
export const NOTIFICATION_KINDS = [
  'pin_saved',
  'pin_reacted',
  'pin_commented',
  'pin_sent',
  'user_followed',
  'board_followed',
  'board_invited',
  'invite_accepted',
] as const;
export type NotificationKindName = (typeof NOTIFICATION_KINDS)[number];

/** The header's badge counts unread lines up to this (shown as "99+"). */
export const NOTIFICATION_COUNT_CAP = 100;

/** How often notification emails come. */
export const EMAIL_DIGESTS = ['off', 'daily', 'immediate'] as const;

export const COMMENT_MAX_LENGTH = 500;
/**
 * How a pin was made (POST PinResource `method`): uploaded in the builder, scraped from a web page,
 * saved by a site's button (`button_external` when the button sent no guid), the bookmarklet, a
 * browser extension, or another API client.
 */
export const PIN_METHODS = [
  'uploaded',
  'scraped',
  'button',
  'button_external',
  'bookmarklet',
  'extension',
  'api',
] as const;
export type PinMethod = (typeof PIN_METHODS)[number];

/** Longest passkey name, so a list row stays one line. */
export const PASSKEY_NAME_MAX = 50;

/**
 * The scopes Tack's v5 API serves, with the words Pinterest's reference gives each (its
 * `pinterest_oauth2` security scheme). Order is the order a consent screen lists them.
 */
export const API_SCOPES = {
  'user_accounts:read': 'See your user accounts and followers',
  'boards:read': 'See your public boards, including group boards you join',
  'boards:read_secret': 'See your secret boards',
  'boards:write': 'Create, update, or delete your public boards',
  'boards:write_secret': 'Create, update, or delete your secret boards',
  'pins:read': 'See your public Pins',
  'pins:read_secret': 'See your secret Pins',
  'pins:write': 'Create, update, or delete your public Pins',
  'pins:write_secret': 'Create, update, or delete your secret Pins',
} as const;
export type ApiScope = keyof typeof API_SCOPES;
export const API_SCOPE_NAMES = Object.keys(API_SCOPES) as ApiScope[];

/**
 * Pinterest scopes for what Tack does not have (ads, catalogs, billing, businesses, editing the
 * account). A request naming them is not refused, so a tool written for Pinterest that asks for
 * them still connects; they are left out of the grant (its `scope` answer says what it got).
 */
export const UNSERVED_PINTEREST_SCOPES: ReadonlySet<string> = new Set([
  'ads:read',
  'ads:write',
  'billing:read',
  'billing:write',
  'biz_access:read',
  'biz_access:write',
  'catalogs:read',
  'catalogs:write',
  'msot:write',
  'user_accounts:write',
]);
