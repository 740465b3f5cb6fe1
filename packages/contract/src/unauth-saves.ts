/**
 * Pins a signed-out visitor tried to save (MC §3 "Saved unauthenticated pins: list of pins with
 * id", §5, §9 "local unauthenticated saves 2"): at most 2, newest last; saving the same pin again
 * replaces its earlier entry. The browser keeps the list in a first-party cookie that the web app
 * writes, so the server's session answer (PC §3 Session `hasSavedUnauthPin`, `unauthSavePinId`)
 * reads the same list the login prompt does (`@tack/contract/unauth-saves`, no zod).
 */
export const MAX_UNAUTH_SAVES = 2;
export const UNAUTH_SAVES_COOKIE = 'tack_unauth_saves';
/** Kept for 30 days: a visitor who comes back to log in later still has their saves. */
export const UNAUTH_SAVES_MAX_AGE_S = 30 * 24 * 3600;

export interface UnauthSave {
  id: string;
  savedAt: number;
}

export function rememberPin(list: readonly UnauthSave[], pinId: string, now: number): UnauthSave[] {
  const others = list.filter((p) => p.id !== pinId);
  return [...others, { id: pinId, savedAt: now }].slice(-MAX_UNAUTH_SAVES);
}

/** The list as stored (JSON); anything malformed is dropped, never trusted. */
export function parseUnauthSaves(raw: string | null | undefined): UnauthSave[] {
  if (!raw || raw.length > 1000) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (p): p is UnauthSave =>
          typeof p === 'object' &&
          p !== null &&
          typeof p.id === 'string' &&
          /^\d{1,19}$/.test(p.id) &&
          typeof p.savedAt === 'number',
      )
      .map((p) => ({ id: p.id, savedAt: p.savedAt }))
      .slice(-MAX_UNAUTH_SAVES);
  } catch {
    return [];
  }
}
