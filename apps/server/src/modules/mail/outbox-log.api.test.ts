import { expect, it } from 'vitest';
import { describeEngines, withPostgresDatabase } from '../../../test/engines.ts';
import { startServer, type ServerProcess } from '../../../test/server-process.ts';

// Issue 16, "npm start prints links": with no SMTP_URL, a real server process writes each held
// message's links to its log, and the link read from there confirms the address.
describeEngines('mail without SMTP: links in the log', (engine) => {
  it('a new account finds its verification link in the server log, and it works', async () => {
    const run = async (env: Record<string, string>) => {
      const server = await startServer({ LOG_LEVEL: 'info', JOBS_POLL_MS: '50', ...env });
      try {
        await signUpAndVerifyFromLog(server);
      } finally {
        await server.stop();
      }
    };
    if (engine === 'postgres') await withPostgresDatabase((url) => run({ DATABASE_URL: url }));
    else await run({});
  }, 60_000);
});

async function signUpAndVerifyFromLog(server: ServerProcess) {
  let log = '';
  server.child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  const health = await fetch(`${server.baseUrl}/healthz`);
  const csrf = /csrftoken=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')![1]!;
  const res = await fetch(`${server.baseUrl}/resource/UserRegisterResource/create/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `csrftoken=${csrf}`,
      'x-csrftoken': csrf,
    },
    body: JSON.stringify({
      options: {
        email: 'logged@example.com',
        password: 'correct horse battery',
        username: 'logged',
        first_name: 'Lo',
      },
    }),
  });
  expect(res.status).toBe(200);
  // The mail worker holds the message and logs it: one JSON line, its message naming the links.
  const line = await new Promise<{ msg: string; to: string; links: string[] }>(
    (resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no outbox line in:\n${log}`)), 20_000);
      const look = () => {
        const found = log
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as { msg: string; to: string; links: string[] })
          .find((l) => l.msg?.includes('is in the outbox (no SMTP_URL)'));
        if (!found) return;
        clearTimeout(timer);
        server.child.stdout!.off('data', look);
        resolve(found);
      };
      server.child.stdout!.on('data', look);
      look();
    },
  );
  expect(line.to).toBe('logged@example.com');
  expect(line.msg).toMatch(/^mail "Confirm your email for Tack" to logged@example\.com/);
  const link = /its links: (\S*\/email\/verify\/\?token=\S+)/.exec(line.msg)?.[1];
  expect(link).toBeTruthy();
  expect(line.links).toContain(link);
  // The link points at this server's public origin; open its path here.
  const url = new URL(link!);
  const open = await fetch(`${server.baseUrl}${url.pathname}${url.search}`, {
    redirect: 'manual',
  });
  expect(open.status).toBe(303);
  expect(open.headers.get('location')).toBe('/email/verified/');
}
