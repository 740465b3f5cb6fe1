import { describe, expect, it } from 'vitest';
import { badgeText } from './badge.ts';

describe('the unread badge', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [250, '99+'],
  ])('shows %i as %j', (n, want) => expect(badgeText(n)).toBe(want));
});
