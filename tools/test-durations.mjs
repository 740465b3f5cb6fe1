// Writes vitest.durations.json from Vitest's record of the last full `npm run test:unit` on this
// machine (node_modules/.vite/vitest/*/results.json): each test file's duration in ms, which
// vitest.sequencer.ts uses to run the longest files first in a clean clone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(root, 'node_modules/.vite/vitest');
const caches = fs.existsSync(cacheDir)
  ? fs.readdirSync(cacheDir).map((d) => path.join(cacheDir, d, 'results.json'))
  : [];
const latest = caches
  .filter((f) => fs.existsSync(f))
  .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
if (!latest) {
  console.error('No Vitest results yet: run `npm run test:unit` first.');
  process.exit(1);
}
const { results } = JSON.parse(fs.readFileSync(latest, 'utf8'));
const durations = Object.fromEntries(
  results
    .map(([key, r]) => [key.slice(key.indexOf(':') + 1), Math.round(r.duration)])
    .filter(([file]) => fs.existsSync(path.join(root, file)))
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
const out = path.join(root, 'vitest.durations.json');
fs.writeFileSync(out, `${JSON.stringify(durations, null, 2)}\n`);
console.log(`${Object.keys(durations).length} files -> ${path.relative(root, out)}`);
