import { sql } from 'kysely';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { withPostgresDatabase } from '../../test/engines.ts';
import { openDatabase, POOL_IDLE_MS } from './dialect.ts';

// The app's PostgreSQL pool keeps an idle connection (and what it has prepared) for minutes,
// not pg's default 10 s (dialect.ts, decision 0032).
describe.skipIf(!inject('pgUrl'))('the PostgreSQL pool keeps its idle connections', () => {
  afterEach(() => void vi.useRealTimers());

  it('answers on the same connection after a quiet minute, and lets it go after POOL_IDLE_MS', async () => {
    await withPostgresDatabase(async (url) => {
      // Only the timers: the pool's idle timeout is one; sockets stay real.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const { db, close } = openDatabase(url, { poolSize: 1 });
      const backend = async () =>
        (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;
      try {
        const first = await backend();
        vi.advanceTimersByTime(60_000);
        expect(await backend()).toBe(first);
        vi.advanceTimersByTime(POOL_IDLE_MS + 1_000);
        expect(await backend()).not.toBe(first);
      } finally {
        vi.useRealTimers();
        await close();
      }
    });
  });
});
