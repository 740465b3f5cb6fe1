/** Pure scope rules for the v5 API: reading what was asked, and what a call needs. */
import {
  API_SCOPE_NAMES,
  UNSERVED_PINTEREST_SCOPES,
  type ApiScope,
  type BoardPrivacy,
} from '@tack/contract';

const SERVED: ReadonlySet<string> = new Set(API_SCOPE_NAMES);

/**
 * The scopes a request names. Pinterest's authorize URL separates them with commas, OAuth with
 * spaces; both are read. Pinterest scopes Tack has nothing for (ads, catalogs…) are left out of
 * the grant, not refused; anything else unknown is `unknown` (the request is refused).
 */
export function readScopes(asked: string | readonly string[] | undefined): {
  granted: ApiScope[];
  unknown: string[];
} {
  const words = [asked ?? []]
    .flat()
    .flatMap((s) => s.split(/[\s,]+/))
    .filter(Boolean);
  const granted = new Set<ApiScope>();
  const unknown: string[] = [];
  for (const w of words) {
    if (SERVED.has(w)) granted.add(w as ApiScope);
    else if (!UNSERVED_PINTEREST_SCOPES.has(w)) unknown.push(w);
  }
  // In the order the consent screen lists them, whatever order they were asked in.
  return { granted: API_SCOPE_NAMES.filter((s) => granted.has(s)), unknown };
}

/** The scopes of `needed` a grant lacks. */
export const missingScopes = (granted: ReadonlySet<string>, needed: readonly ApiScope[]) =>
  needed.filter((s) => !granted.has(s));

/** Secret and protected boards are hidden from everyone but their members: "secret" to a scope. */
export const isPrivateBoard = (privacy: BoardPrivacy) => privacy !== 'public';

/**
 * What reading or changing a board or a pin of a board with this privacy needs beyond the
 * call's own scopes: the `_secret` scope of the same kind when the board is not public.
 */
export function secretScopeFor(
  privacy: BoardPrivacy,
  kind: 'boards' | 'pins',
  access: 'read' | 'write',
): ApiScope | null {
  return isPrivateBoard(privacy) ? (`${kind}:${access}_secret` as ApiScope) : null;
}

/** Scopes as stored: space-separated, in the listing order. */
export const scopeText = (scopes: readonly ApiScope[]) => scopes.join(' ');
export const scopeList = (text: string): ApiScope[] => readScopes(text).granted;
