import type { z } from 'zod';
import { Empty } from './common.ts';
import type { ResourceDef } from './resources.ts';
import { CookieConsent, CookieConsentUpdateOptions } from './consent.ts';

const def = <I extends z.ZodType, O extends z.ZodType>(d: ResourceDef<I, O>) => d;

/**
 * Issue 13: cookie consent (§7 `UserSettingsResource`), verified merchants and domains, and
 * reports of pins.
 */
export const trustResources = {
  UserSettingsResource: {
    get: def({
      options: Empty,
      data: CookieConsent,
      auth: 'public',
      summary: 'Your cookie choices, and whether they are still to be asked',
    }),
    update: def({
      options: CookieConsentUpdateOptions,
      data: CookieConsent,
      auth: 'public',
      summary:
        'Save your cookie choices (signed out: in a first-party cookie, merged into your account when you log in)',
    }),
  },
};
