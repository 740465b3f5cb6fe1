import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Graceful shutdown: on SIGTERM the server finishes the request in flight, then exits 0. */
it('drains an in-flight request on SIGTERM and exits cleanly', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-shutdown-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TACK_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      server.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /localhost:(\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      server.once('exit', () => reject(new Error(`server exited early: ${out}`)));
    });
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    const csrf = /csrftoken=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')![1]!;
    const body = JSON.stringify({
      options: {
        email: 'drain@example.com',
        password: 'correct horse battery',
        username: 'drain',
        first_name: 'D',
      },
    });
    const answer = new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/resource/UserRegisterResource/create/',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            cookie: `csrftoken=${csrf}`,
            'x-csrftoken': csrf,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      // Half the body now, the signal, then the rest: the request is in flight when SIGTERM lands.
      req.write(body.slice(0, 20));
      setTimeout(() => server.kill('SIGTERM'), 200);
      setTimeout(() => req.end(body.slice(20)), 600);
    });
    expect(await answer).toBe(200);
    const code = await new Promise<number | null>((resolve) =>
      server.exitCode !== null ? resolve(server.exitCode) : server.once('exit', resolve),
    );
    expect(code).toBe(0);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
