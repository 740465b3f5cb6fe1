// Runs the browser tests against a real Tack: builds the web app and the server (as `npm start`
// does), starts two servers on free ports with fresh data directories and demo content, runs
// Playwright, and stops the servers.
// The main server has no demo messages (they would cover what other tests click); the second
// has the demo's messages, as `npm start` seeds them, for the tests of how messages behave on
// real pages (MESSAGES_BASE_URL).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildTack, freePort, TACK_MAIN } from '../bench/lib/server.mjs';
import { startMailbox } from './mailbox.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ??
  1;

/**
 * Like `run`, without blocking this process: the mailbox below serves while the tests run. With a
 * prefix, each line of output carries it (two runs print at once).
 */
const runAsync = (cmd, args, env = {}, prefix = '') =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (prefix)
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ])
        readline
          .createInterface({ input: from })
          .on('line', (line) => to.write(`${prefix}${line}\n`));
    child.on('exit', (code) => resolve(code ?? 1));
  });

async function startServer(env, publicHost = '127.0.0.1') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const publicUrl = `http://${publicHost}:${port}`;
  const child = spawn(process.execPath, TACK_MAIN, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // As a real deployment sets it: Open Graph links are absolute only with PUBLIC_URL.
      PUBLIC_URL: publicUrl,
      DATA_DIR: dataDir,
      TACK_DEMO_PINS: '120',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '100',
      // One server process: the browser tests check what a person sees, not the cluster
      // (apps/server/test/shutdown.test.ts and the API tests cover several processes).
      TACK_WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { child, dataDir, baseUrl, publicUrl };
}

async function healthy({ child, baseUrl }) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 300 s');
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function stop({ child, dataDir }) {
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (run('npm', ['run', 'build']) !== 0) process.exit(1);
// The servers run the compiled server, as `npm start` does (decision 0030).
buildTack();
// The browser extension for Chromium and Firefox (a few seconds): e2e/save-from-browser.spec.ts
// loads the Chromium build. Here rather than in `npm run build`, so `npm start` never waits on it.
if (run('npm', ['run', 'build', '-w', '@tack/extension']) !== 0) process.exit(1);

// Both servers send real mail by SMTP to one loopback mailbox; specs read it (MAILBOX_URL).
const mailbox = await startMailbox();
// Notification emails are looked for every 2 s (60 s by default), so "right away" is seen soon.
const mail = {
  SMTP_URL: mailbox.smtpUrl,
  ACCOUNT_CLIENT_RATE_LIMIT: '1000',
  NOTIFY_EMAIL_SWEEP_SECONDS: '2',
};
// The main server may fetch from loopback (test only, never in production): pin-from-url.spec.ts
// serves its web pages there. The fetcher still refuses every private and reserved range.
const main = await startServer({
  TACK_DEMO_MESSAGES: '0',
  FETCH_ALLOW_LOOPBACK_FOR_TESTS: '1',
  ...mail,
});
// Its PUBLIC_URL names `localhost` (the same loopback server): a WebAuthn relying party ID
// cannot be an IP address, so e2e/passkeys.spec.ts uses passkeys at MESSAGES_PUBLIC_URL.
const withMessages = await startServer({ TACK_DEMO_MESSAGES: '1', ...mail }, 'localhost');
// Without arguments the suite runs as two Playwright processes at once: the walk and the other
// specs of the server with messages, with a few specs of the main server that keep to their own
// account and publish nothing (HALF_SPECS), and everything else on the main server. The two
// halves overlap their waits (page settling, mail sweeps, toasts) on the machine's two cores and
// end within about a minute of each other. With arguments (a spec, a --grep), one process runs
// what they name.
const MESSAGES_SPECS = [
  'walk.spec.ts',
  'messages-calm.spec.ts',
  'passkeys.spec.ts',
  'home-layout-shift.spec.ts',
];
/**
 * Main-server specs run beside the messages half, to even the halves (without them it ended 2.3
 * minutes before the other). Each signs up its own people and publishes no pin, so the main half's
 * specs, which look at the home feed and search results, do not see their writes.
 */
const HALF_SPECS = [
  'accounts.spec.ts',
  'dark.spec.ts',
  'login-headers.spec.ts',
  'v5-oauth.spec.ts',
];
const FIRST_HALF = [...MESSAGES_SPECS, ...HALF_SPECS];
const args = process.argv.slice(2);
const playwright = (extra, outputDir, prefix = '', ignore = []) =>
  runAsync(
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...extra],
    {
      // Tests that need an operator run `npm run admin` against the same data directory.
      BASE_URL: main.baseUrl,
      TACK_E2E_DATA_DIR: main.dataDir,
      MESSAGES_BASE_URL: withMessages.baseUrl,
      MESSAGES_PUBLIC_URL: withMessages.publicUrl,
      MESSAGES_DATA_DIR: withMessages.dataDir,
      MAILBOX_URL: mailbox.httpUrl,
      E2E_OUTPUT_DIR: outputDir,
      E2E_IGNORE: ignore.join(','),
    },
    prefix,
  );
let code = 1;
try {
  await Promise.all([healthy(main), healthy(withMessages)]);
  const codes = await Promise.all(
    args.length > 0
      ? [playwright(args, 'artifacts/results')]
      : [
          playwright(FIRST_HALF, 'artifacts/results-messages', 'messages half │ '),
          playwright([], 'artifacts/results', '', FIRST_HALF),
        ],
  );
  code = codes.find((c) => c !== 0) ?? 0;
} catch (err) {
  console.error(err);
} finally {
  await Promise.all([stop(main), stop(withMessages)]);
  await mailbox.close();
}
process.exit(code);
