import { expect, it } from 'vitest';
import { deleteLoss } from './delete-words.ts';

it.each([
  [0, 0, 'The board is empty; only the board is deleted.'],
  [1, 0, 'Its 1 Pin will be deleted with it.'],
  [12, 0, 'Its 12 Pins will be deleted with it.'],
  [3, 1, 'Its 3 Pins and 1 section will be deleted with it.'],
  [0, 2, 'Its 0 Pins and 2 sections will be deleted with it.'],
])('deleting a board with %i Pins and %i sections says: %s', (pins, sections, text) =>
  expect(deleteLoss(pins, sections)).toBe(text),
);
