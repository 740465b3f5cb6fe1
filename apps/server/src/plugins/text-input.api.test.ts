import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../test/client.ts';
import { makePng, multipart } from '../../test/images.ts';

const NAMES = "Names can't contain invisible or control characters";
const CONTROLS = "Text can't contain control characters";

/** The free-text rules of `@tack/contract` text.ts, through the calls that store text. */
describeEngines('free text in names, long text and lookups', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let c: TestClient;
  let boardId: string;
  let sig: string;
  const errorOf = (res: { json: { resource_response: { error: { message: string } } } }) =>
    res.json.resource_response.error.message;

  beforeAll(async () => {
    t = await createTestApp(engine);
    c = testClient(t.app);
    await c.signup('writer');
    boardId = data(await c.resource('BoardResource', 'create', { name: 'Plain' })).id;
    const form = multipart('image', 'a.png', await makePng(60, 80), 'image/png');
    sig = data(
      await c.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
  });
  afterAll(() => t?.close());

  it.each([
    ['a board name', 'BoardResource', 'create', () => ({ name: 'My\u202eboard' }), 'name'],
    [
      'a renamed board',
      'BoardResource',
      'update',
      () => ({ board_id: boardId, name: 'x\u200by' }),
      'name',
    ],
    [
      'a section title',
      'BoardSectionResource',
      'create',
      () => ({ board_id: boardId, title: 'S\u2066' }),
      'title',
    ],
    [
      'a first name',
      'UserRegisterResource',
      'create',
      () => ({
        email: 'nul@example.com',
        password: 'correct horse',
        username: 'nulname',
        first_name: 'Bob\u0000',
      }),
      'first_name',
    ],
    [
      'a username',
      'UserRegisterResource',
      'create',
      () => ({
        email: 'zw@example.com',
        password: 'correct horse',
        username: 'ad\u200bmin',
        first_name: 'Al',
      }),
      'username',
    ],
  ] as const)('refuses an invisible character in %s', async (_, name, action, options, field) => {
    const res = await c.resource(name, action, options());
    expect(res.status).toBe(400);
    expect(errorOf(res)).toBe(`options.${field}: ${NAMES}`);
  });

  it('keeps emoji and stores names in NFC', async () => {
    const board = data(await c.resource('BoardResource', 'create', { name: 'Cafe\u0301 👩‍👩‍👧' }));
    expect(board.name).toBe('Café 👩‍👩‍👧');
  });

  it('removes characters that hide or reorder long text, and keeps line breaks', async () => {
    const res = await c.resource('PinResource', 'create', {
      board_id: boardId,
      image_signature: sig,
      title: 'Lamp\u202e gnp.exe',
      description: 'one\r\ntwo\u200b three\u2066',
    });
    expect(res.status, res.body).toBe(200);
    const pin = data(await c.resource('PinResource', 'get', { id: data(res).id }));
    expect(pin.title).toBe('Lamp gnp.exe');
    expect(pin.description).toBe('one\ntwo three');
  });

  it.each([
    ['NUL in a description', { description: 'a\u0000b' }, 'description'],
    ['a newline in a title', { title: 'two\nlines' }, 'title'],
    ['an escape in alt text', { alt_text: '\u001b[31mred' }, 'alt_text'],
  ])('refuses %s', async (_, text, field) => {
    const res = await c.resource('PinResource', 'create', {
      board_id: boardId,
      image_signature: sig,
      ...text,
    });
    expect(res.status).toBe(400);
    expect(errorOf(res)).toBe(`options.${field}: ${CONTROLS}`);
  });

  it('refuses control characters in lookups before they reach SQL', async () => {
    const user = await c.resource('UserResource', 'get', { username: 'writer\u0000' });
    expect(user.status).toBe(400);
    expect(errorOf(user)).toBe(`options.username: ${CONTROLS}`);
    const search = await c.resource('SearchPinsResource', 'get', { query: 'lamp\u0000' });
    expect(search.status).toBe(400);
    expect(errorOf(search)).toBe(`options.query: ${CONTROLS}`);
    // Both answered 500 on PostgreSQL, which refuses NUL in text (found by the fuzz suite).
    const board = await c.resource('BoardResource', 'get', { username: 'writer', slug: 'x\u0000' });
    expect(board.status).toBe(400);
    expect(errorOf(board)).toBe(`options.slug: ${CONTROLS}`);
    const suggest = await c.resource('SearchSuggestionsResource', 'get', { query: '{{7}}\u0000' });
    expect(suggest.status).toBe(400);
  });
});
