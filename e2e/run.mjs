// Runs the browser tests against a real Tack: builds the web app and the server (as `npm start`
// does), starts servers on free ports with fresh data directories and demo content, runs
// Playwright, and stops the servers.
// The main servers have no demo messages (they would cover what other tests click); the other
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

// Every server sends real mail by SMTP to one loopback mailbox; specs read it (MAILBOX_URL).
const mailbox = await startMailbox();
// Notification emails are looked for every 2 s (60 s by default), so "right away" is seen soon.
const mail = {
  SMTP_URL: mailbox.smtpUrl,
  ACCOUNT_CLIENT_RATE_LIMIT: '1000',
  NOTIFY_EMAIL_SWEEP_SECONDS: '2',
};
// A main server may fetch from loopback (test only, never in production): pin-from-url.spec.ts
// serves its web pages there. The fetcher still refuses every private and reserved range.
const MAIN_ENV = { TACK_DEMO_MESSAGES: '0', FETCH_ALLOW_LOOPBACK_FOR_TESTS: '1', ...mail };
const main = await startServer(MAIN_ENV);
// Its PUBLIC_URL names `localhost` (the same loopback server): a WebAuthn relying party ID
// cannot be an IP address, so e2e/passkeys.spec.ts uses passkeys at MESSAGES_PUBLIC_URL.
const withMessages = await startServer({ TACK_DEMO_MESSAGES: '1', ...mail }, 'localhost');
const args = process.argv.slice(2);
// Without arguments a second main server too, for the third process (below).
const mainB = args.length > 0 ? null : await startServer(MAIN_ENV);

/** The specs of the server with messages (MESSAGES_BASE_URL); every other is a main server's. */
const MESSAGES_SPECS = [
  'walk.spec.ts',
  'messages-calm.spec.ts',
  'passkeys.spec.ts',
  'home-layout-shift.spec.ts',
];
const ALL_SPECS = fs
  .readdirSync(path.join(root, 'e2e'))
  .filter((f) => f.endsWith('.spec.ts'))
  .sort();
const MAIN_SPECS = ALL_SPECS.filter((f) => !MESSAGES_SPECS.includes(f));

const envOf = (server) => ({
  BASE_URL: server.baseUrl,
  // Tests that need an operator run `npm run admin` against the same data directory.
  TACK_E2E_DATA_DIR: server.dataDir,
  MESSAGES_BASE_URL: withMessages.baseUrl,
  MESSAGES_PUBLIC_URL: withMessages.publicUrl,
  MESSAGES_DATA_DIR: withMessages.dataDir,
  MAILBOX_URL: mailbox.httpUrl,
});
/** One Playwright process: the given specs only (exact file names), or the command's arguments. */
const playwright = ({ specs = null, cli = [], server, outputDir, prefix = '', env = {} }) =>
  runAsync(
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...cli],
    {
      ...envOf(server),
      E2E_OUTPUT_DIR: outputDir,
      E2E_IGNORE: specs ? ALL_SPECS.filter((f) => !specs.includes(f)).join(',') : '',
      ...env,
    },
    prefix,
  );
// Without arguments the suite runs as three Playwright processes at once, one browser each,
// and no two share a main server: the walk at desktop size and the other specs of the server
// with messages; the walk on a phone and every third main-server spec on the main server; the
// other main-server specs on the second main server. With two processes the machine's two cores
// were idle 18% of the time (both waiting on page settling, mail sweeps or toasts at once) and
// the walk kept its half the longer; three fill the waits. With arguments (a spec, a --grep),
// one process runs what they name, on the main server.
const PROCESSES = [
  {
    specs: MESSAGES_SPECS,
    server: withMessages,
    outputDir: 'artifacts/results-messages',
    prefix: 'messages │ ',
    env: { E2E_WALK_SIZES: 'desktop' },
  },
  {
    specs: ['walk.spec.ts', ...MAIN_SPECS.filter((_, i) => i % 3 === 0)],
    server: main,
    outputDir: 'artifacts/results-main',
    prefix: 'main │ ',
    env: { E2E_WALK_SIZES: 'phone' },
  },
  {
    specs: MAIN_SPECS.filter((_, i) => i % 3 !== 0),
    server: mainB,
    outputDir: 'artifacts/results',
  },
];
let code = 1;
const servers = [main, withMessages, mainB].filter(Boolean);
try {
  await Promise.all(servers.map(healthy));
  const codes = await Promise.all(
    args.length > 0
      ? [playwright({ cli: args, server: main, outputDir: 'artifacts/results' })]
      : PROCESSES.map(playwright),
  );
  code = codes.find((c) => c !== 0) ?? 0;
} catch (err) {
  console.error(err);
} finally {
  await Promise.all(servers.map(stop));
  await mailbox.close();
}
process.exit(code);
