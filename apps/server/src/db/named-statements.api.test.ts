import pg from 'pg';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { withPostgresDatabase } from '../../test/engines.ts';
import { openDatabase } from './dialect.ts';
import { PLANNED_EACH_RUN, withNamedStatements } from './named-statements.ts';

// PostgreSQL's statements prepared once a connection (named-statements.ts, decision 0032).
describe.skipIf(!inject('pgUrl'))('PostgreSQL statements prepared once a connection', () => {
  /**
   * `fn` with a connection of a pool naming up to `size` statements, on a new database (as
   * Kysely does: it takes a connection from the pool and queries on it).
   */
  const withConnection = (size: number, fn: (c: pg.PoolClient, url: string) => Promise<void>) =>
    withPostgresDatabase(async (url) => {
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      withNamedStatements(pool, size);
      const connection = await pool.connect();
      try {
        await fn(connection, url);
      } finally {
        connection.release();
        await pool.end();
      }
    });
  /** The texts of the statements prepared on the connection (asked unnamed: no parameters). */
  const prepared = async (c: pg.PoolClient) =>
    (await c.query<{ statement: string }>('select statement from pg_prepared_statements')).rows
      .map((r) => r.statement)
      .sort();

  it('prepares a statement with parameters once, and it answers each time', async () => {
    await withConnection(10, async (c) => {
      const text = 'select $1::int + 1 as n';
      expect((await c.query(text, [1])).rows).toEqual([{ n: 2 }]);
      expect((await c.query(text, [41])).rows).toEqual([{ n: 42 }]);
      expect(await prepared(c)).toEqual([text]);
    });
  });

  it('leaves a statement marked to be planned each run unnamed', async () => {
    await withConnection(10, async (c) => {
      const text = `select ${PLANNED_EACH_RUN} $1::int * 3 as n`;
      expect((await c.query(text, [2])).rows).toEqual([{ n: 6 }]);
      expect((await c.query(text, [3])).rows).toEqual([{ n: 9 }]);
      expect(await prepared(c)).toEqual([]);
    });
  });

  it('names only the first statements a connection sees; later ones still answer', async () => {
    await withConnection(2, async (c) => {
      const texts = ['select $1::int as a', 'select $1::int as b', 'select $1::int as c'];
      for (const [i, text] of texts.entries())
        expect(Object.values((await c.query(text, [i])).rows[0])).toEqual([i]);
      expect(await prepared(c)).toEqual(texts.slice(0, 2));
    });
  });

  it('answers when a table changed its columns after the statement was prepared', async () => {
    await withConnection(10, async (c, url) => {
      await c.query('create table t (a int)');
      await c.query('insert into t values (1)');
      const text = 'select * from t where a = $1';
      expect((await c.query(text, [1])).rows).toEqual([{ a: 1 }]);
      // Another node's migration, on its own connection.
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      await other.query('alter table t add column b int');
      await other.end();
      expect((await c.query(text, [1])).rows).toEqual([{ a: 1, b: null }]);
      expect((await c.query(text, [1])).rows).toEqual([{ a: 1, b: null }]);
    });
  });

  it("is how the app's database runs Kysely's statements", async () => {
    await withPostgresDatabase(async (url) => {
      const { db, close } = openDatabase(url);
      try {
        const statements = await db.connection().execute(async (c) => {
          const query = sql<{ n: number }>`select ${5}::int * 2 as n`;
          expect((await query.execute(c)).rows).toEqual([{ n: 10 }]);
          await query.execute(c);
          return (
            await sql<{
              statement: string;
            }>`select statement from pg_prepared_statements where statement like '%* 2 as n'`.execute(
              c,
            )
          ).rows;
        });
        expect(statements).toEqual([{ statement: 'select $1::int * 2 as n' }]);
      } finally {
        await close();
      }
    });
  });
});
