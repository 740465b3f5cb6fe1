import { describe, expect, it } from 'vitest';
import {
  choiceToMerge,
  consentRequired,
  formatConsentCookie,
  parseConsentCookie,
  resolveConsent,
} from './consent-rules.ts';

describe('where the law asks for an opt-in', () => {
  const eu = (country: string | null, acceptLanguage?: string) =>
    consentRequired('eu', { country, acceptLanguage });
  it.each([
    ['DE', undefined, true],
    ['gb', undefined, true],
    ['NO', undefined, true],
    ['US', undefined, false],
    ['CH', undefined, false],
    [null, 'de-DE,de;q=0.9', true],
    [null, 'en-GB', true],
    [null, 'en-IE', true],
    [null, 'fr-CA', false],
    [null, 'de-CH', false],
    [null, 'en-US,de-DE;q=0.8', false],
    [null, 'de', true],
    [null, 'sv', true],
    [null, 'en', false],
    [null, 'es', false],
    [null, '*', false],
    [null, 'not a tag!!', false],
    [null, undefined, false],
    // An account that says US in a browser set to Germany: one signal is enough.
    ['US', 'de-DE', true],
  ] as const)('country %s, Accept-Language %s -> %s', (country, lang, required) =>
    expect(eu(country, lang)).toBe(required),
  );
  it('follows CONSENT_REQUIRED=always and never whatever the signals', () => {
    expect(consentRequired('always', { country: 'US', acceptLanguage: 'en-US' })).toBe(true);
    expect(consentRequired('never', { country: 'DE', acceptLanguage: 'de-DE' })).toBe(false);
  });
});

describe('what applies', () => {
  const choice = { analytics: true, marketing: false, personalization: true, at: 5_000 };
  it('is the choice when there is one', () =>
    expect(resolveConsent(choice, true)).toEqual({
      required: true,
      decided: true,
      allow_analytic_cookies: true,
      allow_marketing_cookies: false,
      allow_personalization_cookies: true,
    }));
  it('is nothing optional before a choice where the law asks', () =>
    expect(resolveConsent(null, true)).toMatchObject({
      decided: false,
      allow_analytic_cookies: false,
      allow_marketing_cookies: false,
      allow_personalization_cookies: false,
    }));
  it('is everything until turned off elsewhere', () =>
    expect(resolveConsent(null, false)).toMatchObject({
      decided: false,
      allow_analytic_cookies: true,
      allow_marketing_cookies: true,
      allow_personalization_cookies: true,
    }));
});

describe('the signed-out cookie', () => {
  it('round-trips a choice', () => {
    const c = { analytics: false, marketing: true, personalization: false, at: 1_732_480_000_123 };
    expect(formatConsentCookie(c)).toBe('v1.010.1732480000123');
    expect(parseConsentCookie(formatConsentCookie(c))).toEqual(c);
  });
  it.each([undefined, '', 'v2.111.1', 'v1.112.1', 'v1.11.1', 'v1.111.', 'v1.111.1;x', 'true'])(
    'reads %j as no choice',
    (v) => expect(parseConsentCookie(v)).toBeNull(),
  );
});

describe('merging at login', () => {
  const at = (t: number) => ({ analytics: true, marketing: true, personalization: true, at: t });
  it('takes the browser choice when the account has none or an older one', () => {
    expect(choiceToMerge(null, at(2))).toEqual(at(2));
    expect(choiceToMerge(at(1), at(2))).toEqual(at(2));
    expect(choiceToMerge(at(2), at(2))).toEqual(at(2));
  });
  it('keeps a newer account choice, and does nothing without a browser choice', () => {
    expect(choiceToMerge(at(3), at(2))).toBeNull();
    expect(choiceToMerge(at(3), null)).toBeNull();
  });
});
