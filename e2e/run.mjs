// Runs the browser tests against a real Tack: builds the web app and the server (as `npm start`
// does), starts servers on free ports with data directories of their own and demo content (the
// main servers' seeded once and copied), runs Playwright, and stops the servers.
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
import { planProcesses } from './plan.mjs';

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

/**
 * Starts a Tack on a free port with a data directory of its own: an empty one (the server seeds
 * the demo), or a copy of `seeded`'s, a stopped server's (the demo is already there).
 */
async function startServer(env, { publicHost = '127.0.0.1', seeded = null } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-e2e-'));
  if (seeded) fs.cpSync(seeded, dataDir, { recursive: true });
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

/** Stops a server (it drains and closes its database) and removes its data directory. */
async function stop({ child, dataDir }, { keepData = false } = {}) {
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
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
const args = process.argv.slice(2);
// Without arguments the suite runs as PROCESSES Playwright processes at once, one browser each,
// each with a main server of its own (a spec of one never sees another's writes); with arguments
// (a spec, a --grep), one process runs what they name. On two cores two processes left the
// machine idle 18% of the time (both waiting on page settling, mail sweeps or toasts at once);
// three keep it busy. e2e/plan.mjs shares the specs out, balanced by the seconds each took.
const PROCESSES = args.length > 0 ? 1 : 3;
// Its PUBLIC_URL names `localhost` (the same loopback server): a WebAuthn relying party ID
// cannot be an IP address, so e2e/passkeys.spec.ts uses passkeys at MESSAGES_PUBLIC_URL.
const withMessages = await startServer(
  { TACK_DEMO_MESSAGES: '1', ...mail },
  { publicHost: 'localhost' },
);
// The main servers' demo is seeded once, by a server started and stopped, and each main server
// starts on a copy of its data (seeding renders every image and video: about 25 CPU seconds a
// server, which three seeding at once spent over again).
const template = await startServer(MAIN_ENV);
const mains = [];

const envOf = (server) => ({
  BASE_URL: server.baseUrl,
  // Tests that need an operator run `npm run admin` against the same data directory.
  TACK_E2E_DATA_DIR: server.dataDir,
  MESSAGES_BASE_URL: withMessages.baseUrl,
  MESSAGES_PUBLIC_URL: withMessages.publicUrl,
  MESSAGES_DATA_DIR: withMessages.dataDir,
  MAILBOX_URL: mailbox.httpUrl,
});
const ALL_SPECS = fs
  .readdirSync(path.join(root, 'e2e'))
  .filter((f) => f.endsWith('.spec.ts'))
  .sort();
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
let code = 1;
let servers = [withMessages, template];
try {
  await healthy(template);
  await stop(template, { keepData: true });
  servers = [withMessages];
  for (let i = 0; i < PROCESSES; i++) {
    mains.push(await startServer(MAIN_ENV, { seeded: template.dataDir }));
    servers.push(mains[i]);
  }
  await Promise.all(servers.map(healthy));
  const codes = await Promise.all(
    args.length > 0
      ? [playwright({ cli: args, server: mains[0], outputDir: 'artifacts/results' })]
      : planProcesses(ALL_SPECS, PROCESSES).map(({ specs, walkSizes, seconds }, i) => {
          console.log(`${i + 1} │ ${specs.length} specs, about ${seconds} s of recorded work`);
          return playwright({
            specs,
            server: mains[i],
            outputDir: `artifacts/results-${i + 1}`,
            prefix: `${i + 1} │ `,
            env: { E2E_WALK_SIZES: walkSizes.join(',') },
          });
        }),
  );
  code = codes.find((c) => c !== 0) ?? 0;
} catch (err) {
  console.error(err);
} finally {
  await Promise.all(servers.map((server) => stop(server)));
  fs.rmSync(template.dataDir, { recursive: true, force: true });
  await mailbox.close();
}
process.exit(code);
