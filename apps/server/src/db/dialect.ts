import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Database } from './database.ts';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

/** Opens the database named by a `sqlite:<path>` or `postgres://` URL. */
export function openDatabase(url: string): Db {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, engine: 'sqlite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client can lose its connection (server restart, admin termination). pg reports it on
  // the pool; without a listener that would crash the process. The next query reconnects.
  pool.on('error', (err) => console.warn(`postgres: idle connection lost: ${err.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}
