import type { RateLimiter } from '../../lib/rate-limiter.ts';

export interface AccountLimiters {
  /** Per email address or account, keyed by action: `reset:<email>`, `verify:<user id>`. */
  perAccount: RateLimiter;
  /** Per client address, across every account: one client cannot mail many people. */
  perClient: RateLimiter;
}

/**
 * One mail-sending attempt against both limits. Both are checked before either counts, so a
 * request one limit refuses does not use up the other's budget (a busy client cannot use up
 * someone's reset allowance by being refused). Unknown addresses count like known ones, so the
 * limits say nothing about which addresses have accounts.
 */
export async function hitAccountLimits(
  limits: AccountLimiters,
  client: string,
  accountKey: string,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const c = await limits.perClient.check(client, now);
  const a = await limits.perAccount.check(accountKey, now);
  if (!c.allowed || !a.allowed)
    return {
      allowed: false,
      retryAfterSeconds: Math.max(
        c.allowed ? 0 : c.retryAfterSeconds,
        a.allowed ? 0 : a.retryAfterSeconds,
      ),
    };
  await limits.perClient.hit(client, now);
  await limits.perAccount.hit(accountKey, now);
  return { allowed: true, retryAfterSeconds: 0 };
}
