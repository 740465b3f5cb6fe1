import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, threeNodes } from '../../test/engines.ts';
import { fakeWebDist } from '../../test/web-dist.ts';
import { testClient } from '../../test/client.ts';
import { makePng, multipart } from '../../test/images.ts';

describeEngines('API surface', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  // A built script with the brotli and gzip twins the web build writes beside it.
  const SCRIPT = 'console.log("a script worth compressing");\n'.repeat(50);
  const webDist = fakeWebDist(undefined, {
    'index-abc123.js': 'console.log(1)',
    'app-def456.js': SCRIPT,
    'app-def456.js.br': brotliCompressSync(SCRIPT),
    'app-def456.js.gz': gzipSync(SCRIPT),
  });
  beforeAll(async () => {
    t = await createTestApp(engine, { WEB_DIST: webDist.dir });
  });
  afterAll(async () => {
    await t.close();
    webDist.remove();
  });

  // The in-process server's own setting and database connection: not through three nodes.
  it.skipIf(threeNodes)(
    'gives every request a time limit, so a slow client cannot hold a connection',
    () => {
      expect(t.app.server.requestTimeout).toBe(120_000);
    },
  );

  it('sends strict security headers with pages, API answers, files and errors', async () => {
    const c = testClient(t.app);
    for (const path of [
      '/',
      '/resource/UserHomefeedResource/get/',
      '/resource/NoSuchResource/get/',
      '/assets/index-abc123.js',
      '/media/nothing-here',
    ]) {
      const res = await c.get(path);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      // Frames: our own pages (survey messages) only, unless SURVEY_FRAME_ORIGINS adds more.
      expect(csp).toContain("frame-src 'self';");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
    }
  });

  it('answers /healthz for machines: bare, with a CSRF cookie for a browser that has none', async () => {
    const res = await testClient(t.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(String(res.headers['set-cookie'])).toMatch(/^csrftoken=[A-Za-z0-9_-]{43};/);
  });

  // Liveness, not readiness: restarting the process would not bring the database back.
  it.skipIf(threeNodes)(
    '/healthz answers while the database does not; /readyz says so',
    async () => {
      const other = await createTestApp(engine);
      let closed = false;
      try {
        await other.db.close();
        closed = true;
        const res = await other.app.inject({ url: '/healthz' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 'ok' });
        expect((await other.app.inject({ url: '/readyz' })).statusCode).toBe(503);
      } finally {
        if (closed) await other.app.close();
        else await other.close();
      }
    },
  );

  it('mints no CSRF cookie for API or file GETs, only for pages and unsafe calls', async () => {
    const fresh = (path: string, method: 'GET' | 'POST' = 'GET') =>
      t.app.inject({ method, url: path }).then((r) => String(r.headers['set-cookie'] ?? ''));
    expect(await fresh('/resource/UserHomefeedResource/get/')).not.toContain('csrftoken');
    expect(await fresh('/assets/index-abc123.js')).not.toContain('csrftoken');
    expect(await fresh('/')).toContain('csrftoken=');
    // Refused (no token yet), with one to try again.
    expect(await fresh('/resource/UserSessionResource/delete/', 'POST')).toContain('csrftoken=');
  });

  it('publishes an OpenAPI document generated from the contract', async () => {
    const doc = (await testClient(t.app).get('/openapi.json')).json;
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/resource/RepinResource/create/',
        '/resource/BoardsResource/get/',
        '/v3/media/uploads/',
        '/v3/pins/{id}/favorite/',
        '/v3/boards/{id}/follow/',
        '/v3/search/{pinId}/hide/',
        '/v3/news_hub/{newsId}/pin/{pinId}/undo/',
        '/v3/experiences/{placed}/trigger/',
      ]),
    );
    const repin = doc.paths['/resource/RepinResource/create/'].post;
    expect(JSON.stringify(repin.requestBody)).toContain('pin_id');
  });

  it.each([
    ['GET', '/resource/PinResource/get/?data=not-json'],
    ['GET', '/resource/PinResource/get/?data=%7B%22options%22%3A%7B%22id%22%3A%22abc%22%7D%7D'],
    ['GET', '/resource/PinResource/get/?data=%5B1%5D'],
    [
      'GET',
      '/resource/BoardsResource/get/?data=%7B%22options%22%3A%7B%22username%22%3A%22x%22%2C%22page_size%22%3A-1%7D%7D',
    ],
    ['POST', '/resource/BoardResource/create/', '{"options":'],
    ['POST', '/resource/BoardResource/create/', '"just a string"'],
    ['POST', '/resource/BoardResource/create/', '{"options":{"name":{"$gt":""}}}'],
    ['GET', '/resource/NoSuchResource/get/'],
    ['DELETE', '/resource/PinResource/get/'],
  ])('answers %s %s with a 4xx message, never a 500', async (method, url, body?: string) => {
    const c = testClient(t.app);
    await c.signup(`u${Math.random().toString(36).slice(2, 8)}`);
    const res = await c.request(method, url, body, { 'content-type': 'application/json' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.json.resource_response.error.message).toEqual(expect.any(String));
  });

  it('answers HEAD on a GET resource call as GET does, without a body', async () => {
    const c = testClient(t.app);
    const url = `/resource/BoardsResource/get/?data=${encodeURIComponent(
      JSON.stringify({ options: { username: 'nobody_here' } }),
    )}`;
    const get = await c.get(url);
    const head = await c.request('HEAD', url);
    expect(head.status).toBe(get.status);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    const session = await c.request('HEAD', '/resource/UserSessionResource/get/');
    expect(session.status).toBe(200);
    expect(session.body).toBe('');
    // HEAD is a GET: a call that takes POST still refuses it.
    expect((await c.request('HEAD', '/resource/BoardResource/create/')).status).toBe(405);
  });

  it.each([
    ['PUT', `/v3/boards/${'9'.repeat(150)}/follow/`, 400, 'That request is malformed'],
    ['POST', '/v3/pins/%ZZ/favorite/', 404, 'No such endpoint: POST /v3/pins/%ZZ/favorite/'],
    ['PUT', '/v3/p2p/%E0%A4%A/hide/', 404, 'No such endpoint: PUT /v3/p2p/%E0%A4%A/hide/'],
  ])('answers %s %s before routing in the error envelope', async (method, url, status, message) => {
    const c = testClient(t.app);
    await c.signup(`u${Math.random().toString(36).slice(2, 8)}`);
    const res = await c.request(method, url);
    expect(res.status).toBe(status);
    expect(res.json.resource_response).toEqual({
      data: null,
      error: expect.objectContaining({ message, status }),
    });
  });

  it('names an unknown option in one line, not by repeating its raw key', async () => {
    const c = testClient(t.app);
    await c.signup(`u${Math.random().toString(36).slice(2, 8)}`);
    const res = await c.resource('BoardResource', 'create', { name: 'Ok', 'a\nb\u0000': 1 });
    expect(res.status).toBe(400);
    expect(res.json.resource_response.error.message).toBe('options: unknown field "a?b?"');
  });

  it('names an unknown endpoint in a short message', async () => {
    const res = await testClient(t.app).put(`/v3/nothing/${'%e2%80%ae'.repeat(300)}/`);
    expect(res.status).toBe(404);
    const message = res.json.resource_response.error.message as string;
    expect(message.startsWith('No such endpoint: PUT /v3/nothing/')).toBe(true);
    expect(message.length).toBeLessThanOrEqual(140);
  });

  it.each([[true], [[5]], ['0x10']])(
    'refuses page_size %j instead of coercing it',
    async (size) => {
      const res = await testClient(t.app).resource('UserHomefeedResource', 'get', {
        page_size: size,
      });
      expect(res.status).toBe(400);
      expect(res.json.resource_response.error.message).toBe(
        'options.page_size: must be a whole number',
      );
    },
  );

  it('serves hashed assets with immutable caching', async () => {
    const res = await testClient(t.app).get('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends a built file brotli or gzip compressed to a browser that takes it, else as it is', async () => {
    const get = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/app-def456.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const res of [br, gzip, plain]) {
      expect(res.statusCode).toBe(200);
      // A cache between keeps each encoding apart.
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toContain('immutable');
    }
  });

  it("puts a pin's title and Open Graph image into the server's HTML", async () => {
    const c = testClient(t.app);
    await c.signup('olga');
    const board = (await c.resource('BoardResource', 'create', { name: 'Share me' })).json
      .resource_response.data;
    const form = multipart('image', 'a.png', await makePng(500, 700), 'image/png');
    const sig = (
      await c.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType })
    ).json.resource_response.data.imageSignature;
    const pin = (
      await c.resource('PinResource', 'create', {
        board_id: board.id,
        image_signature: sig,
        title: 'Blue <hour>',
      })
    ).json.resource_response.data;
    const page = await testClient(t.app).get(`/pin/${pin.id}/`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Blue &lt;hour&gt; | Tack</title>');
    expect(page.body).toMatch(/<meta property="og:image" content="\/media\/736x\/[^"]+\.jpg">/);
    expect((await testClient(t.app).get('/pin/123/')).status).toBe(404);
    expect((await testClient(t.app).get('/olga/')).body).toContain('(@olga) | Tack</title>');
    expect((await testClient(t.app).get('/nobody-here/')).status).toBe(404);
  });
});
