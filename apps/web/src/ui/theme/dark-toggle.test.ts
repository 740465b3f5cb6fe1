import { describe, expect, it } from 'vitest';
import { paintsDark, toggledTheme } from './dark-toggle.ts';

describe('the profile menu dark mode switch', () => {
  it('reads system as the device says until a choice is stored', () => {
    expect(paintsDark('system', true)).toBe(true);
    expect(paintsDark('system', false)).toBe(false);
    expect(paintsDark('dark', false)).toBe(true);
    expect(paintsDark('light', true)).toBe(false);
  });

  it('stores the opposite of what shows, as an explicit choice', () => {
    expect(toggledTheme('system', true)).toBe('light');
    expect(toggledTheme('system', false)).toBe('dark');
    expect(toggledTheme('dark', false)).toBe('light');
    expect(toggledTheme('light', true)).toBe('dark');
  });
});
