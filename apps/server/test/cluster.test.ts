import http from 'node:http';
import { expect, it } from 'vitest';
import { childrenOf, signUpOver, startServer } from './server-process.ts';

/** A GET on a new connection each time (a kept-alive one may lead to the killed worker). */
const statusOf = (url: string) =>
  new Promise<number>((resolve, reject) =>
    http
      .get(url, { agent: false, timeout: 10_000 }, (res) => resolve(res.resume().statusCode!))
      .on('timeout', function (this: http.ClientRequest) {
        this.destroy(new Error(`no answer from ${url}`));
      })
      .on('error', reject),
  );

const until = async (check: () => boolean | Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
};

/**
 * `TACK_WORKERS=2`: two server processes on one port and one database. A worker that dies while
 * serving is replaced in its slot.
 */
it('serves from every worker, and replaces one that dies', async () => {
  const server = await startServer({ TACK_WORKERS: '2' });
  try {
    const workers = childrenOf(server.pid);
    expect(workers).toHaveLength(2);
    // Written through one process, read through whichever answers: one database.
    await signUpOver(server.baseUrl, 'clusterfan');
    process.kill(workers[0]!, 'SIGKILL');
    await until(() => {
      const now = childrenOf(server.pid);
      return now.length === 2 && !now.includes(workers[0]!);
    }, 30_000);
    for (let i = 0; i < 4; i++) {
      expect(await statusOf(`${server.baseUrl}/healthz`)).toBe(200);
      // The person written through the dead worker, read through whichever answers (an API
      // call: the unit run has no web build for pages).
      const boards = `/resource/BoardsResource/get/?data=${encodeURIComponent(
        JSON.stringify({ options: { username: 'clusterfan' } }),
      )}`;
      expect(await statusOf(`${server.baseUrl}${boards}`)).toBe(200);
    }
  } finally {
    await server.stop();
  }
}, 120_000);
