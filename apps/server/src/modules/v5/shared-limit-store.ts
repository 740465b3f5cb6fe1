import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { countAttempt, hashedKey } from '../../lib/rate-limiter.ts';

/**
 * @fastify/rate-limit's store on the shared `rate_limits` table (lib/rate-limiter.ts), so a
 * token's v5 limits hold across every server process and node, as the web app's limits do (its
 * own store is a map per process). Keys are stored hashed under `name`.
 */
export function sharedLimitStore(db: Kysely<Database>, name: string): FastifyRateLimitStoreCtor {
  return class SharedLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      countAttempt(db, hashedKey(name, key), timeWindow, now).then(
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
