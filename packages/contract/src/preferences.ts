import { z } from 'zod';
import { BoardSort } from './board.ts';
import { PROFILE_PIN_FILTERS } from './constants.ts';

export { DEFAULT_PREFERENCES, PROFILE_PIN_FILTERS } from './constants.ts';

export const PinDensity = z.enum(['compact', 'default', 'comfy']);

export const ProfilePinFilter = z.enum(PROFILE_PIN_FILTERS);

/** Profile view preferences (spec §3 "Other"), kept per user. */
export const ProfilePreferences = z.object({
  boardPinDensity: PinDensity,
  profilePinDensity: PinDensity,
  boardSortOrder: BoardSort,
  profilePinFilter: ProfilePinFilter,
  profileBoardFilter: z.enum(['none', 'group', 'secret', 'archived']),
  /** Save behaviour (MC §3): 0 saves to the profile (classic button), 1 shows the board picker (inline). */
  saveBehavior: z.union([z.literal(0), z.literal(1)]),
});
export type ProfilePreferences = z.infer<typeof ProfilePreferences>;

export const PreferencesUpdateOptions = ProfilePreferences.partial().strict();
