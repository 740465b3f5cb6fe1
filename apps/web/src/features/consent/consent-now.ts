import type { QueryClient } from '@tanstack/react-query';
import type { CookieConsent, Session } from '@tack/contract';
import { queryClient } from '../../app/query-client.ts';
import { authKeys } from '../auth/queries.ts';

// Not in the first load (e2e/budget.spec.ts): the code that writes optional storage or registers
// attribution (the event log's chunk) imports this module, and so do the banner and the cookie
// settings, where consent changes; importing it starts following the session (end of the file).

/** What the browser may keep beyond what is strictly necessary (docs/privacy.md). */
export type StorageCategory = 'analytics' | 'marketing';

/**
 * May this browser keep or register something of this category? Only when the consent that
 * applies says so; before the session has answered, nothing is known, so nothing is allowed
 * (where the law asks, nothing optional is set before a choice).
 */
export function allows(consent: CookieConsent | null, category: StorageCategory): boolean {
  if (!consent) return false;
  return category === 'analytics'
    ? consent.allow_analytic_cookies
    : consent.allow_marketing_cookies;
}

/**
 * What Tack keeps in this browser only with consent, by category: the one list (docs/privacy.md
 * lists everything else, which is strictly necessary). Without the category's consent the key is
 * never written, and a withdrawn consent removes it.
 */
export const OPTIONAL_STORAGE: Record<StorageCategory, readonly string[]> = {
  analytics: ['tack.impressions'],
  marketing: [],
};

/** Removes what a category may no longer keep. */
function forgetRefused(consent: CookieConsent) {
  for (const category of ['analytics', 'marketing'] as const) {
    if (allows(consent, category)) continue;
    try {
      for (const key of OPTIONAL_STORAGE[category]) localStorage.removeItem(key);
    } catch {
      // Storage refused altogether: nothing is kept to remove.
    }
  }
}

let current: CookieConsent | null = null;
const listeners = new Set<() => void>();

/** The consent that applies now, for code outside React (the event log's tracker, attribution). */
export const consentAllows = (category: StorageCategory) => allows(current, category);

/** Calls `fn` whenever the consent that applies changes (a choice, a login, a logout). */
export function onConsentChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

const same = (a: CookieConsent | null, b: CookieConsent | null) =>
  a === b ||
  (!!a &&
    !!b &&
    a.allow_analytic_cookies === b.allow_analytic_cookies &&
    a.allow_marketing_cookies === b.allow_marketing_cookies);

/**
 * Keeps `consentAllows` in step with the session the app holds (the one place it lives), so code
 * that is no component reads the same answer the banner and settings show.
 */
export function followConsent(qc: QueryClient): void {
  const read = () => {
    const next = qc.getQueryData<Session>(authKeys.session)?.cookieConsent ?? null;
    // A cleared cache (a login) is no answer: keep the last one until the new session arrives.
    if (!next || same(next, current)) return;
    current = next;
    forgetRefused(next);
    for (const fn of listeners) fn();
  };
  read();
  qc.getQueryCache().subscribe((e) => {
    if (e.query.queryKey[0] === authKeys.session[0]) read();
  });
}

followConsent(queryClient);
