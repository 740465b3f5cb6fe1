import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { testClient } from '../../../test/client.ts';

describeEngines('accounts', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(engine, { LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  const signupBody = (u: string) => ({
    email: `${u}@example.com`,
    password: 'correct horse battery',
    username: u,
    first_name: 'Ada',
  });

  it('signs up, stores an argon2id hash, and logs in with an HttpOnly SameSite=Lax cookie', async () => {
    const c = testClient(t.app);
    const res = await c.resource('UserRegisterResource', 'create', signupBody('ada'));
    expect(res.status).toBe(200);
    expect(res.json.resource_response.data).toMatchObject({
      isAuthenticated: true,
      viewer: { username: 'ada', firstName: 'Ada' },
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/tack_session=[^;]+;.*HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const row = await t.db.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'ada')
      .executeTakeFirstOrThrow();
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
    const session = await c.resource('UserSessionResource', 'get', {});
    expect(session.json.resource_response.data.viewer.username).toBe('ada');
    // MC §3: messaging is shown while they take messages from someone (session.api.test.ts).
    expect(session.json.resource_response.data.viewer.should_show_messaging).toBe(true);
  });

  it("answers the viewer's own facts and the session's fields (MC §3 Viewer and session, PC §3 Session)", async () => {
    const c = testClient(t.app);
    const made = await c.resource('UserRegisterResource', 'create', signupBody('facts'));
    const id = made.json.resource_response.data.viewer.id;
    const board = await c.resource('BoardResource', 'create', { name: 'Hidden' });
    await c.resource('BoardResource', 'update', {
      board_id: board.json.resource_response.data.id,
      privacy: 'secret',
    });
    const session = (await c.resource('UserSessionResource', 'get', {})).json.resource_response
      .data;
    expect(session).toMatchObject({ isAuthenticated: true, userId: id });
    expect(session.viewer).toMatchObject({
      id,
      isAuth: true,
      first_name: 'Ada',
      full_name: 'Ada',
      secretBoardCount: 1,
      save_behavior: 0,
      isPartner: false,
      isEmployee: false,
      should_show_messaging: true,
    });
    expect(typeof session.viewer.has_quicksave_board).toBe('boolean');
    expect(session.viewer).toHaveProperty('image_medium_url');
    const anon = (await testClient(t.app).resource('UserSessionResource', 'get', {})).json
      .resource_response.data;
    expect(anon).toMatchObject({ isAuthenticated: false, userId: null, viewer: null });
  });

  it('refuses a taken username or email with 409 naming the field', async () => {
    const c = testClient(t.app);
    const again = await c.resource('UserRegisterResource', 'create', {
      ...signupBody('ada'),
      email: 'other@example.com',
    });
    expect(again.status).toBe(409);
    expect(again.json.resource_response.error.field).toBe('username');
    const email = await c.resource('UserRegisterResource', 'create', {
      ...signupBody('ada2'),
      email: 'ADA@example.com',
    });
    expect(email.status).toBe(409);
    expect(email.json.resource_response.error.field).toBe('email');
    const reserved = await c.resource('UserRegisterResource', 'create', signupBody('login'));
    expect(reserved.status).toBe(409);
  });

  it.each([
    [{ email: 'nope', password: 'correct horse', username: 'bob', first_name: 'Bob' }, 'email'],
    [{ email: 'b@example.com', password: 'short', username: 'bob', first_name: 'Bob' }, 'password'],
    [
      { email: 'b@example.com', password: 'correct horse', username: 'b!', first_name: 'Bob' },
      'username',
    ],
    [
      {
        email: 'b@example.com',
        password: 'correct horse',
        username: 'bob',
        first_name: 'x'.repeat(31),
      },
      'first_name',
    ],
    [
      {
        email: 'b@example.com',
        password: 'correct horse',
        username: 'bob',
        first_name: 'Bob',
        admin: true,
      },
      '',
    ],
  ])('bad signup input is a 400 naming the field (%#)', async (body, field) => {
    const res = await testClient(t.app).resource('UserRegisterResource', 'create', body);
    expect(res.status).toBe(400);
    expect(res.json.resource_response.error.message).toContain(field);
    if (field) expect(res.json.resource_response.error.field).toBe(field);
  });

  it.each([
    ['iloveyou1', /breached password lists/],
    ['qwertyuiop', /most common|keyboard pattern/],
    ['bobbybob99', /your name, username or email/],
  ])(
    'a guessable password (%s) is refused at signup with the reason, under its field',
    async (password, reason) => {
      const res = await testClient(t.app).resource('UserRegisterResource', 'create', {
        email: 'bobby@example.com',
        password,
        username: 'bobbybob',
        first_name: 'Bobby',
      });
      expect(res.status).toBe(400);
      const error = res.json.resource_response.error;
      expect(error).toMatchObject({ code: 'weak_password', field: 'password' });
      expect(error.errors).toEqual([{ field: 'password', message: error.message }]);
      expect(error.message).toMatch(reason);
    },
  );

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const wrong = await testClient(t.app).resource('UserSessionResource', 'create', {
      email: 'ada@example.com',
      password: 'wrong password',
    });
    const unknown = await testClient(t.app).resource('UserSessionResource', 'create', {
      email: 'ghost@example.com',
      password: 'wrong password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
  });

  it('rotates the session id at login and deletes it at logout', async () => {
    const c = testClient(t.app);
    await c.resource('UserSessionResource', 'create', {
      email: 'ada@example.com',
      password: 'correct horse battery',
    });
    const first = c.cookie('tack_session');
    await c.resource('UserSessionResource', 'create', {
      email: 'ada@example.com',
      password: 'correct horse battery',
    });
    const second = c.cookie('tack_session');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    // The old token no longer opens a session.
    const stale = testClient(t.app);
    stale.setCookie('tack_session', first!);
    expect(
      (await stale.resource('UserSessionResource', 'get', {})).json.resource_response.data
        .isAuthenticated,
    ).toBe(false);

    await c.resource('UserSessionResource', 'delete', {});
    const replay = testClient(t.app);
    replay.setCookie('tack_session', second!);
    expect(
      (await replay.resource('UserSessionResource', 'get', {})).json.resource_response.data
        .isAuthenticated,
    ).toBe(false);
  });

  it('rate limits login attempts with 429 and Retry-After', async () => {
    const c = testClient(t.app);
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await c.resource('UserSessionResource', 'create', {
        email: 'limited@example.com',
        password: 'guess' + i,
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses unsafe methods without the CSRF token', async () => {
    const c = testClient(t.app);
    await c.get('/healthz');
    const res = await t.app.inject({
      method: 'POST',
      url: '/resource/UserSessionResource/create/',
      headers: { cookie: `csrftoken=${c.cookie('csrftoken')}` },
      payload: { options: { email: 'ada@example.com', password: 'correct horse battery' } },
    });
    expect(res.statusCode).toBe(403);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/resource/UserSessionResource/create/',
      headers: { cookie: `csrftoken=${c.cookie('csrftoken')}`, 'x-csrftoken': 'A'.repeat(43) },
      payload: { options: { email: 'ada@example.com', password: 'correct horse battery' } },
    });
    expect(forged.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/resource/UserSessionResource/create/',
      headers: {
        cookie: `csrftoken=${c.cookie('csrftoken')}`,
        'x-csrftoken': c.cookie('csrftoken')!,
        origin: 'https://evil.example',
      },
      payload: { options: { email: 'ada@example.com', password: 'correct horse battery' } },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
