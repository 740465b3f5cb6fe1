import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_SCOPE_NAMES, V5_OPERATIONS, type ApiScope } from '@tack/contract';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { dataOf, testClient, type TestClient } from '../../../test/client.ts';
import { bytes, startFixtureSite, type FixtureSite } from '../../../test/fixture-site.ts';
import { makePng } from '../../../test/images.ts';
import { allowLoopbackConnectionsOnly } from '../../../test/loopback-only.ts';
import { referenceValidator, type ReferenceCheck } from '../../../test/pinterest-reference.ts';

/**
 * Every answer of every implemented v5 operation, successes, pages and errors, checked against
 * Pinterest's own OpenAPI description (test/reference, 5.23.0) by a general validator
 * (openapi-backend on Ajv): if an answer leaves the reference's shapes, a test here fails.
 */
let reference: ReferenceCheck;
let site: FixtureSite;
let uninstallGuard: () => void;

beforeAll(async () => {
  uninstallGuard = allowLoopbackConnectionsOnly();
  reference = await referenceValidator();
  const png = await makePng(300, 420, { r: 10, g: 120, b: 200 });
  const png2 = await makePng(420, 300, { r: 200, g: 120, b: 10 });
  site = await startFixtureSite({
    '/a.png': bytes(png, 'image/png'),
    '/b.png': bytes(png2, 'image/png'),
  });
});
afterAll(async () => {
  await site?.close();
  uninstallGuard?.();
});

describeEngines('v5 answers fit the reference', (engine) => {
  let t: TestApp;
  let vera: TestClient;
  let full: string;
  /** (operation, status) pairs checked against the reference. */
  const seen = new Set<string>();
  const problems: string[] = [];

  /** One call with a bearer token; its answer is checked against the reference at once. */
  async function call(
    operationId: keyof typeof V5_OPERATIONS | 'oauth/token' | 'token/revoke',
    method: string,
    url: string,
    opts: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const res = await t.app.inject({
      method: method as 'GET',
      url: `/v5${url}`,
      headers: {
        ...(opts.token === null ? {} : { authorization: `Bearer ${opts.token ?? full}` }),
        ...opts.headers,
      },
      ...(opts.body === undefined ? {} : { payload: opts.body as string }),
    });
    const body = res.body ? (JSON.parse(res.body) as unknown) : undefined;
    problems.push(...reference.problems(operationId, res.statusCode, body));
    seen.add(`${operationId} ${res.statusCode}`);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read what was answered
    return { status: res.statusCode, headers: res.headers, json: body as any };
  }

  async function tokenWith(c: TestClient, scopes: readonly ApiScope[]): Promise<string> {
    const res = await c.resource('PersonalTokenResource', 'create', { name: 'test', scopes });
    expect(res.status).toBe(200);
    return dataOf(res).token;
  }

  beforeAll(async () => {
    t = await createTestApp(engine, {
      FETCH_ALLOW_LOOPBACK_FOR_TESTS: '1',
      API_RATE_LIMIT_READ: '150',
    });
    vera = testClient(t.app);
    const fred = testClient(t.app);
    await vera.signup('vera');
    const fredUser = await fred.signup('fred');
    const veraUser = dataOf(await vera.resource('UserSessionResource', 'get', {})).viewer;
    await fred.resource('UserFollowResource', 'create', { user_id: veraUser.id });
    await vera.resource('UserFollowResource', 'create', {
      user_id: fredUser.viewer?.id ?? fredUser.id,
    });
    full = await tokenWith(vera, API_SCOPE_NAMES);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('boards, sections and pins: every operation, its pages and its errors', async () => {
    expect((await call('user_account/get', 'GET', '/user_account')).json.username).toBe('vera');
    const made = await call('boards/create', 'POST', '/boards', {
      body: { name: 'Garden ideas', description: 'Beds', privacy: 'PUBLIC' },
    });
    expect(made.status).toBe(201);
    const secret = await call('boards/create', 'POST', '/boards', {
      body: { name: 'Hidden', privacy: 'SECRET' },
    });
    expect(secret.json.privacy).toBe('SECRET');
    const board = made.json.id as string;
    await call('boards/get', 'GET', `/boards/${board}`);
    await call('boards/update', 'PATCH', `/boards/${board}`, {
      body: { name: 'Garden', description: null },
    });
    // Pages: one board a page, the bookmark leading to the next.
    const first = await call('boards/list', 'GET', '/boards?page_size=1');
    expect(first.json.items).toHaveLength(1);
    expect(first.json.bookmark).toEqual(expect.any(String));
    const second = await call(
      'boards/list',
      'GET',
      `/boards?page_size=1&bookmark=${first.json.bookmark}`,
    );
    expect(second.json.items[0].id).not.toBe(first.json.items[0].id);
    await call('boards/list', 'GET', '/boards?privacy=SECRET');

    const section = await call('board_sections/create', 'POST', `/boards/${board}/sections`, {
      body: { name: 'Herbs' },
    });
    expect(section.status).toBe(201);
    await call('board_sections/create', 'POST', `/boards/${board}/sections`, {
      body: { name: 'Roses' },
    });
    const sections = await call(
      'board_sections/list',
      'GET',
      `/boards/${board}/sections?page_size=1`,
    );
    expect(sections.json.bookmark).toEqual(expect.any(String));
    await call('board_sections/update', 'PATCH', `/boards/${board}/sections/${section.json.id}`, {
      body: { name: 'Kitchen herbs' },
    });

    const byUrl = await call('pins/create', 'POST', '/pins', {
      body: {
        board_id: board,
        board_section_id: section.json.id,
        title: 'Basil',
        description: 'Sweet basil',
        link: 'https://example.com/basil',
        media_source: { source_type: 'image_url', url: `${site.origin}/a.png` },
      },
    });
    expect(byUrl.status).toBe(201);
    const png = await makePng(64, 64);
    const byBase64 = await call('pins/create', 'POST', '/pins', {
      body: {
        board_id: board,
        title: 'Thyme',
        media_source: {
          source_type: 'image_base64',
          content_type: 'image/png',
          data: png.toString('base64'),
        },
      },
    });
    expect(byBase64.json.media.media_type).toBe('image');
    const carousel = await call('pins/create', 'POST', '/pins', {
      body: {
        board_id: board,
        title: 'Beds',
        media_source: {
          source_type: 'multiple_image_urls',
          items: [
            { url: `${site.origin}/a.png`, title: 'One', link: 'https://example.com/1' },
            { url: `${site.origin}/b.png`, title: 'Two', description: 'Second' },
          ],
        },
      },
    });
    expect(carousel.json.media.media_type).toBe('multiple_images');
    expect(carousel.json.media.items).toHaveLength(2);
    expect(carousel.json.creative_type).toBe('CAROUSEL');

    const pin = byUrl.json.id as string;
    await call('pins/get', 'GET', `/pins/${pin}`);
    await call('pins/update', 'PATCH', `/pins/${pin}`, {
      body: { title: 'Genovese basil', alt_text: null },
    });
    const saved = await call('pins/save', 'POST', `/pins/${pin}/save`, {
      body: { board_id: secret.json.id },
    });
    expect(saved.status).toBe(201);
    expect(saved.json.parent_pin_id).toBe(pin);
    const pins = await call('pins/list', 'GET', '/pins?page_size=2');
    expect(pins.json.bookmark).toEqual(expect.any(String));
    await call('pins/list', 'GET', `/pins?page_size=2&bookmark=${pins.json.bookmark}`);
    await call('pins/list', 'GET', '/pins?pin_filter=exclude_repins');
    const onBoard = await call('boards/list_pins', 'GET', `/boards/${board}/pins?page_size=1`);
    expect(onBoard.json.bookmark).toEqual(expect.any(String));
    const inSection = await call(
      'board_sections/list_pins',
      'GET',
      `/boards/${board}/sections/${section.json.id}/pins`,
    );
    expect(inSection.json.items.map((p: { id: string }) => p.id)).toEqual([pin]);
    const found = await call('search_user_pins/list', 'GET', '/search/pins?query=basil');
    expect(found.json.items.length).toBeGreaterThan(0);
    const boards = await call('search_user_boards/get', 'GET', '/search/boards?query=hidden');
    expect(boards.json.items.map((b: { name: string }) => b.name)).toEqual(['Hidden']);
    await call('search_user_boards/get', 'GET', '/search/boards');
    await call('followers/list', 'GET', '/user_account/followers');
    const following = await call(
      'user_following/get',
      'GET',
      '/user_account/following?page_size=1',
    );
    expect(following.json.items).toEqual([
      expect.objectContaining({ type: 'user', username: 'fred' }),
    ]);

    // Errors, each in the reference's `{code, message}`.
    expect((await call('boards/get', 'GET', '/boards/1234567890123456789')).status).toBe(404);
    expect((await call('boards/get', 'GET', `/boards/${board}`, { token: null })).json.code).toBe(
      2,
    );
    expect(
      (await call('boards/get', 'GET', `/boards/${board}`, { token: 'tack_at_nope' })).status,
    ).toBe(401);
    const bad = await call('boards/create', 'POST', '/boards', { body: { name: '' } });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe(1);
    expect((await call('pins/list', 'GET', '/pins?page_size=9999')).status).toBe(400);
    expect((await call('boards/list', 'GET', '/boards?ad_account_id=1')).status).toBe(400);
    const readOnly = await tokenWith(vera, ['boards:read', 'pins:read']);
    const refused = await call('pins/create', 'POST', '/pins', {
      token: readOnly,
      body: {
        board_id: board,
        media_source: { source_type: 'image_url', url: `${site.origin}/a.png` },
      },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe(3);
    expect(
      (await call('boards/get', 'GET', `/boards/${secret.json.id}`, { token: readOnly })).status,
    ).toBe(403);

    await call('board_sections/delete', 'DELETE', `/boards/${board}/sections/${section.json.id}`);
    expect((await call('pins/delete', 'DELETE', `/pins/${byBase64.json.id}`)).status).toBe(204);
    expect((await call('boards/delete', 'DELETE', `/boards/${board}`)).status).toBe(204);
    expect((await call('boards/get', 'GET', `/boards/${board}`)).status).toBe(404);
  }, 120_000);

  it('a token past its rate limit: 429 with the limit headers', async () => {
    const token = await tokenWith(vera, ['user_accounts:read']);
    let last = await call('user_account/get', 'GET', '/user_account', { token });
    expect(last.headers['x-ratelimit-limit']).toBe('150');
    expect(last.headers['x-ratelimit-remaining']).toBe('149');
    for (let i = 0; i < 150; i++)
      last = await call('user_account/get', 'GET', '/user_account', { token });
    expect(last.status).toBe(429);
    expect(last.json.code).toBe(8);
    expect(last.headers['retry-after']).toEqual(expect.any(String));
    // Per token: another token of the same person still gets answers.
    expect((await call('user_account/get', 'GET', '/user_account')).status).toBe(200);
  }, 60_000);

  it('every operation was answered and checked, successes and errors', () => {
    expect(problems).toEqual([]);
    for (const [id, op] of Object.entries(V5_OPERATIONS))
      expect(seen, `${id} ${op.status}`).toContain(`${id} ${op.status}`);
    for (const error of [
      'boards/get 404',
      'boards/get 401',
      'boards/create 400',
      'pins/create 403',
      'user_account/get 429',
    ])
      expect(seen).toContain(error);
  });
});
