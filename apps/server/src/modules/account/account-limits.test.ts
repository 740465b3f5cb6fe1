import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { hitAccountLimits } from './account-limits.ts';

const limits = () => ({
  perAccount: createRateLimiter({ max: 2, windowMs: 60_000 }),
  perClient: createRateLimiter({ max: 3, windowMs: 60_000 }),
});

describe('account mail limits', () => {
  it('refuses past either limit, and says how long to wait', () => {
    const l = limits();
    expect(hitAccountLimits(l, 'ip', 'reset:a', 0).allowed).toBe(true);
    expect(hitAccountLimits(l, 'ip', 'reset:a', 1).allowed).toBe(true);
    expect(hitAccountLimits(l, 'ip', 'reset:a', 2)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    expect(hitAccountLimits(l, 'ip', 'reset:b', 3).allowed).toBe(true);
    expect(hitAccountLimits(l, 'ip', 'reset:c', 4).allowed).toBe(false); // the client's fourth
    expect(hitAccountLimits(l, 'ip2', 'reset:c', 5).allowed).toBe(true);
  });

  it('a refused attempt uses up neither budget', () => {
    const l = limits();
    for (let i = 0; i < 3; i++) hitAccountLimits(l, 'busy', `reset:${i}`, 0);
    // The busy client is refused for the victim's address many times...
    for (let i = 0; i < 10; i++)
      expect(hitAccountLimits(l, 'busy', 'reset:victim', 1).allowed).toBe(false);
    // ...and the victim still has their whole allowance from elsewhere.
    expect(hitAccountLimits(l, 'home', 'reset:victim', 2).allowed).toBe(true);
    expect(hitAccountLimits(l, 'home', 'reset:victim', 3).allowed).toBe(true);
  });

  it('opens again after the window', () => {
    const l = limits();
    hitAccountLimits(l, 'ip', 'k', 0);
    hitAccountLimits(l, 'ip', 'k', 0);
    expect(hitAccountLimits(l, 'ip', 'k', 59_999).allowed).toBe(false);
    expect(hitAccountLimits(l, 'ip', 'k', 60_000).allowed).toBe(true);
  });
});
