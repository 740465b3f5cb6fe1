import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's Chromium headless shell (the same Chromium build, without the windowed browser's
// parts) when it is there: a new browser context and tab cost it about a third of the CPU
// (decision 0028). E2E_CHROMIUM picks another binary, e.g. E2E_CHROMIUM=/usr/bin/chromium.
const SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.E2E_CHROMIUM ?? (fs.existsSync(SHELL) ? SHELL : '/usr/bin/chromium');

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
      executablePath: chromium,
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
