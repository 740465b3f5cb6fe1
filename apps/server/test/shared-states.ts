import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { Db } from '../src/db/dialect.ts';
import { dbSharedState } from '../src/lib/shared-state/db-shared-state.ts';
import { redisSharedState } from '../src/lib/shared-state/redis-shared-state.ts';
import type { SharedState } from '../src/lib/shared-state/shared-state.ts';
import { createTestDb } from './engines.ts';
import { redisAvailable, startRedis, type RedisProcess } from './redis-server.ts';

export type StoreName = 'sqlite' | 'postgres' | 'redis';

export interface TestStore {
  state: SharedState;
  /** Every rate-limit key the store holds, as stored. */
  limitKeys(): Promise<string[]>;
  /** Every cached value's key the store holds, as stored. */
  cacheKeys(): Promise<string[]>;
}

/**
 * `describe` once per shared-state store: the database on each engine and Redis (a redis-server
 * this file starts). Each is marked skipped, not dropped, when this machine lacks it.
 */
export function describeSharedStates(
  title: string,
  fn: (store: () => TestStore, name: StoreName) => void,
) {
  const each: [StoreName, boolean][] = [
    ['sqlite', true],
    ['postgres', Boolean(inject('pgUrl'))],
    ['redis', redisAvailable],
  ];
  for (const [name, available] of each)
    describe.skipIf(!available)(`${title} [${name}]`, () => {
      let store: TestStore;
      let close: () => Promise<void>;
      beforeAll(async () => {
        ({ store, close } = await openStore(name));
      });
      afterAll(() => close());
      fn(() => store, name);
    });
}

async function openStore(name: StoreName): Promise<{ store: TestStore; close(): Promise<void> }> {
  if (name === 'redis') {
    const server: RedisProcess = await startRedis();
    const state = redisSharedState(server.url, (err) => console.warn(err));
    const reader = new Redis(server.url);
    return {
      store: {
        state,
        limitKeys: async () =>
          (await reader.keys('tack:limit:*')).map((k) => k.slice('tack:limit:'.length)),
        cacheKeys: async () =>
          (await reader.keys('tack:cache:*')).map((k) => k.slice('tack:cache:'.length)),
      },
      close: async () => {
        await state.close();
        reader.disconnect();
        await server.stop();
      },
    };
  }
  const db: Db = await createTestDb(name);
  return {
    store: {
      state: dbSharedState(db.db),
      limitKeys: async () =>
        (await db.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key),
      cacheKeys: async () =>
        (await db.db.selectFrom('page_reads').select('key').execute()).map((r) => r.key),
    },
    close: () => db.close(),
  };
}
