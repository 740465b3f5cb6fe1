/** Boards whose name contains every word of the query, case- and accent-insensitively. */
export function filterBoards<T extends { name: string }>(boards: readonly T[], query: string): T[] {
  const fold = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  return boards.filter((b) => words.every((w) => fold(b.name).includes(w)));
}
