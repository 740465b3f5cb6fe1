import { Redis, type Result } from 'ioredis';
import type { SharedState, Window } from './shared-state.ts';

/**
 * One fixed window, counted atomically in Redis: the same rule as the database's upsert
 * (db-shared-state.ts), with the caller's clock, so both stores answer alike. Redis drops the
 * key once the window has ended (by its own clock).
 */
const COUNT_LUA = `
local now = tonumber(ARGV[1])
local held = redis.call('HMGET', KEYS[1], 'count', 'resets_at')
local count, resets_at
if held[1] and tonumber(held[2]) > now then
  count = tonumber(held[1]) + 1
  resets_at = tonumber(held[2])
else
  count = 1
  resets_at = now + tonumber(ARGV[2])
end
redis.call('HSET', KEYS[1], 'count', count, 'resets_at', string.format('%.0f', resets_at))
redis.call('PEXPIRE', KEYS[1], math.max(1, resets_at - now))
return {count, string.format('%.0f', resets_at)}
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    tackCount(key: string, now: number, windowMs: number): Result<[number, string], Context>;
  }
}

/** A failing Redis is logged at most this often (the client reconnects on its own). */
const LOG_EVERY_MS = 30_000;

/**
 * The shared state in Redis (`REDIS_URL`): windows are hashes of count and end under
 * `tack:limit:<key>`, cached values hashes of value and time under `tack:cache:<key>`; every key
 * carries an expiry. A command waits for at most one reconnection, then fails (the request
 * answers an error, as it would with the database gone) rather than hanging.
 */
export function redisSharedState(url: string, log: (err: Error) => void): SharedState {
  const redis = new Redis(url, {
    keyPrefix: 'tack:',
    connectTimeout: 5_000,
    maxRetriesPerRequest: 1,
    scripts: { tackCount: { lua: COUNT_LUA, numberOfKeys: 1 } },
  });
  let lastLog = 0;
  redis.on('error', (err: Error) => {
    if (Date.now() - lastLog < LOG_EVERY_MS) return;
    lastLog = Date.now();
    log(err);
  });
  const limit = (key: string) => `limit:${key}`;
  const cache = (key: string) => `cache:${key}`;
  return {
    kind: 'redis',
    async count(key, windowMs, now): Promise<Window> {
      const [count, resetsAt] = await redis.tackCount(limit(key), now, windowMs);
      return { count: Number(count), resetsAt: Number(resetsAt) };
    },
    async peek(key, now) {
      const [count, resetsAt] = await redis.hmget(limit(key), 'count', 'resets_at');
      if (count == null || resetsAt == null || Number(resetsAt) <= now) return null;
      return { count: Number(count), resetsAt: Number(resetsAt) };
    },
    async forget(key) {
      await redis.del(limit(key));
    },
    async recall(key, ttlMs, now) {
      const [value, at] = await redis.hmget(cache(key), 'value', 'at');
      if (value == null || at == null || now - Number(at) > ttlMs) return null;
      return value;
    },
    async remember(key, value, ttlMs, now) {
      await redis
        .multi()
        .hset(cache(key), 'value', value, 'at', String(now))
        .pexpire(cache(key), Math.max(1, ttlMs))
        .exec();
    },
    async check() {
      await redis.ping();
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
