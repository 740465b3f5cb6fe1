import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { fakeWebDist } from '../../../test/web-dist.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { bytes, html, startFixtureSite, type FixtureSite } from '../../../test/fixture-site.ts';
import { makePng } from '../../../test/images.ts';
import { allowLoopbackConnectionsOnly } from '../../../test/loopback-only.ts';

/**
 * Saving from other sites (issue 17): the save window's page and the calls it makes. A page
 * with a strict CSP gave the window no image, so the server reads it (the page-to-pin flow
 * through the guarded fetcher), and each chosen image becomes a pin fetched from its address
 * with the page as its link, recorded as `button_external` (MC §7: a button without a guid).
 */
const BROWSER = { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' };
const STRICT = `<!doctype html><html><head><title>Stone bench</title>
<meta property="og:image" content="/img/bench.png">
<meta property="og:description" content="A bench of grey stone.">
</head><body><img src="/img/bench-2.png" alt="The bench in a garden"></body></html>`;

let site: FixtureSite;
let uninstallGuard: () => void;
beforeAll(async () => {
  uninstallGuard = allowLoopbackConnectionsOnly();
  site = await startFixtureSite({
    '/bench': html(STRICT, {
      'content-security-policy': "default-src 'none'; img-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
    }),
    '/img/bench.png': bytes(await makePng(640, 480, { r: 120, g: 120, b: 120 }), 'image/png'),
    '/img/bench-2.png': bytes(await makePng(300, 400, { r: 60, g: 90, b: 60 }), 'image/png'),
  });
});
afterAll(async () => {
  await site?.close();
  uninstallGuard?.();
});

describeEngines('the save window', (engine) => {
  const webDist = fakeWebDist();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let saver: TestClient;
  beforeAll(async () => {
    t = await createTestApp(engine, { WEB_DIST: webDist.dir, FETCH_ALLOW_LOOPBACK_FOR_TESTS: '1' });
    saver = testClient(t.app);
    await saver.signup('saver');
  });
  afterAll(async () => {
    await t.close();
    webDist.remove();
  });

  it('is a page, never indexed, that may show images from any web address (and only it)', async () => {
    const res = await testClient(t.app).get('/save/', BROWSER);
    expect(res.status).toBe(200);
    expect(res.body).toContain('<title>Save to Tack | Tack</title>');
    expect(res.body).toContain('noindex');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https: http:");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    for (const path of ['/save-from-browser/', '/pin-builder/', '/save/other/']) {
      const other = await testClient(t.app).get(path, BROWSER);
      expect(String(other.headers['content-security-policy'])).toContain(
        "img-src 'self' data: blob:;",
      );
    }
    const offer = await testClient(t.app).get('/save-from-browser/', BROWSER);
    expect(offer.status).toBe(200);
    expect(offer.body).toContain('<title>Save from your browser | Tack</title>');
  });

  it('no one may take save as a username: the window holds that path', async () => {
    const res = await testClient(t.app).resource('UserRegisterResource', 'create', {
      email: 'save@example.com',
      password: 'correct horse battery',
      username: 'save',
      first_name: 'Taken',
    });
    expect(res.status).toBe(409);
    expect(res.json.resource_response.error.field).toBe('username');
  });

  it('reads a strict-CSP page for the window, and saves two of its images as button_external', async () => {
    const page = `${site.origin}/bench`;
    const preview = data(await saver.resource('PagePreviewResource', 'create', { url: page }));
    expect(preview.images.map((i: { url: string }) => i.url)).toEqual([
      `${site.origin}/img/bench.png`,
      `${site.origin}/img/bench-2.png`,
    ]);
    const board = data(await saver.resource('BoardResource', 'create', { name: 'Benches' }));
    const pins = [];
    for (const image of preview.images) {
      const res = await saver.resource('PinResource', 'create', {
        board_id: board.id,
        image_url: image.url,
        link: preview.url,
        method: 'button',
        title: preview.title,
        description: preview.description,
      });
      expect(res.status).toBe(200);
      pins.push(data(res));
    }
    expect(pins.map((p) => [p.width, p.height, p.link])).toEqual([
      [640, 480, page],
      [300, 400, page],
    ]);
    const stored = await t.db.db
      .selectFrom('pins')
      .select(['method', 'source_url'])
      .where(
        'id',
        'in',
        pins.map((p) => p.id),
      )
      .execute();
    expect(stored).toEqual([
      { method: 'button_external', source_url: page },
      { method: 'button_external', source_url: page },
    ]);
  });

  it('a page the server may not read answers on the url field, in words', async () => {
    const res = await saver.resource('PagePreviewResource', 'create', {
      url: `http://0.0.0.0:${site.port}/bench`,
    });
    expect(res.status).toBe(400);
    expect(res.json.resource_response.error.message).toBe('That address is on a private network');
  });

  it('signed out, the window can read nothing and save nothing', async () => {
    const anon = testClient(t.app);
    const read = await anon.resource('PagePreviewResource', 'create', {
      url: `${site.origin}/bench`,
    });
    expect(read.status).toBe(401);
  });
});
