/**
 * The card carousel (spec §4 "Card visibility", MC §4 "Other"): the index moves by one, bounded
 * by the slot count; the left arrow shows above index 0, the right below the last slot; the
 * current slot picks the link; secondary content shows for 4 s after each index change.
 */
export const SLIDE_MS = 250;
export const SECONDARY_CONTENT_MS = 4000;

export function moveIndex(index: number, slots: number, step: 1 | -1): number {
  return Math.min(Math.max(index + step, 0), Math.max(0, slots - 1));
}

export const arrows = (index: number, slots: number) => ({
  left: index > 0,
  right: index < slots - 1,
});

export function currentLink(
  slots: readonly { link: string | null }[],
  index: number,
  fallback: string | null,
): string | null {
  return slots[index]?.link ?? fallback;
}
