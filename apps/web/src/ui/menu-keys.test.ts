import { describe, expect, it } from 'vitest';
import { menuKeyIndex } from './menu-keys.ts';

describe('menuKeyIndex', () => {
  it.each([
    ['ArrowDown', 0, 3, 1],
    ['ArrowDown', 2, 3, 0], // wraps to the first
    ['ArrowDown', -1, 3, 0], // nothing focused: the first
    ['ArrowUp', 1, 3, 0],
    ['ArrowUp', 0, 3, 2], // wraps to the last
    ['ArrowUp', -1, 3, 2], // nothing focused: the last
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['ArrowDown', 0, 1, 0], // one item stays put
  ])('%s from %i of %i goes to %i', (key, current, count, to) => {
    expect(menuKeyIndex(key, current, count)).toBe(to);
  });

  it('leaves other keys, and empty menus, alone', () => {
    expect(menuKeyIndex('Tab', 0, 3)).toBeNull();
    expect(menuKeyIndex('a', 0, 3)).toBeNull();
    expect(menuKeyIndex('ArrowDown', -1, 0)).toBeNull();
  });
});
