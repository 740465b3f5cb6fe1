import { describe, expect, it } from 'vitest';
import { isPinId } from './pin-id.ts';

describe('isPinId', () => {
  it('accepts the digits of a pin id', () => {
    expect(isPinId('1')).toBe(true);
    expect(isPinId('1788547362688178202')).toBe(true);
  });

  it('rejects anything else, which names no pin', () => {
    expect(isPinId('abc')).toBe(false);
    expect(isPinId('')).toBe(false);
    expect(isPinId('%zz')).toBe(false);
    expect(isPinId('12a')).toBe(false);
    expect(isPinId('12345678901234567890')).toBe(false);
  });
});
