import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Engine } from '../db/dialect.ts';

/**
 * A seeded world that each matrix cell can re-read and undo, on one open database (the app keeps
 * its connection):
 * - every row written in any table is logged by a trigger into `authz_changes` (inside the
 *   writer's transaction, so a rolled-back write leaves no entry): a denied call must log nothing;
 * - `restore()` puts back only the tables that changed, from a copy taken after seeding
 *   (SQLite: `VACUUM INTO` a file, attached; PostgreSQL: a schema of copies). That costs a few
 *   milliseconds where a fresh database per cell would cost a hundred.
 */
export interface Snapshot {
  /** Tables written since the last `clear()` or `restore()`, sorted. */
  changes(): Promise<string[]>;
  clear(): Promise<void>;
  /** Puts the changed tables back as they were when the snapshot was taken. */
  restore(): Promise<string[]>;
  /** Removes the seed copy (SQLite's file; PostgreSQL's schema goes with its database). */
  dispose(): Promise<void>;
}

const LOG = 'authz_changes';

/**
 * Bookkeeping written whoever asks, not a change the call makes: a session's or an API token's
 * last use (written at most once a minute, so it lands in whichever cell comes next), and a
 * queued email's delivery (the mail job sends what an earlier cell, or the restored seed,
 * queued, in whichever cell is running: a CI run once saw it in a refused call's cell). Updates
 * touching only these columns are not logged; a new email still is.
 */
const ACTIVITY_COLUMNS: Record<string, string[]> = {
  sessions: ['last_used_at', 'last_ip'],
  api_grants: ['last_used_at'],
  mail_outbox: ['status', 'sent_at', 'error', 'text_body', 'html_body'],
};

/**
 * Rows the server's own background work writes, whoever asked what: the recurring jobs'
 * rows (the notification email sweep reschedules itself in the jobs table every so often, so
 * its writes land in whichever cell is running). Writes to other rows of these tables count.
 */
const BACKGROUND_ROWS: Record<string, string> = { jobs: "id like 'recurring:%'" };

/**
 * Tables where only an insert is a request's change: a request enqueues a job, and only the job
 * worker claims, finishes or prunes one. (A restore brings back the seed's queued jobs, and the
 * worker may take them up in whichever cell runs next; on a slow machine it did.)
 */
const INSERT_ONLY = new Set(['jobs']);

/**
 * Tables only background work writes: the pin stats rollup's (a recurring job, and a step before
 * every stats read, whoever asks) sums of the event log. Neither logged nor restored; the event
 * log they are made from is. And the rate limiters' counts, which any attempt writes, refused
 * or not (they carry over from cell to cell, as they did in memory before they moved here).
 */
const BACKGROUND_TABLES = new Set(['pin_daily_stats', 'event_rollups', 'rate_limits']);

/** SQLite: the trigger's `when`, leaving out background rows (`row` is new or old). */
const sqliteWhen = (table: string, row: 'new' | 'old') =>
  BACKGROUND_ROWS[table] ? ` when not (${row}.${BACKGROUND_ROWS[table]})` : '';

/** `update` or `update of <the other columns>` for a trigger on `table`. */
const updateEvent = (table: string, columns: string[]) => {
  const skip = ACTIVITY_COLUMNS[table];
  if (!skip) return 'update';
  return `update of ${columns
    .filter((c) => !skip.includes(c))
    .map(quote)
    .join(', ')}`;
};
type Db = Kysely<Database>;
const raw = (db: Db, text: string) => sql.raw(text).execute(db);
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function takeSnapshot(db: Db, engine: Engine): Promise<Snapshot> {
  return engine === 'sqlite' ? sqliteSnapshot(db) : postgresSnapshot(db);
}

async function sqliteTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table'
      and name not like 'sqlite_%' and name not like 'pins_fts%' and name not like 'kysely_%'`.execute(
    db,
  );
  return rows.map((r) => r.name).filter((t) => !BACKGROUND_TABLES.has(t));
}

async function sqliteSnapshot(db: Db): Promise<Snapshot> {
  const tables = await sqliteTables(db);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-authz-'));
  const file = path.join(dir, 'seed.db');
  await sql`vacuum into ${file}`.execute(db);
  await sql`attach database ${file} as seed`.execute(db);
  // Temporary: connection-local, never in the database file nor in the seed copy.
  await raw(db, `create temp table ${LOG} (tbl text not null)`);
  for (const t of tables) {
    const { rows: cols } = await sql<{ name: string }>`
      select name from pragma_table_info(${t})`.execute(db);
    const columns = cols.map((c) => c.name);
    for (const op of INSERT_ONLY.has(t) ? ['insert'] : ['insert', 'update', 'delete'])
      await raw(
        db,
        `create temp trigger ${quote(`authz_${op}_${t}`)}
         after ${op === 'update' ? updateEvent(t, columns) : op} on main.${quote(t)}
         ${sqliteWhen(t, op === 'delete' ? 'old' : 'new')}
         begin insert into ${LOG} (tbl) values ('${t}'); end`,
      );
  }
  const snap: Snapshot = {
    changes: () => changedTables(db),
    clear: async () => void (await raw(db, `delete from ${LOG}`)),
    async restore() {
      const changed = await changedTables(db);
      if (!changed.length) return changed;
      await raw(db, 'pragma foreign_keys = off');
      try {
        await db.transaction().execute(async (trx) => {
          for (const t of changed) {
            await raw(trx, `delete from main.${quote(t)}`);
            await raw(trx, `insert into main.${quote(t)} select * from seed.${quote(t)}`);
          }
        });
      } finally {
        await raw(db, 'pragma foreign_keys = on');
      }
      await snap.clear();
      return changed;
    },
    async dispose() {
      await raw(db, 'detach database seed').catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return snap;
}

async function postgresSnapshot(db: Db): Promise<Snapshot> {
  const { rows: all } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not like 'kysely_%'`.execute(db);
  const tables = all.filter((t) => !BACKGROUND_TABLES.has(t.name));
  const { rows: cols } = await sql<{ t: string; c: string }>`
    select table_name as t, column_name as c from information_schema.columns
    where table_schema = 'public' and is_generated = 'NEVER' order by ordinal_position`.execute(db);
  const columns = new Map<string, string>();
  for (const { name } of tables)
    columns.set(
      name,
      cols
        .filter((c) => c.t === name)
        .map((c) => quote(c.c))
        .join(', '),
    );
  await raw(db, 'create schema authz_seed');
  for (const { name } of tables)
    await raw(db, `create table authz_seed.${quote(name)} as table public.${quote(name)}`);
  await raw(db, `create table ${LOG} (tbl text not null)`);
  await raw(
    db,
    `create function authz_log() returns trigger language plpgsql as $$
     begin
       -- Nested: a table without the column must never have its row read for it.
       if tg_table_name = 'jobs' then
         if new.${BACKGROUND_ROWS.jobs} then return null; end if;
       end if;
       insert into ${LOG} (tbl) values (tg_table_name); return null;
     end $$`,
  );
  for (const { name } of tables) {
    const names = cols.filter((c) => c.t === name).map((c) => c.c);
    await raw(
      db,
      `create trigger authz_log after ${INSERT_ONLY.has(name) ? 'insert' : `insert or ${updateEvent(name, names)} or delete`}
       on public.${quote(name)} for each row execute function authz_log()`,
    );
  }
  const snap: Snapshot = {
    changes: () => changedTables(db),
    clear: async () => void (await raw(db, `delete from ${LOG}`)),
    async restore() {
      const changed = await changedTables(db);
      if (!changed.length) return changed;
      await db.transaction().execute(async (trx) => {
        // Replica mode: no triggers and no foreign-key actions while the rows go back.
        await raw(trx, 'set local session_replication_role = replica');
        for (const t of changed) {
          const c = columns.get(t)!;
          await raw(trx, `delete from public.${quote(t)}`);
          await raw(
            trx,
            `insert into public.${quote(t)} (${c}) select ${c} from authz_seed.${quote(t)}`,
          );
        }
      });
      await snap.clear();
      return changed;
    },
    dispose: async () => {},
  };
  return snap;
}

async function changedTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ tbl: string }>`select distinct tbl from ${sql.raw(LOG)}`.execute(db);
  return rows.map((r) => r.tbl).sort();
}
