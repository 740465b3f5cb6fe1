import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from '../../test/engines.ts';
import { describeSharedStates } from '../../test/shared-states.ts';
import {
  twoAppsOnOneDatabase,
  v5Read,
  v5Token,
  wrongLogin,
  type TwoApps,
} from '../../test/two-apps.ts';
import { createRateLimiter, hashedKey } from './rate-limiter.ts';

describeSharedStates('rate limiter', (store, name) => {
  it('allows max attempts per window, then says how long to wait', async () => {
    const rl = createRateLimiter(store().state, 'a', { max: 3, windowMs: 60_000 });
    const first = [];
    for (let i = 0; i < 3; i++) first.push((await rl.hit('k', 1_000)).allowed);
    expect(first).toEqual([true, true, true]);
    expect(await rl.hit('k', 31_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect((await rl.hit('other', 31_000)).allowed).toBe(true);
    // A window that ended starts again.
    expect((await rl.hit('k', 61_000)).allowed).toBe(true);
  });

  it('keeps limiters with the same keys apart by name, and stores only hashes', async () => {
    const one = createRateLimiter(store().state, 'one', { max: 1, windowMs: 60_000 });
    const two = createRateLimiter(store().state, 'two', { max: 1, windowMs: 60_000 });
    expect((await one.hit('alice@example.com', 0)).allowed).toBe(true);
    expect((await two.hit('alice@example.com', 0)).allowed).toBe(true);
    expect((await one.hit('alice@example.com', 0)).allowed).toBe(false);
    const keys = await store().limitKeys();
    expect(keys).toContain(hashedKey('one', 'alice@example.com'));
    expect(keys.every((k) => /^[0-9a-f]{64}$/.test(k))).toBe(true);
  });

  it('checks without counting, and resets a key', async () => {
    const rl = createRateLimiter(store().state, 'c', { max: 2, windowMs: 60_000 });
    expect(await rl.check('k', 0)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    await rl.hit('k', 0);
    expect((await rl.check('k', 1_000)).allowed).toBe(true);
    expect((await rl.check('k', 1_000)).allowed).toBe(true);
    await rl.hit('k', 1_000);
    expect(await rl.check('k', 2_000)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect((await rl.check('k', 60_000)).allowed).toBe(true);
    await rl.reset('k');
    expect((await rl.check('k', 2_000)).allowed).toBe(true);
  });

  it('never loses a count to concurrent hits', async () => {
    const rl = createRateLimiter(store().state, 'd', { max: 5, windowMs: 60_000 });
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => rl.hit('k', 0)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
  });

  it('lets windows that ended go', async () => {
    const rl = createRateLimiter(store().state, 'e', { max: 1, windowMs: 50 });
    const old = hashedKey('e', 'old');
    if (name === 'redis') {
      // Redis expires the key by its own clock once the window is over.
      await rl.hit('old');
      expect(await store().limitKeys()).toContain(old);
      await new Promise((r) => setTimeout(r, 150));
    } else {
      await rl.hit('old', 0);
      // The next hit a minute later prunes the ended window before counting its own.
      await rl.hit('new', 10 * 60_000);
    }
    expect(await store().limitKeys()).not.toContain(old);
  });
});

/**
 * Two server processes (TACK_WORKERS) are two apps, each with its own connection, on one
 * database: a limit counted by one holds in the other.
 */
describeEngines('rate limits across server processes', (engine) => {
  let two: TwoApps;
  beforeAll(async () => {
    two = await twoAppsOnOneDatabase(engine, { LOGIN_RATE_LIMIT: '3', API_RATE_LIMIT_READ: '3' });
  });
  afterAll(() => two.close());

  it('counts login attempts made through either app against one limit', async () => {
    const [a, b] = two.apps;
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push(await wrongLogin(app));
    // Three wrong passwords (401), then the limit, whichever process answers.
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('counts a v5 token’s reads made through either app against one limit', async () => {
    const [a, b] = two.apps;
    const token = await v5Token(a, 'reader');
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push(await v5Read(app, token));
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
