/**
 * Pins a signed-out visitor tried to save (messaging-consent-routes.md §5): at most 2 kept
 * locally, checked before saving; saving the same pin again replaces the earlier entry.
 */
export const MAX_UNAUTH_SAVES = 2;
export const UNAUTH_SAVES_KEY = 'tack.unauthSavedPins';

export interface UnauthSave {
  id: string;
  savedAt: number;
}

export function rememberPin(list: readonly UnauthSave[], pinId: string, now: number): UnauthSave[] {
  const others = list.filter((p) => p.id !== pinId);
  return [...others, { id: pinId, savedAt: now }].slice(-MAX_UNAUTH_SAVES);
}

export function parseUnauthSaves(raw: string | null): UnauthSave[] {
  if (!raw) return [];
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
      .slice(-MAX_UNAUTH_SAVES);
  } catch {
    return [];
  }
}

/** Storage that may be unavailable (private mode): failures log and fall back (spec §8). */
export function readUnauthSaves(storage: Pick<Storage, 'getItem'> | null): UnauthSave[] {
  try {
    return parseUnauthSaves(storage?.getItem(UNAUTH_SAVES_KEY) ?? null);
  } catch {
    console.warn('Cannot access localStorage or sessionStorage');
    return [];
  }
}

export function writeUnauthSaves(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null,
  list: UnauthSave[],
): void {
  try {
    if (list.length) storage?.setItem(UNAUTH_SAVES_KEY, JSON.stringify(list));
    else storage?.removeItem(UNAUTH_SAVES_KEY);
  } catch {
    console.warn('Cannot access localStorage or sessionStorage');
  }
}
