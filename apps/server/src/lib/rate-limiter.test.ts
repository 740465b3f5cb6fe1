import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, describeEngines } from '../../test/engines.ts';
import type { Db } from '../db/dialect.ts';
import {
  createDbRateLimiter,
  createRateLimiter,
  type RateLimit,
  type RateLimiter,
} from './rate-limiter.ts';

/** The same rules, whichever store counts: in memory, or in the database on either engine. */
function limiterRules(make: (name: string, limit: RateLimit) => RateLimiter) {
  it('allows max attempts per window, then says how long to wait', async () => {
    const rl = make('a', { max: 3, windowMs: 60_000 });
    const first = [];
    for (let i = 0; i < 3; i++) first.push((await rl.hit('k', 1_000)).allowed);
    expect(first).toEqual([true, true, true]);
    const blocked = await rl.hit('k', 31_000);
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterSeconds).toBe(30);
    expect((await rl.hit('other', 31_000)).allowed).toBe(true);
    expect((await rl.hit('k', 61_000)).allowed).toBe(true);
  });

  it('checks without counting', async () => {
    const rl = make('b', { max: 2, windowMs: 60_000 });
    expect(await rl.check('k', 0)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    await rl.hit('k', 0);
    expect((await rl.check('k', 1_000)).allowed).toBe(true);
    expect((await rl.check('k', 1_000)).allowed).toBe(true);
    await rl.hit('k', 1_000);
    expect(await rl.check('k', 2_000)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect((await rl.check('k', 60_000)).allowed).toBe(true);
  });

  it('reset forgets a key', async () => {
    const rl = make('c', { max: 1, windowMs: 60_000 });
    await rl.hit('k', 0);
    expect((await rl.hit('k', 1)).allowed).toBe(false);
    await rl.reset('k');
    expect((await rl.hit('k', 2)).allowed).toBe(true);
  });
}

describe('rate limiter in memory', () => {
  limiterRules((_, limit) => createRateLimiter(limit));

  it('never holds more than maxKeys windows', async () => {
    const rl = createRateLimiter({ max: 1, windowMs: 10, maxKeys: 2 });
    await rl.hit('a', 0);
    await rl.hit('b', 0);
    await rl.hit('c', 100);
    expect((await rl.hit('a', 100)).allowed).toBe(true);
  });
});

describeEngines('rate limiter in the database', (engine) => {
  let database: Db;
  beforeAll(async () => {
    database = await createTestDb(engine);
  });
  afterAll(() => database?.close());

  limiterRules((name, limit) => createDbRateLimiter(database.db, name, limit));

  it('two nodes on one database count the same attempts, none lost when they race', async () => {
    const limit = { max: 10, windowMs: 60_000 };
    const node1 = createDbRateLimiter(database.db, 'shared', limit);
    const node2 = createDbRateLimiter(database.db, 'shared', limit);
    const now = Date.now();
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? node1 : node2).hit('someone', now)),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10);
    expect((await node1.check('someone', now)).allowed).toBe(false);
    // Another limiter's name is another count.
    expect(
      (await createDbRateLimiter(database.db, 'other', limit).hit('someone', now)).allowed,
    ).toBe(true);
  });

  it('stores no key in the clear, and drops ended windows', async () => {
    const rl = createDbRateLimiter(database.db, 'private', { max: 5, windowMs: 1_000 });
    const t = Date.now();
    await rl.hit('alice@example.com', t);
    const keys = (await database.db.selectFrom('rate_limits').select('key').execute()).map(
      (r) => r.key,
    );
    expect(keys.join(' ')).not.toContain('alice');
    // A minute later, the next attempt anywhere deletes windows that have ended.
    await rl.hit('bob@example.com', t + 61_000);
    const left = await database.db
      .selectFrom('rate_limits')
      .select((e) => e.fn.countAll<number | string>().as('n'))
      .where('expires_at', '<=', t + 61_000)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });
});
