import type { z } from 'zod';
import type { DomainCheckOptions, DomainClaim } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { countFetch } from '../pages/page-preview.service.ts';
import { ownClaim, toDomainClaim } from './domain-claims.service.ts';
import { proveByDns, proveByMeta } from './domain-proof.ts';

const tooManyChecks = (retryAfter: number) =>
  new AppError(
    429,
    'rate_limited',
    `You've checked domains many times in a short while. Try again in ${retryAfter} seconds.`,
    undefined,
    retryAfter,
  );

/**
 * Checks a claim by its DNS TXT record or its home page's meta tag. The check is the request,
 * and it succeeds whatever it finds: the answer is the claim with its outcome written on it
 * (verified, or `lastError`, what was wrong in words a person can act on), stored so settings
 * show it later. (A 4xx stores nothing in Tack: the authorization matrix holds every call to it.)
 * Rate limited per person (each check sends a DNS query or fetches a page), and a page read also
 * counts as an outside fetch.
 */
export async function checkClaim(
  ctx: CallContext,
  o: z.output<typeof DomainCheckOptions>,
): Promise<DomainClaim> {
  const claim = await ownClaim(ctx, o.id);
  const limit = await ctx.domainCheck.limiter.hit(ctx.viewer!.id);
  if (!limit.allowed) throw tooManyChecks(limit.retryAfterSeconds);
  if (o.method === 'meta') await countFetch(ctx);
  const proof =
    o.method === 'dns'
      ? await proveByDns(ctx.domainCheck, claim.domain, claim.token)
      : await proveByMeta({ ...ctx.domainCheck, fetcher: ctx.fetcher }, claim.domain, claim.token);
  const now = nowIso();
  const set = proof.ok
    ? {
        method: o.method,
        verified_at: claim.verified_at ?? now,
        verified_by: null,
        last_error: null,
      }
    : { last_error: proof.message };
  // A failed check leaves a verified claim verified: proof once given stands until revoked.
  const row = await ctx.db
    .updateTable('domain_claims')
    .set({ ...(proof.ok || !claim.verified_at ? set : {}), last_checked_at: now })
    .where('id', '=', claim.id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', 'That domain claim could not be found');
  return toDomainClaim(row);
}
