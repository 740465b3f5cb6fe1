import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { CookieConsent } from '@tack/contract';
import { allows, consentAllows, followConsent, onConsentChange } from './consent-now.ts';

const consent = (analytics: boolean, marketing: boolean): CookieConsent => ({
  required: true,
  decided: true,
  allow_analytic_cookies: analytics,
  allow_marketing_cookies: marketing,
  allow_personalization_cookies: false,
});

describe('what the browser may keep', () => {
  it('follows the category, and allows nothing before the session answered', () => {
    expect(allows(null, 'analytics')).toBe(false);
    expect(allows(consent(true, false), 'analytics')).toBe(true);
    expect(allows(consent(true, false), 'marketing')).toBe(false);
    expect(allows(consent(false, true), 'marketing')).toBe(true);
  });
});

describe('following the session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers with the session the app holds, removes refused storage, and keeps the last answer over a cleared cache', () => {
    const store = new Map([['tack.impressions', '{}']]);
    vi.stubGlobal('localStorage', { removeItem: (k: string) => store.delete(k) });
    const qc = new QueryClient();
    const changes = vi.fn();
    onConsentChange(changes);
    followConsent(qc);
    expect(consentAllows('analytics')).toBe(false);

    qc.setQueryData(['session'], { viewer: null, cookieConsent: consent(true, true) });
    expect([consentAllows('analytics'), consentAllows('marketing')]).toEqual([true, true]);
    expect(store.has('tack.impressions')).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);

    // A login clears the cache: no answer is not "refused".
    qc.clear();
    expect(consentAllows('analytics')).toBe(true);
    // The same choice again is no change.
    qc.setQueryData(['session'], { viewer: null, cookieConsent: consent(true, true) });
    expect(changes).toHaveBeenCalledTimes(1);

    qc.setQueryData(['session'], { viewer: null, cookieConsent: consent(false, true) });
    expect(consentAllows('analytics')).toBe(false);
    expect(store.has('tack.impressions')).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
  });
});
