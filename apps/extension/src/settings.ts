/**
 * The extension's two settings, kept in the browser's extension storage: the person's Tack
 * server (an origin; never a password, a cookie or a token: saving happens in a Tack window
 * where they are signed in) and whether images get a hover Save button.
 */
export interface Settings {
  server: string | null;
  hoverButton: boolean;
}

export const SETTINGS_KEYS = ['server', 'hoverButton'] as const;

/** Settings from storage, with defaults for what was never set or is not what we wrote. */
export function readSettings(raw: Record<string, unknown>): Settings {
  return {
    server: typeof raw.server === 'string' && raw.server ? raw.server : null,
    hoverButton: raw.hoverButton !== false,
  };
}
