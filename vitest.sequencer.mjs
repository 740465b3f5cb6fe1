// The order the unit and API suite's files start in (vitest.config.ts): longest first, by the
// seconds each took in a recent CI run (vitest-seconds.json), so a long file never starts last
// and leaves the other worker idle at the end. A clean clone has no vitest cache, and vitest's
// own order there is the largest file first: a 1-minute file of 100 lines ran last. A file not
// in the list counts as the median. The seconds only order the files: every file runs once.
// `node vitest.sequencer.mjs <CI log>` rewrites vitest-seconds.json from the first vitest run
// in a CI log (the unit and API suite).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer } from 'vitest/node';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const SECONDS_FILE = path.join(ROOT, 'vitest-seconds.json');

/** Files (paths from the repository root) longest first by `seconds`, ties by path. */
export function longestFirst(files, seconds) {
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 0;
  const weight = (file) => seconds[file] ?? median;
  return [...files].sort((a, b) => weight(b) - weight(a) || (a < b ? -1 : 1));
}

export class LongestFirstSequencer extends BaseSequencer {
  async sort(files) {
    const seconds = fs.existsSync(SECONDS_FILE)
      ? JSON.parse(fs.readFileSync(SECONDS_FILE, 'utf8'))
      : {};
    const key = (spec) => path.relative(ROOT, spec.moduleId).split(path.sep).join('/');
    const byKey = new Map(files.map((spec) => [key(spec), spec]));
    return longestFirst([...byKey.keys()], seconds).map((k) => byKey.get(k));
  }
}

/** Seconds per file from vitest's default reporter: the first run's `✓ file (n tests) 123ms`. */
export function secondsFromLog(text) {
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/\x1b\[[0-9;]*m/g, '');
  const firstRun = plain.slice(0, plain.indexOf(' Test Files ') + 1 || undefined);
  const line = /^ [✓×❯] (\S+\.test\.tsx?) \(\d+ tests?[^)]*\)(?: \d+ skipped)? (\d+)ms/;
  const seconds = {};
  for (const row of firstRun.split('\n')) {
    const m = line.exec(row);
    if (m) seconds[m[1]] = Math.round((Number(m[2]) / 1000) * 10) / 10;
  }
  return Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => (a < b ? -1 : 1)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [log] = process.argv.slice(2);
  if (!log) {
    console.error('usage: node vitest.sequencer.mjs <CI log>');
    process.exit(2);
  }
  const seconds = secondsFromLog(fs.readFileSync(log, 'utf8'));
  fs.writeFileSync(SECONDS_FILE, `${JSON.stringify(seconds, null, 2)}\n`);
  console.log(`${Object.keys(seconds).length} files written to ${SECONDS_FILE}`);
}
