import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, type SqliteDatabase } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Database } from './database.ts';
import { withNamedStatements } from './named-statements.ts';
import { LockWaitingSqliteDialect, waitingOutLocks } from './sqlite-lock-wait.ts';
import { withCompiledRows } from './sqlite-rows.ts';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  engine: Engine;
  /**
   * Resolves once the database answers a read (`/readyz`). Straight to the driver: through
   * Kysely the same statement cost twice as much, and health checks come often.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connections this process may hold (each server worker has its own pool). */
  poolSize?: number;
}

/**
 * How long a pooled PostgreSQL connection is kept while idle (pg's default is 10 s). A new
 * connection starts with empty caches and none of its statements prepared (decision 0032): at
 * 200,000 pins its first common-word search took 125-180 ms against 38 on a connection that had
 * run it. With 10 s, a server whose requests come more than 10 s apart paid that on most of them.
 */
export const POOL_IDLE_MS = 5 * 60_000;

/**
 * Settings each PostgreSQL connection starts with. No parallel workers: a request's statements
 * are short and many run at once, and a worker is a process started for the statement. The
 * planner chose one to sort a rare word's hundred search matches, 6-8 ms to start against
 * 2 ms for the whole statement without (decision 0036). An operator's own `PGOPTIONS` come
 * after these and win, as do `options` in `DATABASE_URL` (which replace them).
 */
export const CONNECTION_OPTIONS = ['-c max_parallel_workers_per_gather=0', process.env.PGOPTIONS]
  .filter(Boolean)
  .join(' ');

/** Opens the database named by a `sqlite:<path>` or `postgres://` URL. */
export function openDatabase(url: string, opts: OpenOptions = {}): Db {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sqlite = new SQLite(file);
    // WAL: readers in every server process go on while one writes. A writer that finds another
    // process's write under way waits up to 5 s for it, between tries, without stopping this
    // process (LockWaitingSqliteDialect); SQLite's own busy_timeout would wait inside the call.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 0');
    sqlite.pragma('synchronous = NORMAL');
    const db = new Kysely<Database>({
      dialect: new LockWaitingSqliteDialect({ database: withStatementCache(sqlite) }),
    });
    // Reads the file (the schema table), unlike `select 1`.
    const probe = sqlite.prepare('select 1 from sqlite_master limit 1');
    const ping = () => waitingOutLocks(async () => void probe.get());
    return { db, engine: 'sqlite', ping, close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 10,
    options: CONNECTION_OPTIONS,
    idleTimeoutMillis: POOL_IDLE_MS,
    // Idle connections do not keep a process alive (a command that forgot to close its pool).
    allowExitOnIdle: true,
  });
  // An idle client can lose its connection (server restart, admin termination). pg reports it on
  // the pool; without a listener that would crash the process. The next query reconnects.
  pool.on('error', (err) => console.warn(`postgres: idle connection lost: ${err.message}`));
  withNamedStatements(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const ping = async () => void (await pool.query('select 1'));
  return { db, engine: 'postgres', ping, close: () => db.destroy() };
}

type CachedStatement = ReturnType<typeof withCompiledRows>;

/** Distinct statements kept prepared; past it the least recently used one is dropped. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * The connection as Kysely's SQLite driver sees it, with each statement prepared once: Kysely
 * asks `prepare(sql)` for every query, and preparing (parsing and planning) cost as much as
 * running a feed's small lookups. Statements are keyed by their SQL text; SQLite re-prepares one
 * itself after a schema change. A statement still being iterated (a streamed query) is busy, so
 * the same SQL meanwhile gets a fresh, uncached one. A statement that reads rows makes them with
 * a row builder compiled for its columns (`withCompiledRows`).
 *
 * Kysely opens transactions with a plain `begin`, which takes the write lock only at the first
 * write: two processes that both read and then write would fail with SQLITE_BUSY instead of
 * waiting. `begin immediate` takes the write lock first, waiting out another process's write
 * (LockWaitingSqliteDialect), so one writer at a time goes through.
 */
export function withStatementCache(
  sqlite: SQLite.Database,
  size = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const cache = new Map<string, CachedStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      if (sql === 'begin') sql = 'begin immediate';
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Most recently used last: a Map iterates in insertion order.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = withCompiledRows(sqlite.prepare(sql));
      if (cached) return statement;
      cache.set(sql, statement);
      if (cache.size > size) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}
