import os from 'node:os';
import { defineConfig } from 'vitest/config';

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
    maxWorkers: Math.max(1, Math.min(cores, 4)),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
