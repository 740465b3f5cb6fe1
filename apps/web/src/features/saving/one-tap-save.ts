/**
 * The one-tap save button (pin-card-and-saving.md §4): none -> saving -> saved (none on error);
 * saved -> deleting -> none (saved on error). Clicks are ignored while saving or deleting.
 */
export type SaveState = 'none' | 'saving' | 'saved' | 'deleting';
export type SaveEvent = 'click' | 'success' | 'error';

const TRANSITIONS: Record<SaveState, Partial<Record<SaveEvent, SaveState>>> = {
  none: { click: 'saving' },
  saving: { success: 'saved', error: 'none' },
  saved: { click: 'deleting' },
  deleting: { success: 'none', error: 'saved' },
};

/** The next state; an event with no transition leaves the state as it is. */
export function saveReducer(state: SaveState, event: SaveEvent): SaveState {
  return TRANSITIONS[state][event] ?? state;
}

/** A save or unsave request is sent only on a click that moves the machine. */
export const requestFor = (state: SaveState): 'save' | 'unsave' | null =>
  state === 'none' ? 'save' : state === 'saved' ? 'unsave' : null;
