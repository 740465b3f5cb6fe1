import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_SCOPE_NAMES, type ApiScope } from '@tack/contract';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { dataOf, testClient, type TestClient } from '../../../test/client.ts';
import { makePng } from '../../../test/images.ts';

/**
 * The v5 API's own rules: bearer tokens only (a session cookie is never enough, and no CSRF
 * token is asked), secret boards and their pins behind the `_secret` scopes, CORS for any page
 * without credentials, and the same access rules as the web app (a stranger's secret board is
 * a 404 whatever the token may do).
 */
describeEngines('v5: tokens, scopes and secret boards', (engine) => {
  let t: TestApp;
  let ada: TestClient;
  let ids: { pub: string; sec: string; pubPin: string; secPin: string; strangerSec: string };

  const token = async (c: TestClient, scopes: readonly ApiScope[]) =>
    dataOf(await c.resource('PersonalTokenResource', 'create', { name: 'script', scopes }))
      .token as string;
  const v5 = (tok: string | null, method: string, url: string, body?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url: `/v5${url}`,
      headers: tok ? { authorization: `Bearer ${tok}` } : {},
      ...(body === undefined ? {} : { payload: body as string }),
    });
  const json = (res: { body: string }) => JSON.parse(res.body);

  beforeAll(async () => {
    t = await createTestApp(engine);
    ada = testClient(t.app);
    const stranger = testClient(t.app);
    await ada.signup('ada');
    await stranger.signup('stranger');
    const board = async (c: TestClient, name: string, privacy?: string) => {
      const b = dataOf(await c.resource('BoardResource', 'create', { name }));
      if (privacy) await c.resource('BoardResource', 'update', { board_id: b.id, privacy });
      return b.id as string;
    };
    const png = (await makePng(50, 60)).toString('base64');
    const pin = async (boardId: string) =>
      dataOf(
        await ada.resource('PinResource', 'create', {
          board_id: boardId,
          image_base64: png,
          title: 'x',
        }),
      ).id as string;
    const pub = await board(ada, 'Open');
    const sec = await board(ada, 'Diary', 'secret');
    ids = {
      pub,
      sec,
      pubPin: await pin(pub),
      secPin: await pin(sec),
      strangerSec: await board(stranger, 'Theirs', 'secret'),
    };
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('a session cookie does not authenticate /v5, and bearer calls need no CSRF token', async () => {
    const viaCookie = await ada.get('/v5/user_account');
    expect(viaCookie.status).toBe(401);
    expect(viaCookie.json).toEqual({ code: 2, message: 'Authentication failed.' });
    expect(viaCookie.headers['www-authenticate']).toMatch(/^Bearer/);
    // Nor does the API set the CSRF cookie on its answers.
    expect(String(viaCookie.headers['set-cookie'] ?? '')).not.toContain('csrftoken');
    const all = await token(ada, API_SCOPE_NAMES);
    const made = await v5(all, 'POST', '/boards', { name: 'From a script' });
    expect(made.statusCode).toBe(201);
    // A cookie beside the token changes nothing: the token's person acts.
    const withCookie = await ada.request(
      'POST',
      '/v5/boards',
      { name: 'Both' },
      { authorization: `Bearer ${all}` },
    );
    expect(withCookie.status).toBe(201);
  });

  it('answers CORS for any origin, without credentials, with the rate limit headers readable', async () => {
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/v5/boards',
      headers: {
        origin: 'https://tool.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(pre.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(pre.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    const res = await t.app.inject({
      method: 'GET',
      url: '/v5/user_account',
      headers: {
        origin: 'https://tool.example',
        authorization: `Bearer ${await token(ada, ['user_accounts:read'])}`,
      },
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/X-RateLimit-Remaining/);
  });

  it('secret boards and their pins need the _secret scopes', async () => {
    const plain = await token(ada, ['boards:read', 'pins:read', 'boards:write', 'pins:write']);
    const listed = json(await v5(plain, 'GET', '/boards'));
    expect(listed.items.map((b: { id: string }) => b.id)).toContain(ids.pub);
    expect(listed.items.map((b: { id: string }) => b.id)).not.toContain(ids.sec);
    expect((await v5(plain, 'GET', '/boards?privacy=SECRET')).statusCode).toBe(403);
    const refused = await v5(plain, 'GET', `/boards/${ids.sec}`);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe(3);
    expect(refused.headers['www-authenticate']).toMatch(/insufficient_scope/);
    expect((await v5(plain, 'GET', `/boards/${ids.sec}/pins`)).statusCode).toBe(403);
    expect((await v5(plain, 'GET', `/pins/${ids.secPin}`)).statusCode).toBe(403);
    const pins = json(await v5(plain, 'GET', '/pins')).items.map((p: { id: string }) => p.id);
    expect(pins).toEqual([ids.pubPin]);
    // Writing: making a board secret, or a secret board, needs boards:write_secret.
    expect(
      (await v5(plain, 'POST', '/boards', { name: 'Nope', privacy: 'SECRET' })).statusCode,
    ).toBe(403);
    expect((await v5(plain, 'PATCH', `/boards/${ids.pub}`, { privacy: 'SECRET' })).statusCode).toBe(
      403,
    );
    expect(
      (await v5(plain, 'PATCH', `/pins/${ids.pubPin}`, { board_id: ids.sec })).statusCode,
    ).toBe(403);

    const secret = await token(ada, [
      'boards:read',
      'boards:read_secret',
      'pins:read',
      'pins:read_secret',
    ]);
    const all = json(await v5(secret, 'GET', '/boards')).items.map((b: { id: string }) => b.id);
    expect(all).toEqual(expect.arrayContaining([ids.pub, ids.sec]));
    expect(json(await v5(secret, 'GET', `/boards/${ids.sec}`)).privacy).toBe('SECRET');
    expect(
      json(await v5(secret, 'GET', '/pins?pin_type=PRIVATE')).items.map(
        (p: { id: string }) => p.id,
      ),
    ).toEqual([ids.secPin]);
  });

  it('the web app’s access rules hold: someone else’s secret board is not found, whatever the scopes', async () => {
    const all = await token(ada, API_SCOPE_NAMES);
    const res = await v5(all, 'GET', `/boards/${ids.strangerSec}`);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ code: 404, message: 'Board could not be found' });
    expect((await v5(all, 'DELETE', `/boards/${ids.strangerSec}`)).statusCode).toBe(404);
    expect((await v5(all, 'GET', '/nothing/here')).statusCode).toBe(404);
  });

  it('a deleted personal token, or one of a deactivated account, stops at once', async () => {
    const made = dataOf(
      await ada.resource('PersonalTokenResource', 'create', {
        name: 'temp',
        scopes: ['user_accounts:read'],
      }),
    );
    expect((await v5(made.token, 'GET', '/user_account')).statusCode).toBe(200);
    const other = testClient(t.app);
    await other.signup('otherone');
    expect(
      (await other.resource('PersonalTokenResource', 'delete', { token_id: made.id })).status,
    ).toBe(404);
    expect(
      (await ada.resource('PersonalTokenResource', 'delete', { token_id: made.id })).status,
    ).toBe(200);
    expect((await v5(made.token, 'GET', '/user_account')).statusCode).toBe(401);
    const theirs = await token(other, ['user_accounts:read']);
    await t.db.db
      .updateTable('users')
      .set({ deactivated_at: new Date().toISOString() })
      .where('username', '=', 'otherone')
      .execute();
    expect((await v5(theirs, 'GET', '/user_account')).statusCode).toBe(401);
  });

  it('securing the account (/secure/panic) ends every API token it had', async () => {
    const worried = testClient(t.app);
    await worried.signup('worried');
    const theirs = await token(worried, ['user_accounts:read']);
    expect((await v5(theirs, 'GET', '/user_account')).statusCode).toBe(200);
    expect((await worried.resource('SecurePanicResource', 'create', {})).status).toBe(200);
    expect((await v5(theirs, 'GET', '/user_account')).statusCode).toBe(401);
  });

  it('settings lists apps, tokens and allowed apps; each person manages only their own', async () => {
    const access = dataOf(await ada.resource('ApiAccessResource', 'get', {}));
    expect(access.tokens.length).toBeGreaterThan(0);
    expect(JSON.stringify(access)).not.toContain('tack_pat_');
    const bad = await ada.resource('ApiAppResource', 'create', {
      name: 'X',
      redirect_uris: ['http://example.com/cb'],
    });
    expect(bad.status).toBe(400);
    expect(bad.json.resource_response.error.field).toBe('redirect_uris.0');
    const appMade = dataOf(
      await ada.resource('ApiAppResource', 'create', {
        name: 'Mine',
        redirect_uris: ['https://ok.example/cb'],
      }),
    );
    expect(appMade.clientSecret).toMatch(/^tack_cs_/);
    const later = dataOf(await ada.resource('ApiAccessResource', 'get', {}));
    expect(later.apps).toEqual([
      expect.objectContaining({ name: 'Mine', clientId: appMade.clientId }),
    ]);
    expect(JSON.stringify(later)).not.toContain(appMade.clientSecret);
    const stranger = testClient(t.app);
    await stranger.signup('nosy');
    expect(
      (await stranger.resource('ApiAppResource', 'delete', { app_id: appMade.id })).status,
    ).toBe(404);
    expect(
      (await stranger.resource('AllowedAppResource', 'delete', { app_id: appMade.id })).status,
    ).toBe(404);
  });
});
