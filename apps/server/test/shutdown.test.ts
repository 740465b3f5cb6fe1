import http from 'node:http';
import { expect, it } from 'vitest';
import { startServer } from './server-process.ts';

/**
 * Graceful shutdown: on SIGTERM the server finishes the request in flight, then exits 0. With
 * several server processes the primary passes SIGTERM to each worker, which drains the same way.
 */
it.each([
  ['one server process', '1'],
  ['two server processes (node:cluster)', '2'],
])(
  'drains an in-flight request on SIGTERM and exits cleanly: %s',
  async (_name, workers) => {
    const server = await startServer({ TACK_WORKERS: workers });
    const { child } = server;
    try {
      const port = Number(new URL(server.baseUrl).port);
      const health = await fetch(`${server.baseUrl}/healthz`);
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
        setTimeout(() => child.kill('SIGTERM'), 200);
        setTimeout(() => req.end(body.slice(20)), 600);
      });
      expect(await answer).toBe(200);
      const code = await new Promise<number | null>((resolve) =>
        child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
      );
      expect(code).toBe(0);
    } finally {
      await server.stop();
    }
  },
  180_000,
);
