/** Texts and timings of the save toast (pin-card-and-saving.md §4 "Saving", §5, §9). */
export const SAVE_TOAST_MS = 5000;
export const SAVED_NAME_REVEAL_MS = 950;
export const OVERLAY_NAME_MAX = 22;

export const SAVE_ERROR_FALLBACK = 'Sorry! Something went wrong on our end.';
export const UNSAVE_ERROR = 'Sorry! There was an error deleting your Pin.';
export const UNSAVE_DONE = 'Pin deleted!';

/** Names in the saved-to overlay are cut at 22 characters. */
export function cutName(name: string, max = OVERLAY_NAME_MAX): string {
  const t = name.trim();
  return t.length > max ? `${t.slice(0, max)}…` : t;
}

export interface SavedTo {
  board: { id: string; name: string } | null;
  section?: { title: string } | null;
  quickSave?: boolean;
}

/** The toast's second line: board, section in board, or Profile for a boardless or quick save. */
export function savedToText(to: SavedTo): string {
  if (!to.board || to.quickSave) return 'Saved to Profile';
  if (to.section) return `Saved to ${cutName(to.section.title)} in ${cutName(to.board.name)}`;
  return `Saved to ${cutName(to.board.name)}`;
}

/** The toast text at `elapsed` ms after the save: "Saved!" first, then where it went. */
export function toastTextAt(elapsedMs: number, to: SavedTo): string {
  return elapsedMs < SAVED_NAME_REVEAL_MS ? 'Saved!' : savedToText(to);
}

/** Where Change / Organize on the toast leads: the save flow in editing mode (spec §2). */
export function organizeUrl(savedPinId: string, boardId: string, originalPinId: string): string {
  const q = new URLSearchParams({
    isEditingPin: 'true',
    pinBoardId: boardId,
    isFromToast: 'true',
    originalPinId,
  });
  return `/pin/${savedPinId}/repin/?${q.toString()}`;
}

/** The error toast of a failed save: the error's own message, or the fallback. */
export const saveErrorText = (err: unknown): string =>
  err instanceof Error && err.message.trim() ? err.message : SAVE_ERROR_FALLBACK;
