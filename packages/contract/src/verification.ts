import { z } from 'zod';
import { Id } from './common.ts';
import { lookupText } from './text.ts';
import { UserSummary, Username } from './user.ts';
import { normalizeDomain } from './verified-badge.ts';

/**
 * Verified merchants and domains (messaging-consent-routes.md §4 "Verified badge"): an operator's
 * word at /admin/verification, or a person's proof that they own a domain (a DNS TXT record or a
 * meta tag on its home page).
 */

export const DomainName = lookupText()
  .max(300, 'A domain is at most 253 characters')
  .transform((s, ctx) => {
    const d = normalizeDomain(s);
    if (!d) {
      ctx.addIssue({
        code: 'custom',
        message: 'Enter a domain name such as example.com (no IP addresses or local names)',
      });
      return z.NEVER;
    }
    return d;
  });

export const VERIFY_METHODS = ['dns', 'meta'] as const;

/** A person's claim to a domain, and how to prove it. */
export const DomainClaim = z.object({
  id: Id,
  domain: z.string(),
  /** The TXT record to add to the domain's DNS. */
  txtRecord: z.string(),
  /** The tag to put in the `<head>` of the domain's home page. */
  metaTag: z.string(),
  /** dns | meta | operator, once verified. */
  method: z.enum(['dns', 'meta', 'operator']).nullable(),
  verifiedAt: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  /** What the last check found wrong, in words. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type DomainClaim = z.infer<typeof DomainClaim>;
export const DomainClaims = z.object({ items: z.array(DomainClaim) });

export const DomainClaimCreateOptions = z.object({ domain: DomainName }).strict();
export const DomainClaimIdOptions = z.object({ id: Id }).strict();
export const DomainCheckOptions = z
  .object({
    id: Id,
    method: z.enum(VERIFY_METHODS, { error: 'method must be dns or meta' }),
  })
  .strict();

/** Operators: a person by username. */
export const MerchantOptions = z.object({ username: Username }).strict();
/** Operators: a person's domain by username and domain. */
export const OperatorDomainOptions = z.object({ username: Username, domain: DomainName }).strict();

export const VerifiedMerchant = z.object({
  user: UserSummary,
  verifiedAt: z.string(),
  /** The operator who verified them, when they still have an account. */
  verifiedBy: z.string().nullable(),
});
export const VerifiedDomain = z.object({
  id: Id,
  domain: z.string(),
  user: UserSummary,
  method: z.enum(['dns', 'meta', 'operator']),
  verifiedAt: z.string(),
});
/** /admin/verification: every verified merchant and domain, newest first. */
export const AdminVerification = z.object({
  merchants: z.array(VerifiedMerchant),
  domains: z.array(VerifiedDomain),
});
export type AdminVerification = z.infer<typeof AdminVerification>;
