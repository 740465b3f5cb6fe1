import { surfaceShows } from '../pins/rules/surfaces.ts';

/**
 * Which save button a card shows (pin-card-and-saving.md §4 "Save button kind"): classic,
 * inline, promote, savedOverlay or none.
 */
export type SaveButtonKind = 'classic' | 'inline' | 'promote' | 'savedOverlay' | 'none';

export interface SaveButtonInput {
  isQuickPromotable?: boolean;
  promotedIsRemovable?: boolean;
  justSaved: boolean;
  surface: string;
  isActingProfileManager?: boolean;
  /** The viewer's save behaviour (MC §3): 0 saves to profile (classic), 1 shows the board picker (inline). */
  saveBehavior: 0 | 1 | null;
}

export function saveButtonKind(i: SaveButtonInput): SaveButtonKind {
  // Surfaces without a save button (shopping grids, bulk edit) are in the surfaces table.
  if (i.isActingProfileManager || i.promotedIsRemovable || !surfaceShows(i.surface, 'save'))
    return 'none';
  if (i.justSaved) return 'savedOverlay';
  if (i.isQuickPromotable) return 'promote';
  return i.saveBehavior === 1 ? 'inline' : 'classic';
}

/** The save-behaviour lookup runs only for viewers with 1 to 4 boards (MC §5, §9). */
export const needsSaveBehaviorLookup = (boardCount: number): boolean =>
  boardCount >= 1 && boardCount <= 4;

/**
 * What the top of a card offers on hover: signed-out visitors get a Save button that opens the
 * login prompt, or an "Open" legend where no save button shows (spec §2, §6); signed-in viewers
 * get the save button of their kind, or nothing.
 */
export function hoverAction(kind: SaveButtonKind, signedIn: boolean): 'save' | 'open' | 'none' {
  if (kind !== 'none') return 'save';
  return signedIn ? 'none' : 'open';
}
