import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Each test file's last known duration in ms (`npm run test:durations` refreshes it). */
const DURATIONS_FILE = path.resolve(import.meta.dirname, 'vitest.durations.json');

/**
 * Runs the longest test files first (decision 0027). A clean clone has no Vitest cache, so Vitest
 * ran its files in the order it found them, and a long file found late (the crash test, 80 s)
 * kept one worker busy while the other had nothing left: a minute of the two-core CI idle. Here
 * a file's duration is Vitest's own record of the last run when there is one, else the committed
 * one; files known to neither run first, as Vitest runs them.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known: Record<string, number> = fs.existsSync(DURATIONS_FILE)
      ? JSON.parse(fs.readFileSync(DURATIONS_FILE, 'utf8'))
      : {};
    const root = this.ctx.config.root;
    const durationOf = (spec: TestSpecification) => {
      const file = path.relative(root, spec.moduleId);
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${file}`);
      return cached?.duration ?? known[file];
    };
    const withDuration = files.map((spec) => ({ spec, ms: durationOf(spec) }));
    const unknown = withDuration.filter((f) => f.ms === undefined);
    const longestFirst = withDuration
      .filter((f) => f.ms !== undefined)
      .sort((a, b) => b.ms! - a.ms!);
    return [...unknown, ...longestFirst].map((f) => f.spec);
  }
}
