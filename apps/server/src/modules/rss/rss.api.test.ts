import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { fakeWebDist } from '../../../test/web-dist.ts';
import { xmlText } from './rss-xml.ts';

const ORIGIN = 'https://tack.example';

// Uma has a public board "Lamps & lights" with two pins, a secret board with one, and a pin
// whose title tries markup. Vic blocked nobody; Uma blocks Wes.
describeEngines('RSS feeds of public boards and profiles', (engine) => {
  let t: TestApp;
  let uma: TestClient, wes: TestClient, anon: TestClient;
  const web = fakeWebDist();
  const id = {} as Record<'wes' | 'lamps' | 'secret' | 'first' | 'second' | 'hidden', string>;

  const ok = async (res: Promise<{ status: number; body: string; json: unknown }>) => {
    const r = await res;
    expect(r.status, r.body).toBe(200);
    return data(r as never);
  };
  const pin = async (boardId: string, title: string, color: number, extra = {}) => {
    const form = multipart('image', 'a.png', await makePng(300, 240, { r: color, g: 9, b: 9 }));
    const image = (
      await ok(uma.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }))
    ).imageSignature;
    return (
      await ok(
        uma.resource('PinResource', 'create', {
          board_id: boardId,
          image_signature: image,
          title,
          ...extra,
        }),
      )
    ).id as string;
  };
  const items = (xml: string) => [...xml.matchAll(/<item>[\s\S]*?<\/item>/g)].map((m) => m[0]);

  beforeAll(async () => {
    t = await createTestApp(engine, { PUBLIC_URL: ORIGIN, WEB_DIST: web.dir });
    [uma, wes, anon] = [testClient(t.app), testClient(t.app), testClient(t.app)];
    await uma.signup('uma');
    id.wes = (await wes.signup('wes')).viewer.id;
    const lamps = await ok(uma.resource('BoardResource', 'create', { name: 'Lamps & lights' }));
    id.lamps = lamps.id;
    id.secret = (await ok(uma.resource('BoardResource', 'create', { name: 'Gifts' }))).id;
    await ok(uma.resource('BoardResource', 'update', { board_id: id.secret, privacy: 'secret' }));
    id.first = await pin(id.lamps, 'Brass lamp', 10, {
      description: 'Warm light',
      link: 'https://lamps.example/brass?a=1&b=2',
    });
    id.second = await pin(id.lamps, '<script>alert(1)</script> & more', 60);
    id.hidden = await pin(id.secret, 'A secret gift', 120);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    web.remove();
  });

  it("a public board's feed: its pins newest first, absolute links, every text escaped", async () => {
    const res = await anon.get('/uma/lamps-lights.rss');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(res.body).toContain('<title>Lamps &amp; lights (uma on Tack)</title>');
    expect(res.body).toContain(`<link>${ORIGIN}/uma/lamps-lights/</link>`);
    expect(res.body).toContain(`href="${ORIGIN}/uma/lamps-lights.rss" rel="self"`);
    const [newest, older] = items(res.body);
    expect(items(res.body)).toHaveLength(2);
    expect(newest).toContain(`<link>${ORIGIN}/pin/${id.second}/</link>`);
    expect(newest).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</title>');
    expect(res.body).not.toContain('<script>');
    expect(older).toContain(`<guid isPermaLink="true">${ORIGIN}/pin/${id.first}/</guid>`);
    expect(older).toMatch(/<enclosure url="https:\/\/tack\.example\/media\/736x\/[^"]+\.jpg"/);
    // The link and description are HTML inside the XML: escaped twice.
    expect(older).toContain('https://lamps.example/brass?a=1&amp;amp;b=2');
    expect(older).toContain('Warm light');
    expect(older).toMatch(/<pubDate>\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT<\/pubDate>/);
    expect(res.body).not.toContain('A secret gift');
  });

  it("the profile feed has the person's pins on public boards only", async () => {
    const res = await anon.get('/uma/feed.rss');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<title>Test on Tack</title>');
    expect(items(res.body)).toHaveLength(2);
    expect(res.body).not.toContain('A secret gift');
    expect(res.body).not.toContain(id.hidden);
  });

  it('no feed for a secret board, a missing board or person, or for someone the person blocked', async () => {
    // A secret board has no feed, even for its owner (feeds are public).
    expect((await uma.get('/uma/gifts.rss')).status).toBe(404);
    expect((await anon.get('/uma/gifts.rss')).status).toBe(404);
    expect((await anon.get('/uma/no-such-board.rss')).status).toBe(404);
    expect((await anon.get('/nobody/feed.rss')).status).toBe(404);
    expect((await anon.get('/uma/Bad%20Slug.rss')).status).toBe(404);
    await ok(uma.resource('UserBlockResource', 'create', { user_id: id.wes }));
    expect((await wes.get('/uma/lamps-lights.rss')).status).toBe(404);
    expect((await wes.get('/uma/feed.rss')).status).toBe(404);
    expect((await anon.get('/uma/feed.rss')).status).toBe(200);
    // Xan saves Uma's pin to his public board: Wes finds Xan's feed without Uma's pin in it.
    const xan = testClient(t.app);
    await xan.signup('xan');
    const shelf = await ok(xan.resource('BoardResource', 'create', { name: 'Shelf' }));
    await ok(xan.resource('RepinResource', 'create', { pin_id: id.first, board_id: shelf.id }));
    expect(items((await anon.get('/xan/shelf.rss')).body)).toHaveLength(1);
    const seenByWes = await wes.get('/xan/shelf.rss');
    expect(seenByWes.status).toBe(200);
    expect(items(seenByWes.body)).toHaveLength(0);
    expect(seenByWes.body).not.toContain('Brass lamp');
  });

  it("a public board's page and a profile name their feed in the head; a secret board's does not", async () => {
    const alternate =
      /<link rel="alternate" type="application\/rss\+xml" title="[^"]*" href="([^"]+)">/;
    expect(alternate.exec((await anon.get('/uma/lamps-lights/')).body)?.[1]).toBe(
      `${ORIGIN}/uma/lamps-lights.rss`,
    );
    expect(alternate.exec((await anon.get('/uma/')).body)?.[1]).toBe(`${ORIGIN}/uma/feed.rss`);
    const secret = await uma.get('/uma/gifts/');
    expect(secret.status).toBe(200);
    expect(secret.body).not.toMatch(alternate);
  });

  it('a board named Feed is feed-2, so the profile feed keeps its address', async () => {
    const feed = await ok(uma.resource('BoardResource', 'create', { name: 'Feed' }));
    expect(feed.url).toBe('/uma/feed-2/');
    await pin(feed.id, 'On the Feed board', 200);
    const board = await anon.get('/uma/feed-2.rss');
    expect(items(board.body)).toHaveLength(1);
    // The profile feed has it too, as one of her pins.
    expect(items((await anon.get('/uma/feed.rss')).body)).toHaveLength(3);
  });
});

it('xmlText escapes markup and drops what XML cannot carry', () => {
  expect(xmlText(`a<b>&"c"'d'\u0000\u0008\ud800e`)).toBe(
    'a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;e',
  );
  expect(xmlText('tab\tnew\nline')).toBe('tab\tnew\nline');
});
