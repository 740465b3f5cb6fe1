/**
 * Which save button a card shows (pin-card-and-saving.md §4 "Save button kind"): classic,
 * inline, promote, savedOverlay or none.
 */
export type SaveButtonKind = 'classic' | 'inline' | 'promote' | 'savedOverlay' | 'none';

/** Shopping surfaces that show no save button. */
export const NO_SAVE_SURFACES = new Set([
  'ShoppingGridSmall',
  'ShoppingGridSmallCarousel',
  'ShoppingPackageItem',
  'ShoppingCatalogsProductsMetadata',
]);

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
  if (i.isActingProfileManager || i.promotedIsRemovable || NO_SAVE_SURFACES.has(i.surface))
    return 'none';
  if (i.justSaved) return 'savedOverlay';
  if (i.isQuickPromotable) return 'promote';
  return i.saveBehavior === 1 ? 'inline' : 'classic';
}

/** The save-behaviour lookup runs only for viewers with 1 to 4 boards (MC §5, §9). */
export const needsSaveBehaviorLookup = (boardCount: number): boolean =>
  boardCount >= 1 && boardCount <= 4;
