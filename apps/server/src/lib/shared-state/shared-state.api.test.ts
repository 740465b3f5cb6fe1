import { expect, it } from 'vitest';
import { describeSharedStates } from '../../../test/shared-states.ts';

// One contract, two stores: the database (each engine) and Redis (REDIS_URL) answer alike, with
// the caller's clock, so a node switched to Redis keeps every limit and cache rule.
describeSharedStates('shared state', (store) => {
  it('counts attempts in a fixed window, and starts a new window once it ends', async () => {
    const { state } = store();
    expect(await state.count('w1', 60_000, 1_000)).toEqual({ count: 1, resetsAt: 61_000 });
    expect(await state.count('w1', 60_000, 30_000)).toEqual({ count: 2, resetsAt: 61_000 });
    expect(await state.count('w1', 60_000, 60_999)).toEqual({ count: 3, resetsAt: 61_000 });
    expect(await state.count('w1', 60_000, 61_000)).toEqual({ count: 1, resetsAt: 121_000 });
    // Real clocks: epoch milliseconds survive the store exactly.
    const now = Date.now();
    expect(await state.count('w2', 600_000, now)).toEqual({ count: 1, resetsAt: now + 600_000 });
  });

  it('peeks at an open window without counting, and forgets one', async () => {
    const { state } = store();
    expect(await state.peek('p1', 0)).toBeNull();
    await state.count('p1', 10_000, 0);
    await state.count('p1', 10_000, 5);
    expect(await state.peek('p1', 9_999)).toEqual({ count: 2, resetsAt: 10_000 });
    expect(await state.peek('p1', 9_999)).toEqual({ count: 2, resetsAt: 10_000 });
    expect(await state.peek('p1', 10_000)).toBeNull();
    await state.forget('p1');
    expect(await state.peek('p1', 1)).toBeNull();
    expect(await state.count('p1', 10_000, 1)).toEqual({ count: 1, resetsAt: 10_001 });
  });

  it('never loses a count when many processes count at once', async () => {
    const { state } = store();
    const counts = await Promise.all(
      Array.from({ length: 40 }, () => state.count('busy', 60_000, 0)),
    );
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('keeps windows apart by key', async () => {
    const { state } = store();
    await state.count('a', 60_000, 0);
    await state.count('a', 60_000, 0);
    expect((await state.count('b', 60_000, 0)).count).toBe(1);
  });

  it('remembers a value for its time to live, then answers nothing', async () => {
    const { state } = store();
    expect(await state.recall('page', 600_000, 0)).toBeNull();
    await state.remember('page', '{"title":"Lemon cake"}', 600_000, 1_000);
    expect(await state.recall('page', 600_000, 600_000)).toBe('{"title":"Lemon cake"}');
    expect(await state.recall('page', 600_000, 601_001)).toBeNull();
    // Remembered again: fresh from the new time.
    await state.remember('page', '{"title":"Lime cake"}', 600_000, 700_000);
    expect(await state.recall('page', 600_000, 800_000)).toBe('{"title":"Lime cake"}');
  });

  it('answers its readiness check', async () => {
    await expect(store().state.check()).resolves.toBeUndefined();
  });
});
