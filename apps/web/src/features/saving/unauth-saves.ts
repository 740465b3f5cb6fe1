import {
  parseUnauthSaves,
  UNAUTH_SAVES_COOKIE,
  UNAUTH_SAVES_MAX_AGE_S,
  type UnauthSave,
} from '@tack/contract/unauth-saves';

/**
 * Pins a signed-out visitor tried to save (messaging-consent-routes.md §5; the rules are in
 * `@tack/contract/unauth-saves`). This browser keeps them in a first-party cookie, so the
 * server's session answer names them too (PC §3 Session `hasSavedUnauthPin`, `unauthSavePinId`).
 */
export { MAX_UNAUTH_SAVES, parseUnauthSaves, rememberPin } from '@tack/contract/unauth-saves';
export type { UnauthSave } from '@tack/contract/unauth-saves';

/** Where the list is kept: its raw text, or null to forget it. */
export interface UnauthStore {
  get(): string | null;
  set(value: string | null): void;
}

/** The list's cookie on `doc` (the page's document), Secure on https. */
export function cookieStore(doc: { cookie: string }, secure: boolean): UnauthStore {
  return {
    get() {
      const pair = doc.cookie.split(/;\s*/).find((c) => c.startsWith(`${UNAUTH_SAVES_COOKIE}=`));
      return pair ? decodeURIComponent(pair.slice(UNAUTH_SAVES_COOKIE.length + 1)) : null;
    },
    set(value) {
      const attrs = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
      doc.cookie =
        value === null
          ? `${UNAUTH_SAVES_COOKIE}=${attrs}; Max-Age=0`
          : `${UNAUTH_SAVES_COOKIE}=${encodeURIComponent(value)}${attrs}; Max-Age=${UNAUTH_SAVES_MAX_AGE_S}`;
    },
  };
}

/** Storage that may be unavailable (cookies refused): failures log and fall back (spec §8). */
export function readUnauthSaves(store: Pick<UnauthStore, 'get'> | null): UnauthSave[] {
  try {
    return parseUnauthSaves(store?.get() ?? null);
  } catch {
    console.warn('Cannot access localStorage or sessionStorage');
    return [];
  }
}

export function writeUnauthSaves(store: Pick<UnauthStore, 'set'> | null, list: UnauthSave[]): void {
  try {
    store?.set(list.length ? JSON.stringify(list) : null);
  } catch {
    console.warn('Cannot access localStorage or sessionStorage');
  }
}
