// Which Playwright process runs which spec (e2e/run.mjs): the specs, with the walk's two sizes
// apart (each takes about as long as a process's share of the rest), go to the processes
// longest first, each to the one with the least work so far, by the seconds they took in a
// recent CI run (spec-seconds.json). A spec not in the file counts as the median. The seconds
// only balance the processes: every spec runs once, whatever they say.
// `node e2e/plan.mjs <CI log>` rewrites spec-seconds.json from a run's list reporter output.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SECONDS_FILE = path.join(HERE, 'spec-seconds.json');
const WALK = 'walk.spec.ts';
const WALK_SIZES = ['desktop', 'phone'];

/** A unit of work: a spec file, or one size of the walk (`walk.spec.ts desktop`). */
const unitsOf = (specs) =>
  specs.flatMap((spec) => (spec === WALK ? WALK_SIZES.map((size) => `${WALK} ${size}`) : [spec]));

/**
 * `count` processes' specs, and the walk's sizes each walks (E2E_WALK_SIZES), balanced by
 * `seconds` (a unit's seconds; spec-seconds.json by default).
 */
export function planProcesses(specs, count, seconds = readSeconds()) {
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 1;
  const weight = (unit) => seconds[unit] ?? median;
  const plans = Array.from({ length: count }, () => ({ units: [], load: 0 }));
  const units = unitsOf(specs).sort((a, b) => weight(b) - weight(a) || (a < b ? -1 : 1));
  for (const unit of units) {
    const least = plans.reduce((a, b) => (b.load < a.load ? b : a));
    least.units.push(unit);
    least.load += weight(unit);
  }
  return plans.map(({ units: mine, load }) => ({
    specs: [...new Set(mine.map((u) => u.split(' ')[0]))].sort(),
    walkSizes: mine.filter((u) => u.startsWith(`${WALK} `)).map((u) => u.split(' ')[1]),
    seconds: Math.round(load),
  }));
}

function readSeconds() {
  return fs.existsSync(SECONDS_FILE) ? JSON.parse(fs.readFileSync(SECONDS_FILE, 'utf8')) : {};
}

/**
 * What a test costs beyond the time the list reporter prints (its page and context made and
 * closed), when the log does not say: in the run of 1ec1ab5 each process's wall time was the sum
 * of its tests' times plus 0.08-0.12 s a test (209 tests: 434 s printed, 450 s wall; 109 tests:
 * 581 s and 594 s). At 1 s a test, as before, a process of many short tests looked a third
 * busier than it was, and the one given fewer, longer tests ran 2.4 minutes after the others.
 */
const SETUP_SECONDS = 0.1;

/** A duration as the list reporter prints it (`850ms`, `4.1s`, `1.5m`), in seconds. */
const toSeconds = (amount, unit) =>
  Number(amount) * (unit === 'ms' ? 0.001 : unit === 'm' ? 60 : 1);

/**
 * The setup a test cost in the run the log is of: the processes' wall times (`N passed (8.0m)`)
 * less their tests' printed times, over the tests; SETUP_SECONDS if the log has no wall times.
 */
function setupSecondsOf(rows, printed, tests) {
  const wall = /\d+ passed \((\d+(?:\.\d+)?)(m|s)\)\s*$/;
  let seconds = 0;
  for (const row of rows) {
    const m = wall.exec(row);
    if (m) seconds += toSeconds(m[1], m[2]);
  }
  if (!seconds || !tests) return SETUP_SECONDS;
  return Math.min(2, Math.max(0, (seconds - printed) / tests));
}

/** Seconds per unit from Playwright's list reporter: passed tests, each with its setup. */
export function secondsFromLog(text) {
  const rows = text.split('\n');
  const printed = {};
  const tests = {};
  const line = /✓\s+\d+\s+e2e\/([\w.-]+\.spec\.ts):\d+:\d+ › (.*) \((\d+(?:\.\d+)?)(m?s|m)\)\s*$/;
  for (const row of rows) {
    const m = line.exec(row);
    if (!m) continue;
    const [, spec, title, amount, unit] = m;
    const key = spec === WALK ? `${WALK} ${title.startsWith('phone') ? 'phone' : 'desktop'}` : spec;
    printed[key] = (printed[key] ?? 0) + toSeconds(amount, unit);
    tests[key] = (tests[key] ?? 0) + 1;
  }
  const sum = (o) => Object.values(o).reduce((a, b) => a + b, 0);
  const setup = setupSecondsOf(rows, sum(printed), sum(tests));
  return Object.fromEntries(
    Object.keys(printed)
      .sort()
      .map((key) => [key, Math.round((printed[key] + tests[key] * setup) * 10) / 10]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [log] = process.argv.slice(2);
  if (!log) {
    console.error('usage: node e2e/plan.mjs <CI log>');
    process.exit(2);
  }
  const seconds = secondsFromLog(fs.readFileSync(log, 'utf8'));
  fs.writeFileSync(SECONDS_FILE, `${JSON.stringify(seconds, null, 2)}\n`);
  console.log(`${Object.keys(seconds).length} specs written to ${SECONDS_FILE}`);
}
