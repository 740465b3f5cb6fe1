/**
 * Which item a key moves to in a menu of `count` items (WAI-ARIA menu pattern): ArrowDown and
 * ArrowUp step and wrap around, Home and End jump to the ends. `current` is -1 when no item has
 * focus. Null: the key does not move focus (the menu leaves it to the browser or handles it).
 */
export function menuKeyIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
