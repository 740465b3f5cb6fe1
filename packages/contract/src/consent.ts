import { z } from 'zod';
import { StrictBoolean } from './common.ts';

/**
 * Cookie consent (messaging-consent-routes.md §3 "User settings (cookies)", §4 "Cookie consent",
 * §7 `UserSettingsResource` update). What each setting changes is in docs/privacy.md.
 */
export const CookieConsent = z.object({
  /**
   * The law needs an opt-in here (EU, EEA, UK, or the operator's CONSENT_REQUIRED=always): until
   * the person chooses, every optional category is off and the banner asks.
   */
  required: z.boolean(),
  /** The person has chosen (accept all, reject all, or their own choice). */
  decided: z.boolean(),
  allow_analytic_cookies: z.boolean(),
  allow_marketing_cookies: z.boolean(),
  allow_personalization_cookies: z.boolean(),
});
export type CookieConsent = z.infer<typeof CookieConsent>;

/** Where the choice was made: the banner's two buttons, its settings modal, or /settings. */
export const CONSENT_SURFACES = [
  'banner_accept_all',
  'banner_reject_all',
  'consent_modal',
  'settings',
] as const;
export type ConsentSurface = (typeof CONSENT_SURFACES)[number];

export const CookieConsentUpdateOptions = z
  .object({
    allow_analytic_cookies: StrictBoolean,
    allow_marketing_cookies: StrictBoolean,
    allow_personalization_cookies: StrictBoolean,
    surface_tag: z.enum(CONSENT_SURFACES, {
      error: `surface_tag must be one of ${CONSENT_SURFACES.join(', ')}`,
    }),
  })
  .strict();
export type CookieConsentUpdateOptions = z.input<typeof CookieConsentUpdateOptions>;
