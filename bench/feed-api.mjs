// Home feed throughput of Tack against a bare Fastify hello-world on the same machine.
// Usage: node bench/feed-api.mjs  (or through bench/run.mjs). BENCH_DURATION / BENCH_ROUNDS tune it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = 10;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const FEED = '/resource/UserHomefeedResource/get/';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a server in its own process group (so stopping it stops its children) and waits for /healthz. */
async function startServer(name, args, env, timeoutMs) {
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
    if (ok) return { url: `http://127.0.0.1:${port}`, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`${name} not healthy after ${timeoutMs / 1000} s:\n${stderr}`);
}

async function load(url, duration) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) {
    const res = await fetch(url);
    throw new Error(
      `${url}: ${failed} failed requests (last answer ${res.status}: ${(await res.text()).slice(0, 300)})`,
    );
  }
  return result.requests.average;
}

export default async function feedApi() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-bench-'));
  const servers = [];
  try {
    const started = Date.now();
    const tack = await startServer(
      'Tack',
      ['--import', 'tsx', 'apps/server/src/main.ts'],
      {
        DATA_DIR: dataDir,
        TACK_DEMO: '1',
        TACK_DEMO_PINS: '200',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      180_000,
    );
    servers.push(tack);
    console.log(`Tack ready in ${((Date.now() - started) / 1000).toFixed(1)} s (200 demo pins)`);
    const bare = await startServer(
      'bare Fastify',
      ['bench/bare-fastify.mjs'],
      { NODE_ENV: 'production' },
      30_000,
    );
    servers.push(bare);

    const targets = { tack: `${tack.url}${FEED}`, bare: `${bare.url}/` };
    for (const url of Object.values(targets)) await load(url, 2); // warm-up: JIT, caches, pools
    const rps = { tack: [], bare: [] };
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate who goes first, so drift (thermal, noisy neighbours) hits both alike.
      const order = round % 2 === 0 ? ['tack', 'bare'] : ['bare', 'tack'];
      for (const who of order) rps[who].push(await load(targets[who], DURATION));
      console.log(
        `round ${round + 1}: tack ${rps.tack.at(-1).toFixed(0)} req/s, bare ${rps.bare.at(-1).toFixed(0)} req/s`,
      );
    }
    const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const tackRps = mean(rps.tack);
    const bareRps = mean(rps.bare);
    return [
      {
        name: `GET ${FEED} (req/s)`,
        unit: 'req/s',
        tack: Math.round(tackRps),
        reference: Math.round(bareRps),
        referenceName: 'bare Fastify GET /',
        ratio: tackRps / bareRps,
        better: 'higher',
        details: { connections: CONNECTIONS, durationSeconds: DURATION, rounds: rps },
      },
    ];
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  console.table(await feedApi());
