const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What deleting a board loses, in a sentence: its Pins and sections go with it. */
export function deleteLoss(pinCount: number, sectionCount: number): string {
  if (pinCount === 0 && sectionCount === 0) return 'The board is empty; only the board is deleted.';
  const parts = [count(pinCount, 'Pin', 'Pins')];
  if (sectionCount > 0) parts.push(count(sectionCount, 'section', 'sections'));
  return `Its ${parts.join(' and ')} will be deleted with it.`;
}
