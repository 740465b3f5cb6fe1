// Loads the discovery benchmark's SQLite world (generate.ts) into a PostgreSQL database migrated
// by the app's own migrations, so both engines are measured on the same rows. Every table the
// generator filled is copied in batches of multi-row inserts with triggers and foreign keys off
// (session_replication_role = replica: the rows are already consistent), except pins' search
// trigger, kept on so each pin's tsvector is made by the app's own function. Then ANALYZE (on a
// real server autovacuum gathers the same statistics by itself; SQLite has none, see measure.ts).
// The cluster is a throwaway one like the tests' (apps/server/test/global-setup.ts), with a
// larger cache; it is stopped when the measurement (measure.ts, same cases) has run.
// Usage (run.mjs does this): node --import tsx bench/discovery/postgres.ts <sqlite file>
//   prints measure.ts's JSON on stdout, progress on stderr; --explain passes through.
import { spawn } from 'node:child_process';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { openDatabase } from '../../apps/server/src/db/dialect.ts';
import { findPostgresBin, startCluster } from '../../apps/server/test/global-setup.ts';

const [file] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!file) throw new Error('usage: postgres.ts <sqlite file> [--explain]');
const started = Date.now();
const log = (m: string) =>
  process.stderr.write(`[postgres ${((Date.now() - started) / 1000).toFixed(1)} s] ${m}\n`);

// BENCH_POSTGRES_URL: an empty database to load instead (the bounded run in the tests gives one
// on the test cluster); else a throwaway cluster of our own.
const given = process.env.BENCH_POSTGRES_URL;
const cluster = given ? null : await ownCluster();
const url = given ?? `postgres://postgres@127.0.0.1:${cluster!.port}/postgres`;
log(`${given ? 'given database' : `cluster on port ${cluster!.port}`}; loading ${file}`);

async function ownCluster() {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found (apt-get install postgresql)');
  const own = await startCluster(bin, [
    'shared_buffers=2GB',
    'effective_cache_size=8GB',
    'work_mem=32MB',
    'maintenance_work_mem=512MB',
    'max_wal_size=8GB',
    'checkpoint_timeout=30min',
    'autovacuum=off',
  ]);
  process.once('exit', () => void own.stop());
  return own;
}
const app = openDatabase(url);
await migrateToLatest(app.db);
await app.close();

const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
// (log below goes to stderr: stdout is the measurement's JSON.)
const client = new pg.Client({ connectionString: url });
await client.connect();
await client.query('set session_replication_role = replica');
await client.query('alter table pins enable always trigger pins_search');

const tablesOf = async () =>
  (
    await client.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    )
  ).rows.reduce(
    (m, r) => m.set(r.table_name, [...(m.get(r.table_name) ?? []), r.column_name]),
    new Map<string, string[]>(),
  );
const pgColumns = await tablesOf();
const count = (t: string) =>
  (sqlite.prepare(`select count(*) as n from "${t}"`).get() as { n: number }).n;
// Pins last: their search trigger reads their board's name and interests.
const order = ['users', 'boards', 'interests', 'images', 'pin_interests', 'pins'];
const tables = (
  sqlite.prepare(`select name from sqlite_master where type = 'table'`).all() as { name: string }[]
)
  .map((r) => r.name)
  .filter((t) => pgColumns.has(t) && !t.startsWith('kysely_') && count(t) > 0)
  .sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99));

for (const table of tables) {
  // Rows the migrations made themselves (seeded settings) are there already.
  const { rows } = await client.query(`select count(*)::int as n from "${table}"`);
  if (rows[0].n > 0) {
    log(`${table}: kept the ${rows[0].n} rows the migrations made`);
    continue;
  }
  // A bulk load: the table's secondary indexes (pins' GIN search index above all) are built once
  // after its rows are in, not updated row by row; the same definitions are put back.
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def from pg_index x
       join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
     where t.relname = $1 and not x.indisprimary and not x.indisunique`,
    [table],
  );
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  const sqliteColumns = (
    sqlite.prepare(`select name from pragma_table_info(?)`).all(table) as { name: string }[]
  ).map((r) => r.name);
  const columns = sqliteColumns.filter((c) => pgColumns.get(table)!.includes(c));
  const batch = Math.floor(30_000 / columns.length);
  const insert = (n: number) =>
    `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values ${Array.from(
      { length: n },
      (_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
    ).join(', ')}`;
  const full = insert(batch);
  let rows_: unknown[][] = [];
  let done = 0;
  const flush = async () => {
    if (!rows_.length) return;
    await client.query(rows_.length === batch ? full : insert(rows_.length), rows_.flat());
    done += rows_.length;
    rows_ = [];
    if (done % (batch * 50) < batch) log(`${table}: ${done.toLocaleString('en')} rows`);
  };
  await client.query('begin');
  for (const row of sqlite
    .prepare(`select ${columns.map((c) => `"${c}"`).join(', ')} from "${table}"`)
    .raw()
    .iterate()) {
    rows_.push(row as unknown[]);
    if (rows_.length === batch) await flush();
  }
  await flush();
  await client.query('commit');
  log(`${table}: ${done.toLocaleString('en')} rows`);
  for (const index of indexes) await client.query(index.def);
  if (indexes.length) log(`${table}: ${indexes.length} indexes built`);
  // Statistics now: pins' search trigger looks rows up in the tables loaded before it, and
  // without them PostgreSQL plans those lookups as if the tables were empty (3 ms a pin).
  await client.query(`analyze "${table}"`);
}
await client.query('alter table pins enable trigger pins_search');
await client.query('set session_replication_role = origin');
log('vacuum analyze');
await client.query('vacuum analyze');
await client.end();
sqlite.close();
log('loaded; measuring');

// The same measurement as on SQLite, in its own process, against this database.
const out = await new Promise<string>((resolve, reject) => {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'measure.ts'),
      url,
      ...process.argv.filter((a) => a === '--explain'),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let text = '';
  child.stdout.on('data', (d: Buffer) => (text += d.toString()));
  child.on('error', reject);
  child.on('exit', (code) =>
    code === 0 ? resolve(text) : reject(new Error(`measure.ts exited with ${code}`)),
  );
});
process.stdout.write(out);
await cluster?.stop();
