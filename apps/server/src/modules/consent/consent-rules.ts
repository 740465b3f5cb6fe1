import type { CookieConsent } from '@tack/contract';

/** CONSENT_REQUIRED: ask everyone, ask where the law needs it (the default), or never ask. */
export type ConsentMode = 'always' | 'eu' | 'never';

/**
 * Where an opt-in is the law for optional cookies and tracking: the 27 EU member states (GDPR
 * and the ePrivacy directive), the rest of the EEA (Iceland, Liechtenstein, Norway) and the
 * United Kingdom (UK GDPR and PECR). ISO 3166-1 alpha-2, with `UK` as some clients spell GB.
 */
export const OPT_IN_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT',
  'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'IS', 'LI', 'NO',
  'GB', 'UK',
]); // prettier-ignore

/**
 * Languages that, named without a region (`de`, not `de-CH`), are spoken mostly inside those
 * countries: such a visitor is asked. Spanish, Portuguese and English are left out: most of their
 * speakers live elsewhere, and with a region (`es-ES`, `en-GB`) the region decides.
 */
export const OPT_IN_LANGUAGES: ReadonlySet<string> = new Set([
  'bg', 'cs', 'da', 'de', 'el', 'et', 'fi', 'fr', 'ga', 'hr', 'hu', 'is', 'it', 'lb', 'lt',
  'lv', 'mt', 'nb', 'nl', 'nn', 'no', 'pl', 'ro', 'sk', 'sl', 'sv',
]); // prettier-ignore

/** The browser's first language in `Accept-Language`, read as a BCP 47 tag; null when unreadable. */
export function preferredLocale(acceptLanguage: string | undefined): Intl.Locale | null {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  if (!first || first === '*') return null;
  try {
    return new Intl.Locale(first);
  } catch {
    return null;
  }
}

/** Does the law ask for an opt-in for this visitor? Any one signal of those countries is enough. */
export function consentRequired(
  mode: ConsentMode,
  signals: { country: string | null; acceptLanguage: string | undefined },
): boolean {
  if (mode !== 'eu') return mode === 'always';
  if (signals.country && OPT_IN_COUNTRIES.has(signals.country.toUpperCase())) return true;
  const locale = preferredLocale(signals.acceptLanguage);
  if (!locale) return false;
  if (locale.region) return OPT_IN_COUNTRIES.has(locale.region.toUpperCase());
  return OPT_IN_LANGUAGES.has(locale.language.toLowerCase());
}

/** One choice of the three categories, and when it was made (ms since the epoch). */
export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
  personalization: boolean;
  at: number;
}

/**
 * What applies now. A choice applies as made. Without one: where the law asks for an opt-in,
 * nothing optional is on until the person chooses; elsewhere everything is on until they turn
 * it off (in /settings).
 */
export function resolveConsent(choice: ConsentChoice | null, required: boolean): CookieConsent {
  const fallback = !required;
  return {
    required,
    decided: choice !== null,
    allow_analytic_cookies: choice ? choice.analytics : fallback,
    allow_marketing_cookies: choice ? choice.marketing : fallback,
    allow_personalization_cookies: choice ? choice.personalization : fallback,
  };
}

const bit = (b: boolean) => (b ? '1' : '0');
const COOKIE_VALUE = /^v1\.([01])([01])([01])\.(\d{1,15})$/;

/** The first-party cookie of a signed-out visitor: `v1.<analytics><marketing><personalization>.<ms since the epoch>`. */
export function formatConsentCookie(c: ConsentChoice): string {
  return `v1.${bit(c.analytics)}${bit(c.marketing)}${bit(c.personalization)}.${Math.floor(c.at)}`;
}

/** The cookie back to a choice; anything else (old, edited, garbage) is no choice at all. */
export function parseConsentCookie(value: string | undefined): ConsentChoice | null {
  const m = value ? COOKIE_VALUE.exec(value) : null;
  if (!m) return null;
  return {
    analytics: m[1] === '1',
    marketing: m[2] === '1',
    personalization: m[3] === '1',
    at: Number(m[4]),
  };
}

/**
 * At login or signup: the choice this browser made while signed out goes into the account
 * unless the account holds a newer one. Answers the choice to store, or null to leave it.
 */
export function choiceToMerge(
  account: ConsentChoice | null,
  browser: ConsentChoice | null,
): ConsentChoice | null {
  if (!browser) return null;
  // On a tie the browser wins: it is what the person chose last, here.
  if (!account || browser.at >= account.at) return browser;
  return null;
}
