import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';

describe('rate limiter', () => {
  it('allows max attempts per window, then says how long to wait', () => {
    const rl = createRateLimiter({ max: 3, windowMs: 60_000 });
    expect([1, 2, 3].map(() => rl.hit('k', 1_000).allowed)).toEqual([true, true, true]);
    const blocked = rl.hit('k', 31_000);
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterSeconds).toBe(30);
    expect(rl.hit('other', 31_000).allowed).toBe(true);
    expect(rl.hit('k', 61_000).allowed).toBe(true);
  });

  it('never holds more than maxKeys windows', () => {
    const rl = createRateLimiter({ max: 1, windowMs: 10, maxKeys: 2 });
    rl.hit('a', 0);
    rl.hit('b', 0);
    rl.hit('c', 100);
    expect(rl.hit('a', 100).allowed).toBe(true);
  });

  it('checks without counting', () => {
    const rl = createRateLimiter({ max: 2, windowMs: 60_000 });
    expect(rl.check('k', 0)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    rl.hit('k', 0);
    expect(rl.check('k', 1_000).allowed).toBe(true);
    expect(rl.check('k', 1_000).allowed).toBe(true);
    rl.hit('k', 1_000);
    expect(rl.check('k', 2_000)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect(rl.check('k', 60_000).allowed).toBe(true);
  });
});
