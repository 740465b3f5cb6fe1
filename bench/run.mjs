// Runs the benchmarks one after another and prints each against its same-run reference.
// Usage: npm run bench [-- <name>...]   e.g. npm run bench -- bundle-size
// Results: bench/results/latest.json (gitignored).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTack } from './lib/server.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
// One line per benchmark; each module's default export returns rows of
// { name, unit, tack, reference, referenceName, ratio, better: 'higher' | 'lower', target?, pass?,
// error? } (target: the ratio an issue asks for; pass: whether this run met it),
// or, for figures with no reference (fuzz, crash, soak), { name, unit, tack, goal?, pass? }.
// fuzz (about 16 minutes), crash (about 15 minutes) and soak (SOAK_SECONDS, default 10 minutes)
// are the long ones, and three-nodes (every API suite through three nodes, about 15 minutes);
// export (10,000 pins with images) and import (1,000 bookmarks) take a few minutes.
const BENCHMARKS = [
  'feed-api',
  'events',
  'bundle-size',
  'grid/run',
  'home/run',
  'discovery/run',
  'export',
  'import',
  'three-nodes',
  'fuzz',
  'crash',
  'soak',
];

const wanted = process.argv.slice(2);
const selected = wanted.length
  ? BENCHMARKS.filter((b) => wanted.some((w) => b.includes(w)))
  : BENCHMARKS;
if (!selected.length)
  throw new Error(`no benchmark matches ${wanted.join(' ')}; have: ${BENCHMARKS.join(', ')}`);

// The benchmarks that start Tack run the compiled server, as `npm start` does.
buildTack();
const results = [];
for (const bench of selected) {
  console.log(`\n== ${bench} ==`);
  const started = Date.now();
  try {
    const { default: run } = await import(`./${bench}.mjs`);
    for (const row of await run()) results.push({ bench, ...row });
  } catch (error) {
    console.error(error);
    results.push({ bench, name: bench, error: String(error?.message ?? error).split('\n')[0] });
  }
  console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const fmt = (v) => (v == null ? '-' : String(v));
/** A ratio; for a figure without a reference, whether it met its goal. */
const verdict = (r) => {
  if (r.error) return 'FAILED';
  if (r.ratio != null)
    return r.target == null
      ? r.ratio.toFixed(3)
      : `${r.ratio.toFixed(3)} (target ${r.better === 'lower' ? '<=' : '>='} ${r.target}: ${r.pass ? 'met' : 'MISSED'})`;
  if (r.pass != null) return r.pass ? 'goal met' : 'GOAL MISSED';
  return r.reference == null && r.tack != null ? '-' : 'FAILED';
};
const table = results.map((r) => ({
  benchmark: r.name,
  tack: r.tack == null ? '-' : `${r.tack} ${r.unit}`,
  reference:
    r.reference != null
      ? `${r.reference} ${r.unit} (${r.referenceName})`
      : r.goal != null
        ? `goal: <= ${r.goal} ${r.unit}`
        : '-',
  'tack / ref': verdict(r),
  better: fmt(r.better),
  ...(r.error ? { error: r.error } : {}),
}));
console.log('\nSummary (ratios are against a reference measured in this same run)');
console.table(table);

const out = path.join(HERE, 'results/latest.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
const machine = {
  node: process.version,
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model,
  platform: process.platform,
};
fs.writeFileSync(
  out,
  `${JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2)}\n`,
);
console.log(`written ${path.relative(process.cwd(), out)}`);
process.exitCode = results.some((r) => r.error || r.pass === false) ? 1 : 0;
