import { expect, it } from 'vitest';
import { nextIndex } from './choice-keys.ts';

it.each([
  ['ArrowDown', 0, 3, 1],
  ['ArrowDown', 2, 3, 0],
  ['ArrowDown', -1, 3, 0],
  ['ArrowUp', 0, 3, 2],
  ['ArrowUp', -1, 3, 2],
  ['Home', 2, 3, 0],
  ['End', 0, 3, 2],
  ['a', 1, 3, null],
  ['ArrowDown', -1, 0, null],
] as const)('%s from %i of %i goes to %s', (key, at, count, to) =>
  expect(nextIndex(key, at, count)).toBe(to),
);
