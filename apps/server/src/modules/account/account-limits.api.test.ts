import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/dialect.ts';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { dbSharedState } from '../../lib/shared-state/db-shared-state.ts';
import { createTestDb, describeEngines } from '../../../test/engines.ts';
import { hitAccountLimits } from './account-limits.ts';

describeEngines('account mail limits', (engine) => {
  let db: Db;
  let n = 0;
  beforeAll(async () => {
    db = await createTestDb(engine);
  });
  afterAll(() => db.close());
  // Fresh limiters for each test (their own names, so their own windows).
  const limits = () => {
    n += 1;
    return {
      perAccount: createRateLimiter(dbSharedState(db.db), `account-${n}`, {
        max: 2,
        windowMs: 60_000,
      }),
      perClient: createRateLimiter(dbSharedState(db.db), `client-${n}`, {
        max: 3,
        windowMs: 60_000,
      }),
    };
  };

  it('refuses past either limit, and says how long to wait', async () => {
    const l = limits();
    expect((await hitAccountLimits(l, 'ip', 'reset:a', 0)).allowed).toBe(true);
    expect((await hitAccountLimits(l, 'ip', 'reset:a', 1)).allowed).toBe(true);
    expect(await hitAccountLimits(l, 'ip', 'reset:a', 2)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    expect((await hitAccountLimits(l, 'ip', 'reset:b', 3)).allowed).toBe(true);
    expect((await hitAccountLimits(l, 'ip', 'reset:c', 4)).allowed).toBe(false); // the client's fourth
    expect((await hitAccountLimits(l, 'ip2', 'reset:c', 5)).allowed).toBe(true);
  });

  it('a refused attempt uses up neither budget', async () => {
    const l = limits();
    for (let i = 0; i < 3; i++) await hitAccountLimits(l, 'busy', `reset:${i}`, 0);
    // The busy client is refused for the victim's address many times...
    for (let i = 0; i < 10; i++)
      expect((await hitAccountLimits(l, 'busy', 'reset:victim', 1)).allowed).toBe(false);
    // ...and the victim still has their whole allowance from elsewhere.
    expect((await hitAccountLimits(l, 'home', 'reset:victim', 2)).allowed).toBe(true);
    expect((await hitAccountLimits(l, 'home', 'reset:victim', 3)).allowed).toBe(true);
  });

  it('opens again after the window', async () => {
    const l = limits();
    await hitAccountLimits(l, 'ip', 'k', 0);
    await hitAccountLimits(l, 'ip', 'k', 0);
    expect((await hitAccountLimits(l, 'ip', 'k', 59_999)).allowed).toBe(false);
    expect((await hitAccountLimits(l, 'ip', 'k', 60_000)).allowed).toBe(true);
  });
});
