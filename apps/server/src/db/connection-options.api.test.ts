import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { withPostgresDatabase } from '../../test/engines.ts';
import { openDatabase } from './dialect.ts';

// The app's PostgreSQL connections start without parallel workers (dialect.ts, decision 0036).
describe.skipIf(!inject('pgUrl'))('PostgreSQL connections', () => {
  it('plan without parallel workers, on every connection of the pool', async () => {
    await withPostgresDatabase(async (url) => {
      const { db, close } = openDatabase(url, { poolSize: 2 });
      const setting = async () =>
        (
          await sql<{
            v: string;
          }>`select current_setting('max_parallel_workers_per_gather') as v`.execute(db)
        ).rows[0]!.v;
      try {
        // Two at once: both connections of the pool answer.
        expect(await Promise.all([setting(), setting()])).toEqual(['0', '0']);
      } finally {
        await close();
      }
    });
  });
});
