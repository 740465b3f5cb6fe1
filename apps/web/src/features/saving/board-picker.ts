import { filterBoards } from './board-search.ts';

/** How many of the most recently used boards the picker shows first. */
export const RECENT_BOARDS = 3;

export interface PickerLists<T> {
  /** The boards saved to most recently, first (empty while searching). */
  recent: T[];
  /** Every other board by name, or the search's matches. */
  all: T[];
}

/**
 * The board picker's lists. `boards` come most recently saved-to first (the boards call's
 * default sort): without a query the first few are "Recent" and the rest follow by name; with
 * one, every match is listed, still most recent first.
 */
export function pickerLists<T extends { name: string }>(
  boards: readonly T[],
  query: string,
  recentCount = RECENT_BOARDS,
): PickerLists<T> {
  if (query.trim()) return { recent: [], all: filterBoards(boards, query) };
  const recent = boards.slice(0, recentCount);
  const all = boards
    .slice(recentCount)
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  return { recent, all };
}
