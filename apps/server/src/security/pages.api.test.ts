// Regression tests for the audit's page findings (issue 11: 3, 7, and the /pin/ part of 10).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../test/engines.ts';
import { fakeWebDist } from '../../test/web-dist.ts';
import { dataOf as data, testClient } from '../../test/client.ts';
import { makePng, multipart } from '../../test/images.ts';

describeEngines('audit: page paths and the links in their heads', (engine) => {
  const webDist = fakeWebDist();
  let plain: Awaited<ReturnType<typeof createTestApp>>;
  let pinned: Awaited<ReturnType<typeof createTestApp>>;
  let pinId: string;

  beforeAll(async () => {
    plain = await createTestApp(engine, { WEB_DIST: webDist.dir });
    pinned = await createTestApp(engine, {
      WEB_DIST: webDist.dir,
      PUBLIC_URL: 'https://tack.example/',
    });
    const c = testClient(plain.app);
    await c.signup('paula');
    const board = data(await c.resource('BoardResource', 'create', { name: 'Views' }));
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    const sig = data(
      await c.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    pinId = data(
      await c.resource('PinResource', 'create', { board_id: board.id, image_signature: sig }),
    ).id;
  });
  afterAll(async () => {
    await plain.close();
    await pinned.close();
    webDist.remove();
  });

  it.each(['/%25', '/pin/%25/', '/paula/%25/', '/ideas/x/%25', '/%E0%A4%A', '/paula/%ZZ/'])(
    'a bad or doubly-decodable escape in %s is a 404 page, not a 500 (finding 3)',
    async (path) => {
      const res = await testClient(plain.app).get(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it('a pin path whose id is not a pin id answers 404 (finding 10)', async () => {
    const c = testClient(plain.app);
    expect((await c.get('/pin/12345678901234567890/')).status).toBe(404);
    expect((await c.get('/pin/not-a-number/')).status).toBe(404);
    expect((await c.get('/pin/')).status).toBe(404);
    expect((await c.get(`/pin/${pinId}/`)).status).toBe(200);
  });

  it('never copies the Host header into canonical or Open Graph links (finding 7)', async () => {
    const res = await testClient(plain.app).get(`/pin/${pinId}/`, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(res.status).toBe(200);
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toContain(`<link rel="canonical" href="/pin/${pinId}/">`);
    expect(res.body).toMatch(/<meta property="og:image" content="\/media\/736x\/[^"]+">/);
  });

  it('uses PUBLIC_URL for absolute links when it is set (finding 7)', async () => {
    const res = await testClient(pinned.app).get('/', { host: 'evil.example' });
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toContain('<link rel="canonical" href="https://tack.example/">');
  });
});
