// Issue 20: the whole API suite through three Tack nodes. Every API suite written with
// `describeEngines` runs its PostgreSQL half against three Tack processes on one database and one
// S3 bucket behind a round-robin proxy (apps/server/test/cluster-app.ts), so consecutive requests
// of a test reach different nodes: whatever one node kept to itself fails a test. In each suite
// one node is killed mid-run, at a moment none of the suite's requests depends on it, and the
// suite goes on with two; no job may run twice. `npm test` runs a bounded set of the suites this
// way (`npm run test:three-nodes`); apps/server/test/three-nodes.test.ts kills a node in the
// middle of its requests (the contract fuzz and people through the proxy).
// Usage: npm run bench -- three-nodes   (about 25 minutes on 2 cores: the authorization matrix's
// 5,000 cells over HTTP are most of it)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const THREE_NODES = 'three nodes]';

export default async function run() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-three-nodes-'));
  const report = path.join(dir, 'report.json');
  const started = Date.now();
  await new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      [
        'vitest',
        'run',
        'apps/server/src',
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, TACK_TEST_THREE_NODES: '1' } },
    );
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (!fs.existsSync(report)) throw new Error('vitest wrote no report');
  const { testResults } = JSON.parse(fs.readFileSync(report, 'utf8'));
  fs.rmSync(dir, { recursive: true, force: true });
  const tests = testResults.flatMap((file) =>
    file.assertionResults
      .filter((t) => t.ancestorTitles.some((a) => a.endsWith(THREE_NODES)))
      .map((t) => ({ file: path.relative(ROOT, file.name), ...t })),
  );
  const failed = tests.filter((t) => t.status === 'failed');
  for (const t of failed) console.log(`failed through three nodes: ${t.file} > ${t.fullName}`);
  // A suite's own failure outside its tests: a job run twice, no node killed (cluster-app.ts).
  const suiteErrors = testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((t) => t.status === 'failed'),
  );
  for (const f of suiteErrors)
    console.log(`suite failed: ${path.relative(ROOT, f.name)}: ${(f.message ?? '').slice(0, 500)}`);
  const files = new Set(tests.map((t) => t.file)).size;
  const minutes = (Date.now() - started) / 60_000;
  console.log(
    `three nodes: ${tests.filter((t) => t.status === 'passed').length} tests of ${files} API ` +
      `suites passed, ${failed.length} failed, ${suiteErrors.length} suites failed outside ` +
      `their tests, in ${minutes.toFixed(1)} min`,
  );
  return [
    {
      name: `API suites through three nodes (${files} suites): tests failed`,
      unit: 'tests',
      tack: failed.length + suiteErrors.length,
      goal: 0,
      pass: failed.length + suiteErrors.length === 0 && tests.length > 0,
    },
  ];
}
