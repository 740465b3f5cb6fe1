import { z } from 'zod';
import { BoardSort } from './board.ts';

export const PinDensity = z.enum(['compact', 'default', 'comfy']);
export const PROFILE_PIN_FILTERS = [
  'none',
  'colors',
  'created_by_me',
  'favorited',
  'favorited_and_created_by_me',
  'interests',
] as const;
export const ProfilePinFilter = z.enum(PROFILE_PIN_FILTERS);

/** Profile view preferences (spec §3 "Other"), kept per user. */
export const ProfilePreferences = z.object({
  boardPinDensity: PinDensity,
  profilePinDensity: PinDensity,
  boardSortOrder: BoardSort,
  profilePinFilter: ProfilePinFilter,
  profileBoardFilter: z.enum(['none', 'group', 'secret', 'archived']),
});
export type ProfilePreferences = z.infer<typeof ProfilePreferences>;

export const DEFAULT_PREFERENCES: ProfilePreferences = {
  boardPinDensity: 'default',
  profilePinDensity: 'default',
  boardSortOrder: 'last_pinned_to',
  profilePinFilter: 'none',
  profileBoardFilter: 'none',
};

export const PreferencesUpdateOptions = ProfilePreferences.partial().strict();
