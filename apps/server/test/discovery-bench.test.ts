// The discovery benchmark (`npm run bench -- discovery`: a million pins on SQLite, then the same
// rows on PostgreSQL) in a bounded size, so `npm test` keeps it working: the same scripts build a
// small world, load it into a PostgreSQL database of the test cluster, and time the same cases.
// The figures themselves are the benchmark's (README, Benchmarks); here the machine is shared.
import { spawnSync } from 'node:child_process';
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, engines } from './engines.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PINS = 2000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-discovery-bench-'));
const env = {
  ...process.env,
  BENCH_DISCOVERY_PINS: String(PINS),
  BENCH_DISCOVERY_DIR: dir,
  BENCH_ITERATIONS: '5',
  BENCH_CASE_SECONDS: '1',
};
const file = path.join(dir, `pins-${PINS}-v2.sqlite`);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const script = (name: string, extraEnv: Record<string, string> = {}, args: string[] = []) => {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join('bench/discovery', name), file, ...args],
    { cwd: ROOT, env: { ...env, ...extraEnv }, encoding: 'utf8', timeout: 240_000 },
  );
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
};

type Measured = {
  engine: string;
  statistics: boolean;
  pins: number;
  cases: Record<string, { p50: number; p99: number; n: number; items: number }>;
  reference: { p50: number; p99: number };
  searchHits: Record<string, number>;
};

/** The planner statistics tables left in the SQLite file. */
function statisticsTables(): string[] {
  const db = new Database(file, { readonly: true });
  try {
    return (
      db.prepare("select name from sqlite_master where name like 'sqlite_stat%'").all() as {
        name: string;
      }[]
    ).map((r) => r.name);
  } finally {
    db.close();
  }
}

/** Every case of the benchmark ran and answered; search found the planted common word. */
function expectComplete(m: Measured, engine: string) {
  expect(m.engine).toBe(engine);
  expect(m.pins).toBe(PINS);
  expect(Object.keys(m.cases)).toEqual([
    'home feed, signed in',
    'home feed page 2, signed in',
    'home feed, signed out',
    'search "sourdough" (~2% of pins)',
    'search "quokka" (~0.01%)',
    'floor: one statement, the newest 25 visible pins whole',
    'floor: the newest 1000 matches of "sourdough" ranked, nothing else',
  ]);
  for (const [name, c] of Object.entries(m.cases)) {
    expect(c.n, name).toBeGreaterThanOrEqual(5);
    expect(c.p50, name).toBeGreaterThan(0);
    expect(c.p99, name).toBeGreaterThanOrEqual(c.p50);
    if (!name.includes('quokka')) expect(c.items, name).toBe(25);
  }
  expect(m.reference.p99).toBeGreaterThan(0);
  expect(m.searchHits.sourdough).toBeGreaterThan(25);
}

describe('discovery benchmark, bounded', () => {
  let sqliteHits: Record<string, number> = {};

  it(`builds a ${PINS}-pin world and times every case on SQLite`, () => {
    script('generate.ts');
    const m = JSON.parse(script('measure.ts')) as Measured;
    expectComplete(m, 'sqlite');
    expect(m.statistics).toBe(false);
    sqliteHits = m.searchHits;
    // The same cases with ANALYZE's statistics, which are dropped again afterwards.
    const analyzed = JSON.parse(script('measure.ts', {}, ['--analyzed'])) as Measured;
    expectComplete(analyzed, 'sqlite');
    expect(analyzed.statistics).toBe(true);
    expect(analyzed.searchHits).toEqual(sqliteHits);
    expect(statisticsTables()).toEqual([]);
  }, 240_000);

  it.skipIf(!engines.includes('postgres'))(
    'loads the same rows into PostgreSQL and times the same cases',
    async () => {
      const database = await createPostgresDatabase();
      try {
        const m = JSON.parse(
          script('postgres.ts', { BENCH_POSTGRES_URL: database.url }),
        ) as Measured;
        expectComplete(m, 'postgres');
        // The same rows: the planted words are found as often on both engines.
        expect(m.searchHits).toEqual(sqliteHits);
      } finally {
        await database.drop();
      }
    },
    240_000,
  );
});
