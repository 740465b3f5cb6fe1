/** Moves the item with `id` to the position of `overId` (drag to reorder). */
export function moveBefore<T extends { id: string }>(
  items: readonly T[],
  id: string,
  overId: string,
): T[] {
  const from = items.findIndex((i) => i.id === id);
  const to = items.findIndex((i) => i.id === overId);
  if (from < 0 || to < 0 || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
