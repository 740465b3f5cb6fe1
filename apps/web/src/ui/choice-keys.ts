/**
 * Where a key moves focus in a list of `count` items from index `at` (-1: none focused):
 * arrows wrap around, Home and End jump; any other key moves nothing (null).
 */
export function nextIndex(key: string, at: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return at < 0 ? 0 : (at + 1) % count;
    case 'ArrowUp':
      return at < 0 ? count - 1 : (at - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
