import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { fakeWebDist } from '../../../test/web-dist.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const INDEX =
  '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>';
const LONG =
  `Start the seedlings indoors in March, six weeks before the last frost. ${'Keep them warm and bright. '.repeat(4)}`.trim();

// Bots (PC §1, §6; MC §1, §5, §6): server-rendered pin, board and profile pages with the SEO
// text and a visually hidden drawer; a sitemap and robots.txt that list only public, indexable
// things.
describeEngines('pages for bots, sitemap and robots.txt', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let alice: TestClient;
  const web = fakeWebDist(INDEX);
  const id: Record<string, string> = {};

  const page = (path: string, ua = GOOGLEBOT) =>
    testClient(t.app).get(path, { 'user-agent': ua, accept: 'text/html' });
  const setPin = (pinId: string, values: Record<string, string | null>) =>
    t.db.db.updateTable('pins').set(values).where('id', '=', pinId).execute();

  beforeAll(async () => {
    t = await createTestApp(engine, { WEB_DIST: web.dir, PUBLIC_URL: 'https://tack.example/' });
    alice = testClient(t.app);
    const gone = testClient(t.app);
    await alice.signup('alice');
    await gone.signup('gone');
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    const sig = data(
      await alice.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    const board = async (who: TestClient, name: string, privacy = 'public') => {
      const b = data(await who.resource('BoardResource', 'create', { name })).id as string;
      if (privacy !== 'public')
        await who.resource('BoardResource', 'update', { board_id: b, privacy });
      return b;
    };
    const pin = async (who: TestClient, board_id: string, title: string, description = '') =>
      data(
        await who.resource('PinResource', 'create', {
          board_id,
          image_signature: sig,
          title,
          description,
        }),
      ).id as string;
    id.garden = await board(alice, 'Garden Plans');
    id.secretBoard = await board(alice, 'Hidden stash', 'secret');
    id.protectedBoard = await board(alice, 'Gift ideas', 'protected');
    id.goneBoard = await board(gone, 'Old things');
    id.tomato = await pin(alice, id.garden, 'Tomato seedlings', LONG);
    id.sensitive = await pin(alice, id.garden, 'Raw private words', 'Raw description');
    id.noindex = await pin(alice, id.garden, 'Not for search engines');
    id.secret = await pin(alice, id.secretBoard, 'Secret lamp');
    id.protected = await pin(alice, id.protectedBoard, 'Protected gift');
    id.gone = await pin(gone, id.goneBoard, 'Gone pin');
    await setPin(id.sensitive, {
      seo_title: 'Warm coats for winter',
      seo_description: 'Coats and jackets to keep you warm.',
      seo_noindex_reason: 'sensitive_raw_pin_text',
    });
    await setPin(id.noindex, { seo_noindex_reason: 'low_quality' });
    await t.db.db
      .updateTable('users')
      .set({ deactivated_at: new Date().toISOString() })
      .where('username', '=', 'gone')
      .execute();
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('a bot gets the pin page rendered: SEO-aware text, links, and the drawer hidden but whole', async () => {
    const res = await page(`/pin/${id.tomato}/`);
    expect(res.status).toBe(200);
    expect(res.headers.vary).toMatch(/User-Agent/);
    expect(res.body).toMatch(/<html [^>]*data-bot=""/);
    expect(res.body).toContain('<h1>Tomato seedlings</h1>');
    expect(res.body).toContain('<a href="/alice/">');
    const drawer = /<section class="visually-hidden" data-bot-drawer="">(.*?)<\/section>/.exec(
      res.body,
    )?.[1];
    expect(drawer).toContain('<h2>More about this Pin</h2>');
    // Bots always get the description whole (MC §5: no 115-character cut).
    expect(drawer).toContain(`<p>${LONG}</p>`);
    expect(drawer).toContain('Board containing this Pin</h3><p><a href="/alice/garden-plans/">');
    expect(res.body).not.toContain('noindex');
  });

  it('a sensitive SEO reason swaps in the SEO text and asks not to be indexed', async () => {
    const res = await page(`/pin/${id.sensitive}/`);
    expect(res.body).toContain('<h1>Warm coats for winter</h1>');
    expect(res.body).toContain('Coats and jackets to keep you warm.');
    expect(res.body).not.toContain('Raw private words');
    expect(res.body).not.toContain('Raw description');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect((await page(`/pin/${id.noindex}/`)).body).toContain(
      '<meta name="robots" content="noindex">',
    );
  });

  it('a bot gets the board with card footers as plain links, and nothing secret', async () => {
    const res = await page('/alice/garden-plans/');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<h1>Garden Plans</h1>');
    expect(res.body).toContain(
      `<a class="card-title" href="/pin/${id.tomato}/">Tomato seedlings</a>`,
    );
    expect(res.body).toContain('<a class="card-meta-text" href="/alice/">');
    expect(res.body).toMatch(/<link rel="stylesheet" href="\/ssr\/feed\.css\?/);
    // A secret board stays 404 for a bot, as for anyone signed out.
    expect((await page('/alice/hidden-stash/')).status).toBe(404);
  });

  it('a bot gets the profile with its public boards and pins only', async () => {
    const res = await page('/alice/');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<a href="/alice/garden-plans/">Garden Plans</a>');
    expect(res.body).toContain(`href="/pin/${id.tomato}/"`);
    for (const hidden of ['Hidden stash', 'Gift ideas', 'Secret lamp', 'Protected gift'])
      expect(res.body).not.toContain(hidden);
  });

  it('a person gets the app as before: no bot mark, no rendered content', async () => {
    const res = await page(`/pin/${id.tomato}/`, CHROME);
    expect(res.status).toBe(200);
    expect(res.body).not.toMatch(/<html [^>]*data-bot/);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('data-bot-drawer');
  });

  it('the sitemap lists public, indexable pins, boards and profiles, with absolute URLs', async () => {
    const res = await testClient(t.app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`https://tack.example/pin/${id.tomato}/`);
    expect(locs).toContain('https://tack.example/alice/garden-plans/');
    expect(locs).toContain('https://tack.example/alice/');
    for (const absent of [
      `/pin/${id.secret}/`,
      `/pin/${id.protected}/`,
      `/pin/${id.sensitive}/`,
      `/pin/${id.noindex}/`,
      `/pin/${id.gone}/`,
      '/alice/hidden-stash/',
      '/alice/gift-ideas/',
      '/gone/',
      '/gone/old-things/',
    ])
      expect(locs).not.toContain(`https://tack.example${absent}`);
    expect(locs.every((l) => l!.startsWith('https://tack.example/'))).toBe(true);
  });

  it("a kind's page answers the same rule; pages past the end are 404", async () => {
    const pins = await testClient(t.app).get('/sitemap-pins-1.xml');
    expect(pins.status).toBe(200);
    expect(pins.body).toContain(`<loc>https://tack.example/pin/${id.tomato}/</loc>`);
    expect(pins.body).not.toContain(`/pin/${id.secret}/`);
    expect((await testClient(t.app).get('/sitemap-pins-2.xml')).status).toBe(404);
    expect((await testClient(t.app).get('/sitemap-users-1.xml')).status).toBe(404);
  });

  it('robots.txt names the sitemap from PUBLIC_URL, never from the Host header', async () => {
    const res = await testClient(t.app).get('/robots.txt', { host: 'evil.example' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Sitemap: https://tack.example/sitemap.xml');
    expect(res.body).toContain('Disallow: /settings');
    expect(res.body).not.toContain('evil.example');
  });

  it('without PUBLIC_URL there is no sitemap (404 saying why) and robots.txt names none', async () => {
    const bare = await createTestApp(engine, { WEB_DIST: web.dir });
    try {
      const client = testClient(bare.app);
      const sitemap = await client.get('/sitemap.xml', { host: 'evil.example' });
      expect(sitemap.status).toBe(404);
      expect(sitemap.body).toContain('PUBLIC_URL');
      expect((await client.get('/robots.txt')).body).not.toContain('Sitemap:');
    } finally {
      await bare.close();
    }
  });
});
