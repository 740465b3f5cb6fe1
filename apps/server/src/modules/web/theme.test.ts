import { describe, expect, it } from 'vitest';
import { parseTheme, withTheme } from './theme.ts';

describe('theme', () => {
  it('puts the theme on the html element, once', () => {
    expect(withTheme('<!doctype html>\n<html lang="en">\n<head>', 'dark')).toBe(
      '<!doctype html>\n<html data-theme="dark" lang="en">\n<head>',
    );
    expect(withTheme('<html><body><html-x>', 'light')).toBe(
      '<html data-theme="light"><body><html-x>',
    );
  });
  it('reads only the themes there are from a cookie', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('"><script>')).toBeNull();
    expect(parseTheme(undefined)).toBeNull();
  });
});
