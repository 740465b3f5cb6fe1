import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Pin } from '@tack/contract';
import { footerHeightFor, gridFooterHeight, NARROW_GRID } from '@tack/contract/card-layout';
import { computeLayout, gridWidth } from '@tack/masonry/layout';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { fakeWebDist } from '../../../test/web-dist.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { readStylesheet } from './feed-grid.testing.ts';

// The index.html Vite builds: head marker, module script and stylesheet, an empty #root.
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const EVIL = "</script><script>alert(1)</script> $& $'";

const hrefs = (html: string) =>
  [...html.matchAll(/<a class="ssr-link" href="\/pin\/(\d+)\/"/g)].map((m) => m[1]);
const dataOfPage = (html: string) => {
  const m = /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]!) : null;
};
const stylesheetOf = (html: string) =>
  /<link rel="stylesheet" href="(\/ssr\/[^"]+)">/.exec(html)?.[1]?.replaceAll('&amp;', '&');

describeEngines('server-rendered home feed', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: TestClient;
  const webDist = fakeWebDist(INDEX);

  beforeAll(async () => {
    t = await createTestApp(engine, { WEB_DIST: webDist.dir });
    owner = testClient(t.app);
    await owner.signup('hana');
    const board = data(await owner.resource('BoardResource', 'create', { name: 'Shapes' }));
    const sigs: string[] = [];
    for (let i = 0; i < 6; i++) {
      const form = multipart(
        'image',
        'a.png',
        await makePng(200 + i * 40, 150 + i * 90),
        'image/png',
      );
      const res = await owner.post('/v3/media/uploads/', form.payload, {
        'content-type': form.contentType,
      });
      sigs.push(res.json.resource_response.data.imageSignature);
    }
    for (let i = 0; i < 30; i++) {
      const res = await owner.resource('PinResource', 'create', {
        board_id: board.id,
        image_signature: sigs[(i * 5) % sigs.length],
        title: i === 20 ? EVIL : `Shape ${i}`,
      });
      expect(res.status).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
    webDist.remove();
  });

  async function expectPositioned(html: string, items: Pin[], signedIn: boolean) {
    const css = await testClient(t.app).get(stylesheetOf(html)!);
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toMatch(/max-age=\d+/);
    // For a mouse, and for a finger (taller footers, signed in only) under (pointer: coarse).
    for (const touch of [false, true]) {
      const all = readStylesheet(css.body, { touch });
      if (touch && !signedIn) {
        expect(all).toEqual([]);
        continue;
      }
      const footer = gridFooterHeight(signedIn, { touch });
      if (signedIn) expect(footer).toBe(footerHeightFor({ touch }));
      const blocks = all.filter((b) => b.maxWidth === undefined);
      expect(blocks.length).toBeGreaterThanOrEqual(6);
      // A phone: two narrow columns, as the client grid lays them out there.
      const phone = all.find((b) => b.maxWidth !== undefined)!;
      const narrow = computeLayout(items, {
        containerWidth: gridWidth(2, NARROW_GRID.columnWidth, NARROW_GRID.gutter),
        ...NARROW_GRID,
        footerHeight: footer,
      });
      expect(narrow.columns).toBe(2);
      expect(phone.positions).toEqual(narrow.positions.map(({ left, top }) => ({ left, top })));
      expect(phone.heights).toEqual(narrow.positions.map((p) => p.height));
      blocks.forEach((block, i) => {
        const n = i + 1;
        const layout = computeLayout(items, {
          containerWidth: gridWidth(n),
          footerHeight: footer,
          minColumns: n,
          maxColumns: n,
        });
        expect(block.positions[0]).toEqual({ left: 0, top: 0 });
        expect(block.positions).toEqual(layout.positions.map(({ left, top }) => ({ left, top })));
        expect(block.height).toBe(layout.height);
      });
      // Six columns (a 1600 px window): the first row is the first six pins, side by side.
      expect(blocks[5]!.positions.slice(0, 6)).toEqual(
        [0, 1, 2, 3, 4, 5].map((c) => ({ left: c * 252, top: 0 })),
      );
    }
  }

  it('sends a signed-out visitor the first page laid out, its stylesheet and its data', async () => {
    const anon = testClient(t.app);
    const feed = data(await anon.resource('UserHomefeedResource', 'get', {}));
    expect(feed.items).toHaveLength(25);
    const page = await anon.get('/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const html = page.body;
    expect(hrefs(html)).toEqual(feed.items.map((p: Pin) => p.id));
    for (const p of feed.items as Pin[]) {
      expect(html).toContain(
        `srcset="${p.images['236x'].url} 1x, ${p.images['474x'].url} 2x, ${p.images['736x'].url} 3x, ${p.images.orig.url} 4x"`,
      );
      expect(html).toContain(
        `width="236" height="${Math.round((p.height * 236) / p.width)}" alt="This contains an image of: `,
      );
    }
    // Inside #root (the app's first render replaces it), under a header as tall as the app's.
    expect(html).toMatch(
      /<div id="root"><header class="shell-header">.*<main><div class="ssr-grid"/s,
    );
    expect(html).not.toContain('card-body');
    await expectPositioned(html, feed.items, false);

    const ssr = dataOfPage(html);
    expect(ssr.path).toBe('/');
    expect(ssr.session).toMatchObject({ isAuthenticated: false, userId: null, viewer: null });
    // What the cookie banner needs to hold its place in the first paint.
    expect(ssr.session.cookieConsent).toMatchObject({ required: false, decided: false });
    expect(ssr.feed).toEqual(feed);
    // The title with a closing script tag stays text, in the data block and in the cards.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(ssr.feed.items.some((p: Pin) => p.title === EVIL)).toBe(true);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#39;');
  });

  it("lays out a signed-in viewer's page with the card footers the client reserves", async () => {
    const feed = data(await owner.resource('UserHomefeedResource', 'get', {}));
    const html = (await owner.get('/')).body;
    expect(hrefs(html)).toEqual(feed.items.map((p: Pin) => p.id));
    expect(html).toContain(
      '<div class="card-body"><div class="card-footer"><div class="card-title">Shape',
    );
    await expectPositioned(html, feed.items, true);
    const ssr = dataOfPage(html);
    expect(ssr.session.viewer.username).toBe('hana');
    expect(ssr.feed.items.map((p: Pin) => p.id)).toEqual(feed.items.map((p: Pin) => p.id));
  });

  it("compresses a signed-out visitor's page as the browser asks, never a signed-in person's", async () => {
    const page = (acceptEncoding: string) =>
      t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': acceptEncoding } });
    const plain = (await testClient(t.app).get('/')).body;
    const br = await page('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(br.rawPayload).toString();
    expect(dataOfPage(html).feed.items).toEqual(dataOfPage(plain).feed.items);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(html) / 3);
    const gzip = await page('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(dataOfPage(gunzipSync(gzip.rawPayload).toString()).path).toBe('/');
    for (const res of [br, gzip]) expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect((await page('identity')).headers['content-encoding']).toBeUndefined();
    // The person's own page (their name, their feed) goes as it is, whatever the browser takes.
    const own = await owner.get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(own.headers['content-encoding']).toBeUndefined();
    expect(dataOfPage(own.body).session.viewer.username).toBe('hana');
  });

  it('renders /homefeed/ too, and leaves every other page as it was', async () => {
    const c = testClient(t.app);
    const home = await c.get('/homefeed/');
    expect(home.status).toBe(200);
    expect(hrefs(home.body)).toHaveLength(25);
    expect(dataOfPage(home.body).path).toBe('/homefeed/');
    for (const url of ['/login', '/hana/', '/ideas/']) {
      const res = await c.get(url);
      expect(res.body, url).not.toContain('ssr-');
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers only stylesheets it could have written', async () => {
    const c = testClient(t.app);
    for (const url of [
      '/ssr/feed.css',
      '/ssr/feed.css?cards=12-zzzzzz',
      '/ssr/feed.css?cards=12-aaaaaa%7Dbody%7Bdisplay:none',
      // The version 2 form, without the touch heights.
      '/ssr/feed.css?cards=12-8-aaaaaa',
    ])
      expect((await c.get(url)).status, url).toBe(404);
    // Anything else under /ssr/ is a page like any other (a user may be called ssr).
    expect((await c.get('/ssr/')).headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('serves the page without the grid when the feed fails, never a 500', async () => {
    await sql`ALTER TABLE pins RENAME TO pins_away`.execute(t.db.db);
    try {
      const page = await testClient(t.app).get('/');
      expect(page.status).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('ssr-data');
      expect(page.headers['cache-control']).toBe('no-cache');
    } finally {
      await sql`ALTER TABLE pins_away RENAME TO pins`.execute(t.db.db);
    }
  });
});
