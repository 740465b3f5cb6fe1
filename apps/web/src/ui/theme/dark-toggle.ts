import type { Theme } from '@tack/contract/account';

/** Whether a stored theme paints dark: `system` follows the device until a choice is stored. */
export const paintsDark = (theme: Theme, systemDark: boolean): boolean =>
  theme === 'dark' || (theme === 'system' && systemDark);

/**
 * The profile menu's "Dark mode" switch (MC §4 "Other"): it stores the opposite of what the page
 * shows now, as an explicit choice, so the device's setting no longer decides.
 */
export const toggledTheme = (theme: Theme, systemDark: boolean): Theme =>
  paintsDark(theme, systemDark) ? 'light' : 'dark';
