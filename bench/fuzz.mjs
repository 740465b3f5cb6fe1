// Contract fuzzing at size: 1,000 generated requests per operation per actor (signed out, signed
// in, operator) on SQLite and, when its binaries are installed, PostgreSQL. The same runner as the
// 100-case suite in `npm test` (apps/server/src/fuzz/), driven through vitest.
// Usage: npm run bench -- fuzz   (FUZZ_RUNS and FUZZ_SEED override; the seed is fresh each run
// and printed, so a failure replays with FUZZ_SEED=<seed> FUZZ_RUNS=<runs>).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SUITE = 'apps/server/src/fuzz/contract-fuzz.api.test.ts';

export default async function run() {
  const runs = Number(process.env.FUZZ_RUNS ?? 1000);
  const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tack-fuzz-')), 'report.json');
  console.log(`fuzz: ${runs} cases per operation per actor, seed ${seed}`);
  const code = await new Promise((resolve, reject) => {
    const child = spawn('npx', ['vitest', 'run', SUITE], {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        FUZZ_RUNS: String(runs),
        FUZZ_SEED: String(seed),
        FUZZ_ENGINES: 'sqlite,postgres',
        FUZZ_REPORT: report,
      },
    });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (!fs.existsSync(report)) throw new Error(`the fuzz suite wrote no report (exit ${code})`);
  const engines = JSON.parse(fs.readFileSync(report, 'utf8'));
  fs.rmSync(path.dirname(report), { recursive: true, force: true });
  return engines.map((r) => {
    const failing = r.fiveXx + r.mismatches - r.knownFailures;
    return {
      name: `contract fuzz [${r.engine}]: failing / requests tried`,
      unit: 'requests',
      tack: failing,
      reference: r.requests,
      referenceName: 'requests tried',
      ratio: failing / r.requests,
      better: 'lower',
      figures: {
        seed: r.seed,
        runsPerOperationPerActor: r.runsPerOperation,
        operations: r.operations,
        actors: r.actors,
        requests: r.requests,
        fiveXx: r.fiveXx,
        envelopeMismatches: r.mismatches,
        knownFailures: r.knownFailures,
        byStatus: r.byStatus,
        seconds: Math.round(r.ms / 1000),
        failures: r.failures,
      },
      ...(failing > 0
        ? { error: `${r.fiveXx} 5xx, ${r.mismatches} envelope mismatches (seed ${r.seed})` }
        : {}),
    };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  console.log(JSON.stringify(await run(), null, 2));
