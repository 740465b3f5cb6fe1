import { describe, expect, it } from 'vitest';
import { countOf } from './count.ts';

describe('countOf', () => {
  it('uses the singular for exactly one', () => {
    expect(countOf(1, 'Pin')).toBe('1 Pin');
    expect(countOf(1, 'follower')).toBe('1 follower');
  });

  it('uses the plural for zero, many and fractions', () => {
    expect(countOf(0, 'Pin')).toBe('0 Pins');
    expect(countOf(2, 'follower')).toBe('2 followers');
    expect(countOf(999, 'section')).toBe('999 sections');
  });

  it('takes an irregular plural', () => {
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(3, 'person', 'people')).toBe('3 people');
  });

  it('shortens large counts and keeps them plural', () => {
    expect(countOf(1200, 'save')).toBe('1.2K saves');
    expect(countOf(1000, 'Pin')).toBe('1K Pins');
  });
});
