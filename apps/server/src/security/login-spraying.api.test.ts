// Regression test for the audit's password-spraying finding (issue 11: 9).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEnginesInProcess } from '../../test/engines.ts';
import { testClient } from '../../test/client.ts';

// Each client is an address given to `inject` in-process (remoteAddress): through three nodes
// every request comes from the proxy.
describeEnginesInProcess('audit: one client cannot spray a password across accounts', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp(engine, { LOGIN_FAILURE_LIMIT: '5' });
    await testClient(t.app).signup('victim');
  });
  afterAll(() => t.close());

  /** A login from one client address, with the CSRF cookie and header a browser would send. */
  async function loginFrom(ip: string, email: string, password: string) {
    const csrf = 'c'.repeat(43);
    const res = await t.app.inject({
      method: 'POST',
      url: '/resource/UserSessionResource/create/',
      remoteAddress: ip,
      headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
      payload: { options: { email, password } },
    });
    return { status: res.statusCode, retryAfter: res.headers['retry-after'] };
  }

  it('refuses a client after 5 failures across different emails, and only that client', async () => {
    const sprayer = '203.0.113.7';
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await loginFrom(sprayer, `user${i}@example.com`, 'Summer2026!')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const blocked = await loginFrom(sprayer, 'user9@example.com', 'Summer2026!');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    // Even the right password is refused from that client until the window ends...
    expect((await loginFrom(sprayer, 'victim@example.com', 'correct horse battery')).status).toBe(
      429,
    );
    // ...while everyone else logs in as usual.
    expect(
      (await loginFrom('198.51.100.2', 'victim@example.com', 'correct horse battery')).status,
    ).toBe(200);
  });

  it('does not count successful logins against the client', async () => {
    const office = '192.0.2.10';
    for (let i = 0; i < 8; i++)
      expect((await loginFrom(office, 'victim@example.com', 'correct horse battery')).status).toBe(
        200,
      );
  });
});
