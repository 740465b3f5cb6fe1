import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './vitest.sequencer.mjs';

// Two cores on CI: one worker per core. Tests are mostly I/O (SQLite files, a local PostgreSQL),
// but argon2 and sharp are CPU-bound, so more workers than cores only adds contention.
const cores = os.availableParallelism();

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'apps/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    environment: 'node',
    globalSetup: ['apps/server/test/global-setup.ts', 'apps/server/test/s3-setup.ts'],
    pool: 'forks',
    // A worker keeps the modules it has loaded from one test file to the next (decision 0026):
    // with a fresh module graph per file, loading and warming up the server's code again took
    // more CPU than the tests themselves on two cores (unit suite 681 s -> 482 s). Stubbed
    // globals are restored by the files that stub them, and vi.mock stays within its file.
    isolate: false,
    maxWorkers: Math.max(1, Math.min(cores, 4)),
    // Longest files first, by a CI run's seconds (vitest.sequencer.mjs).
    sequence: { sequencer: LongestFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
