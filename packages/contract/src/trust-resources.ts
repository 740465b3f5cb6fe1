import type { z } from 'zod';
import { Empty } from './common.ts';
import type { ResourceDef } from './resources.ts';
import { CookieConsent, CookieConsentUpdateOptions } from './consent.ts';
import {
  AdminVerification,
  DomainCheckOptions,
  DomainClaim,
  DomainClaimCreateOptions,
  DomainClaimIdOptions,
  DomainClaims,
  MerchantOptions,
  OperatorDomainOptions,
} from './verification.ts';

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
  AdminVerificationResource: {
    get: def({
      options: Empty,
      data: AdminVerification,
      auth: 'user',
      summary: 'Operators: every verified merchant and domain',
    }),
  },
  VerifiedMerchantResource: {
    create: def({
      options: MerchantOptions,
      data: AdminVerification,
      auth: 'user',
      summary: 'Operators: verify a person as a merchant (the merchant badge)',
    }),
    delete: def({
      options: MerchantOptions,
      data: AdminVerification,
      auth: 'user',
      summary: "Operators: revoke a person's merchant badge",
    }),
  },
  VerifiedDomainResource: {
    create: def({
      options: OperatorDomainOptions,
      data: AdminVerification,
      auth: 'user',
      summary: "Operators: verify a domain as a person's (their claim, made verified)",
    }),
    delete: def({
      options: OperatorDomainOptions,
      data: AdminVerification,
      auth: 'user',
      summary: "Operators: revoke a person's verified domain",
    }),
  },
  DomainClaimResource: {
    get: def({
      options: Empty,
      data: DomainClaims,
      auth: 'user',
      summary: 'Your domain claims, verified or waiting for proof',
    }),
    create: def({
      options: DomainClaimCreateOptions,
      data: DomainClaim,
      auth: 'user',
      summary: 'Claim a domain you own: answers the TXT record and meta tag that prove it',
    }),
    delete: def({
      options: DomainClaimIdOptions,
      data: DomainClaims,
      auth: 'user',
      summary: 'Remove one of your domain claims (verified or not)',
    }),
  },
  DomainClaimCheckResource: {
    create: def({
      options: DomainCheckOptions,
      data: DomainClaim,
      auth: 'user',
      summary:
        "Check one of your claims by its DNS TXT record or its home page's meta tag (rate limited)",
    }),
  },
};
