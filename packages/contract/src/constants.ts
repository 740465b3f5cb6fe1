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
