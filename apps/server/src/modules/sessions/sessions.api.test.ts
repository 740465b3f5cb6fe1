import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf, testClient, type TestClient } from '../../../test/client.ts';

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

// Issue 16, settings: where you are signed in (device, created, last use and address, this
// session marked), last use written at most once a minute, and signing out one or all others.
describeEngines('active sessions', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const logIn = async (username: string, userAgent: string) => {
    const c = testClient(t.app);
    await c.get('/healthz');
    const res = await c.post(
      '/resource/UserSessionResource/create/',
      { options: { email: `${username}@example.com`, password: 'correct horse battery' } },
      { 'user-agent': userAgent, 'x-csrftoken': c.cookie('csrftoken')! },
    );
    expect(res.status, res.body).toBe(200);
    return c;
  };
  const list = async (c: TestClient) => {
    const res = await c.resource('ActiveSessionsResource', 'get', {});
    expect(res.status, res.body).toBe(200);
    return dataOf(res) as {
      id: string;
      device: string;
      deviceType: string;
      ip: string | null;
      createdAt: string;
      lastUsedAt: string;
      current: boolean;
    }[];
  };

  it('lists each signed-in browser with its device, times and address; this one first and marked', async () => {
    const signup = testClient(t.app);
    await signup.signup('sam');
    const laptop = await logIn('sam', FIREFOX_WINDOWS);
    const phone = await logIn('sam', SAFARI_IPHONE);
    const sessions = await list(phone);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      current: true,
      device: 'Safari 17 on iOS',
      deviceType: 'mobile',
      ip: '127.0.0.1',
    });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.device)).toContain('Firefox 128 on Windows');
    for (const s of sessions) {
      expect(s.id).toMatch(/^[0-9a-f]{32}$/);
      expect(Date.parse(s.createdAt)).not.toBeNaN();
      expect(Date.parse(s.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
    }
    // The handle is neither the cookie nor the stored hash.
    const stored = await t.db.db.selectFrom('sessions').select('id').execute();
    for (const s of sessions) expect(stored.map((r) => r.id)).not.toContain(s.id);
    expect((await list(laptop))[0]!.device).toBe('Firefox 128 on Windows');
  });

  it('writes the last use at most once a minute per session', async () => {
    const c = testClient(t.app);
    await c.signup('tina');
    const row = () =>
      t.db.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'sessions.last_used_at'])
        .where('users.username', '=', 'tina')
        .executeTakeFirstOrThrow();
    const first = await row();
    // Used again within the minute: no write.
    await c.resource('UserSessionResource', 'get', {});
    expect((await row()).last_used_at).toBe(first.last_used_at);
    // Over a minute later: one write.
    const old = new Date(Date.now() - 61_000).toISOString();
    await t.db.db
      .updateTable('sessions')
      .set({ last_used_at: old, last_ip: null })
      .where('id', '=', first.id)
      .execute();
    await c.resource('UserSessionResource', 'get', {});
    const touched = await row();
    expect(Date.parse(touched.last_used_at!)).toBeGreaterThan(Date.parse(old) + 60_000);
    const listed = (await list(c))[0]!;
    expect(listed.ip).toBe('127.0.0.1');
    expect(listed.lastUsedAt).toBe(touched.last_used_at);
  });

  it('signs out one other session, then all the others, never this one', async () => {
    const c = testClient(t.app);
    await c.signup('uma');
    const a = await logIn('uma', FIREFOX_WINDOWS);
    const b = await logIn('uma', SAFARI_IPHONE);
    const before = await list(c);
    const target = before.find((s) => s.device.startsWith('Firefox'))!;
    const after = dataOf(await c.resource('ActiveSessionsResource', 'delete', { id: target.id }));
    expect(after.map((s: { id: string }) => s.id)).not.toContain(target.id);
    expect(dataOf(await a.resource('UserSessionResource', 'get', {})).isAuthenticated).toBe(false);
    expect(dataOf(await b.resource('UserSessionResource', 'get', {})).isAuthenticated).toBe(true);
    // This session's own handle names nothing to revoke (log out ends it).
    const self = before.find((s) => s.current)!;
    expect((await c.resource('ActiveSessionsResource', 'delete', { id: self.id })).status).toBe(
      404,
    );
    const rest = dataOf(await c.resource('ActiveSessionsResource', 'delete', { others: true }));
    expect(rest).toHaveLength(1);
    expect(rest[0].current).toBe(true);
    expect(dataOf(await b.resource('UserSessionResource', 'get', {})).isAuthenticated).toBe(false);
    expect(dataOf(await c.resource('UserSessionResource', 'get', {})).isAuthenticated).toBe(true);
  });

  it("cannot see or end another person's session: its handle is a 404", async () => {
    const victim = testClient(t.app);
    await victim.signup('vic');
    const victimPhone = await logIn('vic', SAFARI_IPHONE);
    const handle = (await list(victim)).find((s) => !s.current)!.id;
    const attacker = testClient(t.app);
    await attacker.signup('mallory');
    const res = await attacker.resource('ActiveSessionsResource', 'delete', { id: handle });
    expect(res.status).toBe(404);
    expect(
      dataOf(await victimPhone.resource('UserSessionResource', 'get', {})).isAuthenticated,
    ).toBe(true);
    expect((await list(attacker)).map((s) => s.id)).not.toContain(handle);
    expect((await testClient(t.app).resource('ActiveSessionsResource', 'get', {})).status).toBe(
      401,
    );
    const bad = await attacker.resource('ActiveSessionsResource', 'delete', { others: false });
    expect(bad.status).toBe(400);
  });
});
