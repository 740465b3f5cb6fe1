// The first-load JavaScript budget (issue 21, docs/decisions/0008-accessible-primitives.md):
// the entry script and its static imports, gzip -9, as bench/bundle-size.mjs measures them.
// Reads the built app in apps/web/dist; skipped when there is no build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { homePageScripts } from '../../bench/bundle-size.mjs';

export const FIRST_LOAD_BUDGET_KB = 128;
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');

describe.skipIf(!fs.existsSync(path.join(dist, 'index.html')))('first-load JavaScript', () => {
  it(`is at most ${FIRST_LOAD_BUDGET_KB} KB gzipped`, () => {
    const files = homePageScripts(dist) as string[];
    const kb =
      files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length, 0) /
      1024;
    expect(kb, files.map((f) => path.basename(f)).join(', ')).toBeLessThanOrEqual(
      FIRST_LOAD_BUDGET_KB,
    );
  });
});
