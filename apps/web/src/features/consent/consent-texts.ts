import type { CookieConsent } from '@tack/contract';

/** The optional categories, in the order the modal and settings list them (docs/privacy.md). */
export const CONSENT_CATEGORIES = [
  {
    key: 'allow_personalization_cookies',
    title: 'Personalization',
    text: 'Your home feed also shows Pins on the topics of Pins you saved, beyond the boards, people and topics you follow.',
  },
  {
    key: 'allow_marketing_cookies',
    title: 'Marketing',
    text: 'Promoted Pins may be chosen by what you saved, and your browser may note which ones you saw or clicked so their advertisers can measure them. Without it, promoted Pins come as they are, the same for everyone.',
  },
  {
    key: 'allow_analytic_cookies',
    title: 'Analytics',
    text: 'We count what you do on Tack with your account or this browser attached, to learn what to improve, and this browser remembers which Pins it already counted. Without it, counts keep nothing that points to you.',
  },
] as const;

export type ConsentKey = (typeof CONSENT_CATEGORIES)[number]['key'];
export type ConsentValues = Pick<CookieConsent, ConsentKey>;

export const NECESSARY_TEXT =
  'Always on: they keep you signed in, protect your requests, remember these choices and the Pins you save before logging in.';

/** §8: after Accept all or Reject all (and a saved choice), for 3 s (§9). */
export const COOKIE_TOAST_TEXT =
  'We saved your cookie preferences. You can change them in the settings section of your profile at any time.';
export const COOKIE_TOAST_MS = 3000;

export const allOf = (on: boolean): ConsentValues => ({
  allow_analytic_cookies: on,
  allow_marketing_cookies: on,
  allow_personalization_cookies: on,
});
