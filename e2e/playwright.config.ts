import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // e2e/run.mjs runs the specs of its two servers as two processes, each with its own output.
  testIgnore: (process.env.E2E_IGNORE || '')
    .split(',')
    .filter(Boolean)
    .map((f) => `**/${f}`),
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'artifacts/results',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.BASE_URL ?? 'http://127.0.0.1:3000',
    viewport: { width: 1600, height: 1000 },
    screenshot: 'only-on-failure',
    // In CI a failing test runs again, traced (recording every test's trace and dropping it on
    // success took about a tenth of the browser suites' CPU: snapshots and screencast frames).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The app's service worker (issue 14) answers navigations itself, and `page.route()` does not
    // see what a service worker answers: blocked everywhere but in the spec that tests it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
