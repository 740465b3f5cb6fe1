/**
 * Account values without zod (issue 16): the web app imports them from
 * `@tack/contract/account-constants` (docs/decisions/0002); the schemas are built from them.
 */

/**
 * Kinds of email a person may turn off, each with the words the subscription page shows.
 * Security messages (verification, password reset, email change, sign-in alerts) are not here:
 * they always go, and carry no unsubscribe link.
 */
export const EMAIL_KINDS = {
  activity: {
    label: 'Activity on your Pins and boards',
    description: 'When someone saves or reacts to your Pins, or comments on them',
  },
  social: {
    label: 'Followers and invitations',
    description: 'When someone follows you or invites you to a board',
  },
  tips: {
    label: 'Ideas and tips for you',
    description: 'A welcome, and ideas picked from the interests you follow',
  },
} as const;
export type EmailKind = keyof typeof EMAIL_KINDS;

/** What brings a person to Tack (onboarding's UseCase step). */
export const USE_CASES = {
  projects: 'Find ideas for a project',
  save: 'Save things I find online',
  shop: 'Discover things to buy',
  events: 'Plan an event or a trip',
  inspiration: 'Get inspired every day',
  business: 'Grow my business or brand',
} as const;
export type UseCase = keyof typeof USE_CASES;

/** The languages Tack formats numbers and dates for (the text itself is English for now). */
export const LOCALES = [
  'en-US',
  'en-GB',
  'en-AU',
  'en-CA',
  'en-IN',
  'de-DE',
  'es-ES',
  'es-MX',
  'fr-FR',
  'fr-CA',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'nl-NL',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'sv-SE',
  'tr-TR',
  'zh-CN',
] as const;
export type Locale = (typeof LOCALES)[number];

/** Codes that are regions to Intl but not countries a person lives in. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB', 'AA']);
let regionNames: Intl.DisplayNames | null = null;

/** The English name of an ISO 3166 country code, or null when it names no country. */
export function countryName(code: string): string | null {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return null;
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  try {
    return regionNames.of(code) ?? null;
  } catch {
    return null;
  }
}

/** Every country code Intl names (about 250), A to Z by code. */
export function countryCodes(): string[] {
  const out: string[] = [];
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (countryName(code)) out.push(code);
    }
  return out;
}
