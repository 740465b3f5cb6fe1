import type { Theme } from '@tack/contract/account';

/**
 * Paints the page in a theme now (the server renders it on the next load, from the account or
 * the theme cookie). Only lazy pages call this: settings, and logging in.
 */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}
