// Error pages for people (issue 21, item 7): a browser that opens a broken link gets the app's
// not-found page with a way home, never the API's JSON; the API keeps its envelope.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { fakeWebDist } from '../../../test/web-dist.ts';
import { testClient } from '../../../test/client.ts';

const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describeEngines('error pages for people', (engine) => {
  const webDist = fakeWebDist();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(engine, { WEB_DIST: webDist.dir });
  });
  afterAll(async () => {
    await t.close();
    webDist.remove();
  });

  it.each(['/%E0%A4%A', '/pin/%zz/', '/pin/abc/', '/media/%zz', '/assets/nothing.js', '/healthzz'])(
    'a browser opening %s gets the not-found page as HTML with 404',
    async (path) => {
      const res = await testClient(t.app).get(path, BROWSER);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
    },
  );

  it.each(['/resource/%zz/get/', '/v3/nothing/', '/resource/NoSuchResource/get/'])(
    'the API path %s keeps its JSON 404, even for a browser',
    async (path) => {
      const res = await testClient(t.app).get(path, BROWSER);
      expect(res.status).toBe(404);
      expect(res.json.resource_response.error).toMatchObject({ code: 'not_found', status: 404 });
    },
  );

  it('a missing file asked for by a script (no HTML in Accept) stays JSON', async () => {
    const res = await testClient(t.app).get('/media/%zz', { accept: 'application/json' });
    expect(res.status).toBe(404);
    expect(res.json.resource_response.error.code).toBe('not_found');
  });

  it.each(['/admin/experiences', '/admin/experiences/new', '/admin/experiences/123'])(
    'the operators page %s is a page (the app says who may see it), not a 404',
    async (path) => {
      const res = await testClient(t.app).get(path, BROWSER);
      expect(res.status).toBe(200);
      expect(res.body).toContain('<title>Messages | Tack</title>');
      expect(res.body).toContain('noindex');
    },
  );

  it('the operators page /admin/reports is a page too', async () => {
    const res = await testClient(t.app).get('/admin/reports/', BROWSER);
    expect(res.status).toBe(200);
    expect(res.body).toContain('<title>Reports | Tack</title>');
    expect(res.body).toContain('noindex');
  });
});

describeEngines('creation path aliases (MC §2.1)', (engine) => {
  const webDist = fakeWebDist();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(engine, { WEB_DIST: webDist.dir });
  });
  afterAll(async () => {
    await t.close();
    webDist.remove();
  });

  it.each([
    ['/story-pin-builder', '/idea-pin-builder/'],
    ['/story-pin-builder/?draft=12', '/idea-pin-builder/?draft=12'],
    ['/pin-editor/', '/pin-builder/'],
    ['/pin-creation-tool', '/pin-builder/'],
    ['/pin/create/?url=https%3A%2F%2Fexample.com', '/pin-builder/?url=https%3A%2F%2Fexample.com'],
  ])('%s leads to the builder that makes that pin (%s)', async (from, to) => {
    const res = await testClient(t.app).get(from, BROWSER);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('the builders themselves are pages, not redirects', async () => {
    for (const path of ['/pin-builder/', '/idea-pin-builder/']) {
      const res = await testClient(t.app).get(path, BROWSER);
      expect(res.status, path).toBe(200);
    }
  });
});
