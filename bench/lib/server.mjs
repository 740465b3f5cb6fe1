// Starts Tack as a real process on loopback (as e2e/run.mjs does) for the crash and soak
// benchmarks: a free port on 127.0.0.1, a given DATA_DIR, and a handle to kill or stop it. And
// any server script (`startProcess`) for the feed benchmark and its check in npm test.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Node's arguments for Tack as `npm start` runs it: the compiled bundle, built by `buildTack`. */
export const TACK_MAIN = ['--enable-source-maps', 'apps/server/dist/main.js'];

/**
 * Node's arguments for an operator command as its npm script runs it (`admin-cli`, `backup-cli`,
 * `media-gc-cli`, `media-migrate-cli`, `migrate-cli`): its compiled bundle, built by `buildTack`.
 */
export const tackCommand = (name) => ['--enable-source-maps', `apps/server/dist/${name}.js`];

/**
 * Compiles the server and the operator commands to apps/server/dist/ (apps/server/build.mjs,
 * about a second), as `npm start` does. The benchmarks and the tests that start Tack processes
 * or commands run the bundles: what production runs, and a process that starts on half the CPU
 * of one through tsx (2.4 against 5.0 CPU seconds to healthy and back, 2026-12-06; a command
 * 0.6 against 1.8).
 */
export function buildTack() {
  execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
}

/** A port free on loopback now, for a server about to start (the probe holds no process open). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().on('error', reject);
    server.unref();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts Tack (`TACK_MAIN`: call `buildTack` first) and waits for /healthz. `env` adds to (and
 * overrides) the defaults: no demo, warnings only. Resolves to a handle once healthy.
 */
export async function startTack({ dataDir, env = {}, timeoutMs = 120_000 }) {
  const port = await freePort();
  const child = spawn(process.execPath, TACK_MAIN, {
    cwd: ROOT,
    env: {
      ...process.env,
      TACK_DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1',
      // One server process: these benchmarks read its memory and kill it by its pid.
      TACK_WORKERS: '1',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The log (pino writes to stdout) and any crash output share one tail, so a caller can
  // read the server's own account of an error.
  let stderr = '';
  const keep = (d) => (stderr = (stderr + d).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const handle = {
    url,
    pid: child.pid,
    stderr: () => stderr,
    alive: () => child.exitCode === null && child.signalCode === null,
    /** SIGKILL: no drain, no close; resolves once the process is gone. */
    async kill() {
      if (handle.alive()) child.kill('SIGKILL');
      await exited;
    },
    /** SIGTERM (graceful drain), SIGKILL after 10 s. */
    async stop() {
      if (!handle.alive()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    /** Resident set size in KiB, from /proc/<pid>/status (Linux). */
    rssKb() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
    },
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!handle.alive()) throw new Error(`Tack exited (${child.exitCode}) at start:\n${stderr}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return handle;
    await new Promise((r) => setTimeout(r, 100));
  }
  await handle.kill();
  throw new Error(`Tack not healthy after ${timeoutMs / 1000} s:\n${stderr}`);
}

const TICK_MS = 1000 / 100; // USER_HZ: /proc counts CPU time in ticks of 10 ms

/**
 * Starts `node <args>` (a server listening on PORT) in its own process group, so stopping it
 * stops its children, and waits for /healthz. Resolves to its URL, `stop()` and `cpuMs()`.
 */
export async function startProcess(name, args, env, timeoutMs) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 10_000);
    return exited.finally(() => clearTimeout(timer));
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${stderr}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url: `http://127.0.0.1:${port}`, stop, cpuMs: () => groupCpuMs(child.pid) };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`${name} not healthy after ${timeoutMs / 1000} s:\n${stderr}`);
}

/** CPU time (user + system, ms) used so far by every live process of a process group. */
function groupCpuMs(pgid) {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // After the command name in parentheses: state, ppid, pgrp, ... utime (14th), stime (15th).
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(f[2]) === pgid) ticks += Number(f[11]) + Number(f[12]);
  }
  return ticks * TICK_MS;
}
