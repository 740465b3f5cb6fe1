import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf, testClient, type TestClient } from '../../../test/client.ts';
import { fakeWebDist } from '../../../test/web-dist.ts';

// Issue 16, settings: every profile field's rule with its own message, reserved and taken
// usernames, and an old username that redirects for 90 days and is nobody else's meanwhile.
describeEngines('edit profile', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const web = fakeWebDist();
  beforeAll(async () => {
    t = await createTestApp(engine, { WEB_DIST: web.dir });
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  const update = (c: TestClient, options: unknown) =>
    c.resource('UserProfileResource', 'update', options);
  const fieldErrors = (res: { json: { resource_response: { error: { errors?: unknown } } } }) =>
    res.json.resource_response.error.errors;

  it('saves names, about and website, and the profile shows them', async () => {
    const c = testClient(t.app);
    await c.signup('prue');
    const res = await update(c, {
      first_name: '  Prue ',
      full_name: 'Prue Leith',
      about: 'Cakes,\nbakes and  more',
      website_url: 'https://prue.example/cakes',
    });
    expect(res.status, res.body).toBe(200);
    expect(dataOf(res)).toMatchObject({
      firstName: 'Prue',
      fullName: 'Prue Leith',
      about: 'Cakes,\nbakes and  more',
      websiteUrl: 'https://prue.example/cakes',
    });
    const profile = dataOf(await c.resource('UserResource', 'get', { username: 'prue' }));
    expect(profile).toMatchObject({ about: 'Cakes,\nbakes and  more', fullName: 'Prue Leith' });
    // An empty website removes it.
    expect(dataOf(await update(c, { website_url: '' })).websiteUrl).toBeNull();
  });

  it('names every bad field at once, each with its own message', async () => {
    const c = testClient(t.app);
    await c.signup('fields');
    const res = await update(c, {
      first_name: 'x'.repeat(31),
      full_name: '   ',
      username: 'no spaces',
      about: 'a'.repeat(501),
      website_url: 'ftp://files.example/',
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(res)).toEqual([
      { field: 'first_name', message: 'First name must be at most 30 characters' },
      { field: 'full_name', message: 'Enter your name' },
      { field: 'username', message: 'Use only letters, numbers and underscores' },
      { field: 'about', message: 'About must be at most 500 characters' },
      { field: 'website_url', message: 'Website must start with http:// or https://' },
    ]);
    for (const [options, field, message] of [
      [{ first_name: '' }, 'first_name', 'Enter your first name'],
      [
        { first_name: 'Zero\u200bwidth' },
        'first_name',
        "Names can't contain invisible or control characters",
      ],
      [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
      [{ username: 'a'.repeat(31) }, 'username', 'Username must be at most 30 characters'],
      [
        { website_url: 'not a url' },
        'website_url',
        'Enter a full web address, like https://example.com',
      ],
      [
        { website_url: 'javascript:alert(1)' },
        'website_url',
        'Website must start with http:// or https://',
      ],
      [{ about: 'bell\u0007' }, 'about', "Text can't contain control characters"],
    ] as const) {
      const bad = await update(c, options);
      expect(bad.status, JSON.stringify(options)).toBe(400);
      expect(fieldErrors(bad)).toEqual([{ field, message }]);
    }
    // Nothing was written by the refused calls.
    const me = dataOf(await c.resource('UserResource', 'get', { username: 'fields' }));
    expect(me).toMatchObject({ firstName: 'Test', about: '', websiteUrl: null });
    // Unknown fields are refused, not ignored.
    expect((await update(c, { email: 'x@example.com' })).status).toBe(400);
  });

  it('refuses a reserved username in words, and a taken one', async () => {
    const c = testClient(t.app);
    await c.signup('rita');
    await testClient(t.app).signup('taken_name');
    const reserved = await update(c, { username: 'Settings' });
    expect(reserved.status).toBe(409);
    expect(fieldErrors(reserved)).toEqual([
      {
        field: 'username',
        message: '"settings" is the name of a page on Tack, so it can\'t be a username',
      },
    ]);
    const taken = await update(c, { username: 'taken_name' });
    expect(taken.status).toBe(409);
    expect(fieldErrors(taken)).toEqual([{ field: 'username', message: 'That username is taken' }]);
    // Keeping one's own name is no change.
    expect((await update(c, { username: 'rita' })).status).toBe(200);
  });

  it('moves the profile to a new username: the old URL redirects (page and app) and is held', async () => {
    const c = testClient(t.app);
    await c.signup('oldname');
    const board = dataOf(await c.resource('BoardResource', 'create', { name: 'Cakes' }));
    const res = await update(c, { username: 'NewName' });
    expect(res.status, res.body).toBe(200);
    expect(dataOf(res).username).toBe('newname');

    // The page: a 301 to the same place under the new name, path and query kept.
    for (const [from, to] of [
      ['/oldname/', '/newname/'],
      ['/oldname', '/newname/'],
      ['/oldname/_created/', '/newname/_created/'],
      [`/oldname/${board.slug}/?utm=x`, `/newname/${board.slug}/?utm=x`],
    ]) {
      const page = await c.get(from!, { accept: 'text/html' });
      expect(page.status, from).toBe(301);
      expect(page.headers.location).toBe(to);
      expect(page.headers['cache-control']).toBe('public, max-age=86400');
    }
    expect((await c.get('/newname/', { accept: 'text/html' })).status).toBe(200);
    // The app: a lookup by the old name answers the user under the new one, so the router can
    // replace the address; a board by the old name is found too.
    const user = dataOf(await c.resource('UserResource', 'get', { username: 'oldname' }));
    expect(user.username).toBe('newname');
    const b = await c.resource('BoardResource', 'get', { username: 'oldname', slug: board.slug });
    expect(b.status).toBe(200);
    expect(dataOf(b).url).toBe(`/newname/${board.slug}/`);

    // Nobody else may take the old name while it redirects, by signing up or renaming.
    const other = testClient(t.app);
    const signup = await other.resource('UserRegisterResource', 'create', {
      email: 'squat@example.com',
      password: 'correct horse battery',
      username: 'oldname',
      first_name: 'Sq',
    });
    expect(signup.status).toBe(409);
    expect(fieldErrors(signup)).toEqual([{ field: 'username', message: 'That username is taken' }]);
    await other.signup('squatter');
    expect((await update(other, { username: 'oldname' })).status).toBe(409);
  });

  it('frees the old name after 90 days: no redirect, and anyone may take it', async () => {
    const c = testClient(t.app);
    await c.signup('expiring');
    expect((await update(c, { username: 'expired_now' })).status).toBe(200);
    const row = await t.db.db
      .selectFrom('username_redirects')
      .select(['created_at', 'expires_at'])
      .where('old_username', '=', 'expiring')
      .executeTakeFirstOrThrow();
    const days = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 86_400_000;
    expect(days).toBe(90);
    // 90 days pass.
    await t.db.db
      .updateTable('username_redirects')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('old_username', '=', 'expiring')
      .execute();
    expect((await c.get('/expiring/', { accept: 'text/html' })).status).toBe(404);
    expect((await c.resource('UserResource', 'get', { username: 'expiring' })).status).toBe(404);
    const other = testClient(t.app);
    await other.signup('latecomer');
    const taken = await update(other, { username: 'expiring' });
    expect(taken.status, taken.body).toBe(200);
    expect(
      await t.db.db
        .selectFrom('username_redirects')
        .select('user_id')
        .where('old_username', '=', 'expiring')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('lets a person take back their own old name, and caps how many they hold', async () => {
    const c = testClient(t.app);
    await c.signup('flip');
    expect((await update(c, { username: 'flop' })).status).toBe(200);
    expect((await update(c, { username: 'flip' })).status).toBe(200);
    // Back to `flip`: its redirect ended, `flop` now redirects.
    expect((await c.get('/flip/', { accept: 'text/html' })).status).toBe(200);
    expect((await c.get('/flop/', { accept: 'text/html' })).headers.location).toBe('/flip/');
    for (const name of ['flip_a', 'flip_b', 'flip_c', 'flip_d'])
      expect((await update(c, { username: name })).status).toBe(200);
    // flop, flip, flip_a, flip_b, flip_c are held: a sixth change would hold a sixth name.
    const capped = await update(c, { username: 'flip_e' });
    expect(capped.status).toBe(409);
    expect(fieldErrors(capped)).toEqual([
      {
        field: 'username',
        message: expect.stringMatching(
          /^You've changed your username 5 times in the last 90 days\. You can change it again on \d{4}-\d{2}-\d{2}\.$/,
        ),
      },
    ]);
  });

  it('changes language and country from the lists, and refuses anything else per field', async () => {
    const c = testClient(t.app);
    await c.signup('lang');
    const res = await c.resource('UserAccountResource', 'update', {
      locale: 'pt-BR',
      country: 'BR',
    });
    expect(res.status, res.body).toBe(200);
    expect(dataOf(res)).toMatchObject({ locale: 'pt-BR', country: 'BR' });
    const session = dataOf(await c.resource('UserSessionResource', 'get', {}));
    expect(session.viewer).toMatchObject({ locale: 'pt-BR', country: 'BR' });
    const bad = await c.resource('UserAccountResource', 'update', {
      locale: 'xx-YY',
      country: 'ZZ',
    });
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad)).toEqual([
      { field: 'locale', message: 'Choose a language from the list' },
      { field: 'country', message: 'Choose a country from the list' },
    ]);
  });

  it('serves /settings and its sections as pages, unindexed (they were 404)', async () => {
    const c = testClient(t.app);
    for (const path of ['/settings', '/settings/', '/settings/profile', '/settings/security/']) {
      const page = await c.get(path, { accept: 'text/html' });
      expect(page.status, path).toBe(200);
      expect(page.body).toContain('<title>Settings | Tack</title>');
      expect(page.body).toMatch(/<meta name="robots" content="noindex/);
    }
    expect((await c.get('/settings/a/b', { accept: 'text/html' })).status).toBe(404);
  });

  it('needs a session', async () => {
    const anon = testClient(t.app);
    expect((await update(anon, { first_name: 'X' })).status).toBe(401);
    expect((await anon.resource('UserAccountResource', 'update', { country: 'US' })).status).toBe(
      401,
    );
  });
});
