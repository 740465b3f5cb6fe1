import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAvailable, startRedis, type RedisProcess } from '../../../test/redis-server.ts';
import {
  twoAppsOnOneDatabase,
  v5Read,
  v5Token,
  wrongLogin,
  type TwoApps,
} from '../../../test/two-apps.ts';

/**
 * With REDIS_URL, limits live in Redis: two nodes (two apps, each with its own connection to one
 * database) count one login limit and one v5 token limit there, nothing in the database, and
 * /readyz names Redis, which takes a node out while Redis is gone.
 */
describe.skipIf(!redisAvailable)('nodes sharing limits through Redis (REDIS_URL)', () => {
  let redis: RedisProcess;
  let two: TwoApps;
  beforeAll(async () => {
    redis = await startRedis();
    two = await twoAppsOnOneDatabase('sqlite', {
      REDIS_URL: redis.url,
      LOGIN_RATE_LIMIT: '3',
      API_RATE_LIMIT_READ: '3',
    });
  });
  afterAll(async () => {
    await two.close();
    await redis.stop();
  });
  const limitRows = () => two.databases[0].db.selectFrom('rate_limits').selectAll().execute();

  it('counts login attempts made through either node against one limit', async () => {
    const [a, b] = two.apps;
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push(await wrongLogin(app));
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Counted in Redis: nothing of it is in the database.
    expect(await limitRows()).toEqual([]);
  });

  it('counts a v5 token’s reads through either node against one limit', async () => {
    const [a, b] = two.apps;
    const token = await v5Token(a, 'redis_reader');
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push(await v5Read(app, token));
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await limitRows()).toEqual([]);
  });

  it('names Redis in /readyz, and answers 503 while Redis is gone', async () => {
    const [a, b] = two.apps;
    const ready = await a.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks).toEqual({ database: 'ok', storage: 'ok', redis: 'ok' });
    await redis.stop();
    const gone = await a.inject({ url: '/readyz' });
    expect(gone.statusCode).toBe(503);
    expect(gone.json().checks.redis).toMatch(/^failed: /);
    expect(gone.json().checks.database).toBe('ok');
    // A request that needs a limit fails at once with an error, rather than hanging.
    const started = Date.now();
    expect(await wrongLogin(b)).toBeGreaterThanOrEqual(500);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
