import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { hashedKey } from '../../lib/rate-limiter.ts';
import type { SharedState } from '../../lib/shared-state/shared-state.ts';

/**
 * @fastify/rate-limit's store on the shared state (lib/shared-state: the database, or Redis with
 * `REDIS_URL`), so a token's v5 limits hold across every server process and node, as the web
 * app's limits do (the plugin's own store is a map per process). Keys are stored hashed under
 * `name`.
 */
export function sharedLimitStore(state: SharedState, name: string): FastifyRateLimitStoreCtor {
  return class SharedLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      state.count(hashedKey(name, key), timeWindow, now).then(
        ({ count, resetsAt }) =>
          callback(null, { current: count, ttl: Math.max(0, resetsAt - now) }),
        (err: Error) => callback(err),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
