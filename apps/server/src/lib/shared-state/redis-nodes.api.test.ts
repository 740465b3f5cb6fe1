import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Db } from '../../db/dialect.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { dataOf, testClient } from '../../../test/client.ts';
import { redisAvailable, startRedis, type RedisProcess } from '../../../test/redis-server.ts';

/**
 * With REDIS_URL, limits live in Redis: two nodes (two apps, each with its own connection to one
 * database) count one login limit and one v5 token limit there, nothing in the database, and
 * /readyz names Redis, which takes a node out while Redis is gone.
 */
describe.skipIf(!redisAvailable)('nodes sharing limits through Redis (REDIS_URL)', () => {
  let redis: RedisProcess;
  let dir: string;
  const databases: Db[] = [];
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-test-redis-nodes-'));
    const url = `sqlite:${path.join(dir, 'tack.db')}`;
    databases.push(openDatabase(url), openDatabase(url));
    await migrateToLatest(databases[0]!.db);
    const config = loadConfig({
      TACK_DEMO: '0',
      LOG_LEVEL: 'silent',
      DATA_DIR: dir,
      REDIS_URL: redis.url,
      LOGIN_RATE_LIMIT: '3',
      API_RATE_LIMIT_READ: '3',
    });
    for (const database of databases) apps.push(await buildApp(config, { database }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await redis.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const login = async (app: FastifyInstance) => {
    const token = 'A'.repeat(43);
    const res = await app.inject({
      method: 'POST',
      url: '/resource/UserSessionResource/create/',
      headers: { cookie: `csrftoken=${token}`, 'x-csrftoken': token },
      payload: { options: { email: 'nobody@example.com', password: 'wrong password here' } },
    });
    return res;
  };

  it('counts login attempts made through either node against one limit', async () => {
    const statuses = [];
    for (const app of [apps[0]!, apps[1]!, apps[0]!, apps[1]!])
      statuses.push((await login(app)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Counted in Redis: nothing of it is in the database.
    expect(await databases[0]!.db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
  });

  it('counts a v5 token’s reads through either node against one limit', async () => {
    const person = testClient(apps[0]!);
    await person.signup('redis_reader');
    const created = await person.resource('PersonalTokenResource', 'create', {
      name: 'script',
      scopes: ['user_accounts:read'],
    });
    const token = dataOf(created).token as string;
    const read = async (app: FastifyInstance) =>
      (
        await app.inject({
          method: 'GET',
          url: '/v5/user_account',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode;
    const statuses = [];
    for (const app of [apps[0]!, apps[1]!, apps[0]!, apps[1]!]) statuses.push(await read(app));
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await databases[0]!.db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
  });

  it('names Redis in /readyz, and answers 503 while Redis is gone', async () => {
    const ready = await apps[0]!.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks).toEqual({ database: 'ok', storage: 'ok', redis: 'ok' });
    await redis.stop();
    const gone = await apps[0]!.inject({ url: '/readyz' });
    expect(gone.statusCode).toBe(503);
    expect(gone.json().checks.redis).toMatch(/^failed: /);
    expect(gone.json().checks.database).toBe('ok');
    // A request that needs a limit fails at once with an error, rather than hanging.
    const started = Date.now();
    expect((await login(apps[1]!)).statusCode).toBeGreaterThanOrEqual(500);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
