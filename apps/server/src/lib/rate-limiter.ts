import { createHash } from 'node:crypto';
import type { SharedState } from './shared-state/shared-state.ts';

export interface Verdict {
  allowed: boolean;
  /** How long to wait before the window ends (at least 1 s once refused). */
  retryAfterSeconds: number;
}

/**
 * A fixed-window counter per key, kept in the shared state (the database, or Redis with
 * `REDIS_URL`: lib/shared-state) so that every server process and node counts against one limit.
 * `name` keeps limiters apart; the store holds only a hash of name and key, and windows that ended
 * go. `hit` counts and answers in one atomic step, so concurrent hits never lose a count. Time is
 * passed in so tests can drive it.
 */
export function createRateLimiter(
  state: SharedState,
  name: string,
  opts: { max: number; windowMs: number },
) {
  const keyOf = (key: string) => hashedKey(name, key);
  const verdict = (count: number, resetsAt: number, now: number, max: number): Verdict => ({
    allowed: count <= max,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now) / 1000)),
  });
  return {
    /** Counts one attempt; answers whether it is allowed and, if not, how long to wait. */
    async hit(key: string, now = Date.now()): Promise<Verdict> {
      const window = await state.count(keyOf(key), opts.windowMs, now);
      return verdict(window.count, window.resetsAt, now, opts.max);
    },
    /** Whether one more attempt would be allowed, without counting it. */
    async check(key: string, now = Date.now()): Promise<Verdict> {
      const window = await state.peek(keyOf(key), now);
      if (!window) return { allowed: true, retryAfterSeconds: 0 };
      return verdict(window.count + 1, window.resetsAt, now, opts.max);
    },
    async reset(key: string): Promise<void> {
      await state.forget(keyOf(key));
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** The stored form of a limiter's key: its name and key hashed, never the key itself. */
export const hashedKey = (name: string, key: string) =>
  createHash('sha256').update(`${name}\0${key}`).digest('hex');
