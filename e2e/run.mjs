// Runs the browser tests against a real Tack: builds the web app, starts the server on a free
// port with a fresh data directory and demo content, runs Playwright, and stops the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ??
  1;

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

if (run('npm', ['run', 'build']) !== 0) process.exit(1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-e2e-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // As a real deployment sets it: Open Graph links are absolute only with PUBLIC_URL.
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    TACK_DEMO_PINS: '120',
    // Demo messages would cover what other tests click; e2e/experiences.spec.ts authors its own.
    TACK_DEMO_MESSAGES: '0',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '100',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let code = 1;
try {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 180 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  code = run(
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
    // Tests that need an operator run `npm run admin` against the same data directory.
    { BASE_URL: baseUrl, TACK_E2E_DATA_DIR: dataDir },
  );
} catch (err) {
  console.error(err);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
