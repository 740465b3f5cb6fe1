// Discovery at scale: p50 and p99 of the app's real home-feed and search code on a database of
// 1M pins, on SQLite and then on PostgreSQL (the same rows loaded into a throwaway cluster), each
// against a primary-key lookup of a pin timed in the same run on the same database. Builds (or
// reuses) the SQLite database with generate.ts, loads PostgreSQL with postgres.ts, times with
// measure.ts.
// Usage: npm run bench -- discovery   or   node bench/discovery/run.mjs
// BENCH_DISCOVERY_PINS (default 1000000), BENCH_ITERATIONS (default 1000); see shape.mjs.
// BENCH_DISCOVERY_ENGINES (default "sqlite,postgres"): the engines to measure.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PINS, dbFile } from './shape.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a TypeScript script of this folder; answers its stdout (stderr goes to ours). */
function tsx(script, args, stdout) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join('bench/discovery', script), ...args],
      { cwd: ROOT, stdio: ['ignore', stdout, 'inherit'] },
    );
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}

const round = (ms) => Number(ms.toFixed(3));
const scale = PINS >= 1e6 ? `${PINS / 1e6}M` : `${PINS / 1e3}k`;

const ENGINES = (process.env.BENCH_DISCOVERY_ENGINES ?? 'sqlite,postgres').split(',');

export default async function discovery() {
  const file = dbFile();
  await tsx('generate.ts', [file], 'inherit');
  const rows = [];
  // SQLite as the app leaves its database (no statistics), then with ANALYZE's statistics.
  const runs = ENGINES.flatMap((engine) =>
    engine === 'postgres'
      ? [['postgres', 'postgres.ts', [file]]]
      : [
          ['sqlite', 'measure.ts', [file]],
          ['sqlite analyzed', 'measure.ts', [file, '--analyzed']],
        ],
  );
  for (const [label, script, args] of runs) {
    const m = JSON.parse(await tsx(script, args, 'pipe'));
    console.log(`[${label}] search hits: ${JSON.stringify(m.searchHits)}`);
    rows.push(...rowsOf(label, m));
  }
  return rows;
}

function rowsOf(engine, m) {
  const rows = [];
  for (const [name, stats] of Object.entries(m.cases)) {
    for (const p of ['p50', 'p99']) {
      rows.push({
        name: `${engine}: ${name}, ${p} @${scale} pins`,
        unit: 'ms',
        tack: round(stats[p]),
        reference: round(m.reference[p]),
        referenceName: `PK lookup ${p}`,
        ratio: stats[p] / m.reference[p],
        better: 'lower',
        samples: stats.n,
      });
    }
    console.log(
      `[${engine}] ${name}: p50 ${stats.p50.toFixed(2)} ms, p99 ${stats.p99.toFixed(2)} ms (${stats.n} runs, ${stats.items} items; p99 ${(stats.p99 / m.reference.p99).toFixed(1)}x PK)`,
    );
  }
  console.log(
    `[${engine}] PK lookup: p50 ${m.reference.p50.toFixed(3)} ms, p99 ${m.reference.p99.toFixed(3)} ms`,
  );
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) console.table(await discovery());
