import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

export interface RateVerdict {
  allowed: boolean;
  /** How long to wait before the next attempt is allowed, in whole seconds (at least 1). */
  retryAfterSeconds: number;
}

/**
 * A fixed-window counter per key. Two stores behind one interface: in this process's memory
 * (`createRateLimiter`, for one process and for unit tests) and in the database
 * (`createDbRateLimiter`), which the server uses so that every node behind a load balancer counts
 * the same attempts. Time is passed in so tests can drive it.
 */
export interface RateLimiter {
  /** Counts one attempt; answers whether it is allowed and, if not, how long to wait. */
  hit(key: string, now?: number): Promise<RateVerdict>;
  /** Whether one more attempt would be allowed, without counting it. */
  check(key: string, now?: number): Promise<RateVerdict>;
  reset(key: string): Promise<void>;
}

export interface RateLimit {
  max: number;
  windowMs: number;
}

const waitFor = (expiresAt: number, now: number) =>
  Math.max(1, Math.ceil((expiresAt - now) / 1000));

/**
 * In memory. Old windows are dropped lazily so the map cannot grow without bound.
 */
export function createRateLimiter(opts: RateLimit & { maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const maxKeys = opts.maxKeys ?? 100_000;
  function prune(now: number) {
    for (const [k, w] of windows) if (now - w.start >= opts.windowMs) windows.delete(k);
    if (windows.size >= maxKeys) windows.clear();
  }
  return {
    async hit(key, now = Date.now()) {
      let w = windows.get(key);
      if (!w || now - w.start >= opts.windowMs) {
        if (windows.size >= maxKeys) prune(now);
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      return {
        allowed: w.count <= opts.max,
        retryAfterSeconds: waitFor(w.start + opts.windowMs, now),
      };
    },
    async check(key, now = Date.now()) {
      const w = windows.get(key);
      if (!w || now - w.start >= opts.windowMs) return { allowed: true, retryAfterSeconds: 0 };
      return {
        allowed: w.count < opts.max,
        retryAfterSeconds: waitFor(w.start + opts.windowMs, now),
      };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/** How often each limiter deletes the table's ended windows (any limiter's). */
const PRUNE_EVERY_MS = 60_000;

/**
 * In the `rate_limits` table (one row per limiter and key: its count and when its window ends),
 * shared by every node on the database. One statement counts an attempt: an upsert that starts a
 * new window when the row's has ended, else adds one, and answers the count; concurrent attempts
 * on other nodes are serialized on the row, so none is lost. `name` keeps limiters' keys apart.
 * Keys are stored hashed, and rows whose window has ended are deleted (at most a minute later).
 */
export function createDbRateLimiter(
  db: Kysely<Database>,
  name: string,
  opts: RateLimit,
): RateLimiter {
  // A one-way hash: the table holds no email, address or account id, only counts.
  const rowKey = (key: string) => createHash('sha256').update(`${name}|${key}`).digest('base64url');
  let lastPrune = 0;
  async function prune(now: number) {
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    await db.deleteFrom('rate_limits').where('expires_at', '<=', now).execute();
  }
  return {
    async hit(key, now = Date.now()) {
      await prune(now);
      const ended = sql<boolean>`rate_limits.expires_at <= ${now}`;
      const row = await db
        .insertInto('rate_limits')
        .values({ key: rowKey(key), count: 1, expires_at: now + opts.windowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql`case when ${ended} then 1 else rate_limits.count + 1 end`,
            expires_at: sql`case when ${ended} then ${now + opts.windowMs} else rate_limits.expires_at end`,
          }),
        )
        .returning(['count', 'expires_at'])
        .executeTakeFirstOrThrow();
      return {
        allowed: Number(row.count) <= opts.max,
        retryAfterSeconds: waitFor(Number(row.expires_at), now),
      };
    },
    async check(key, now = Date.now()) {
      const row = await db
        .selectFrom('rate_limits')
        .select(['count', 'expires_at'])
        .where('key', '=', rowKey(key))
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (!row) return { allowed: true, retryAfterSeconds: 0 };
      return {
        allowed: Number(row.count) < opts.max,
        retryAfterSeconds: waitFor(Number(row.expires_at), now),
      };
    },
    async reset(key) {
      await db.deleteFrom('rate_limits').where('key', '=', rowKey(key)).execute();
    },
  };
}
