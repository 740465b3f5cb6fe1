import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { startFixtureSite, type FixtureSite } from '../../../test/fixture-site.ts';
import { pageRoutes } from '../../../test/page-fixtures.ts';
import { allowLoopbackConnectionsOnly } from '../../../test/loopback-only.ts';

/**
 * Making a pin from a web page, through the API: the fixture site serves the pages on loopback,
 * which the test app may reach with FETCH_ALLOW_LOOPBACK_FOR_TESTS (and nothing else).
 */
let site: FixtureSite;
let uninstallGuard: () => void;
beforeAll(async () => {
  uninstallGuard = allowLoopbackConnectionsOnly();
  site = await startFixtureSite(await pageRoutes());
});
afterAll(async () => {
  await site?.close();
  uninstallGuard?.();
});

describeEngines('a pin from a web page', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let maker: TestClient;
  let board: { id: string };
  const preview = (c: TestClient, url: string) =>
    c.resource('PagePreviewResource', 'create', { url });

  beforeAll(async () => {
    t = await createTestApp(engine, {
      FETCH_ALLOW_LOOPBACK_FOR_TESTS: '1',
      FETCH_PAGE_MAX_BYTES: String(64 * 1024),
    });
    maker = testClient(t.app);
    await maker.signup('pagey');
    board = data(await maker.resource('BoardResource', 'create', { name: 'From the web' }));
  });
  afterAll(() => t.close());

  it('reads an Open Graph page: its text, and only images of at least 200 px, measured', async () => {
    const smallBefore = site.hits.filter((h) => h === '/img/small.png').length;
    const res = await preview(maker, `${site.origin}/openGraph`);
    expect(res.status).toBe(200);
    const p = data(res);
    expect(p).toMatchObject({
      url: `${site.origin}/openGraph`,
      title: 'Linen throw pillow',
      description: 'A soft pillow in washed linen.',
      siteName: 'Nest Home',
      richSummary: null,
    });
    expect(
      p.images.map((i: { url: string; width: number; height: number }) => [
        i.url,
        i.width,
        i.height,
      ]),
    ).toEqual([
      [`${site.origin}/img/wide.png`, 600, 400],
      [`${site.origin}/img/tall.png`, 400, 600],
    ]);
    expect(p.images[0].thumbnail).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    // The 120 px logo declared its size: it was never fetched.
    expect(site.hits.filter((h) => h === '/img/small.png').length).toBe(smallBefore);
  });

  it('reads a JSON-LD recipe and makes the pin with its cook time on the card', async () => {
    const p = data(await preview(maker, `${site.origin}/recipe`));
    expect(p.richSummary).toMatchObject({ typeName: 'recipe', displayCookTime: '45 min' });
    const pageHits = site.hits.filter((h) => h === '/recipe').length;
    const pin = await maker.resource('PinResource', 'create', {
      board_id: board.id,
      image_url: p.images[0].url,
      method: 'scraped',
      link: p.url,
      title: p.title,
      description: p.description,
    });
    expect(pin.status).toBe(200);
    const made = data(pin);
    expect(made.richSummary).toMatchObject({
      typeName: 'recipe',
      displayName: 'Weeknight lentil soup',
      siteName: 'Fern Kitchen',
      displayCookTime: '45 min',
      aggregateRating: { ratingValue: 4.6, reviewCount: 128 },
    });
    expect(made.richMetadata.recipe).toMatchObject({
      recipeYield: '4 servings',
      totalTime: 'PT45M',
    });
    expect(made).toMatchObject({
      width: 400,
      height: 600,
      link: `${site.origin}/recipe`,
      domain: '127.0.0.1',
    });
    // The page was read once: the pin's rich data came from the builder's read.
    expect(site.hits.filter((h) => h === '/recipe').length).toBe(pageHits);
    const row = await t.db.db
      .selectFrom('pins')
      .select(['method', 'source_url'])
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ method: 'scraped', source_url: `${site.origin}/recipe` });
  });

  it('reads a JSON-LD product with offers and makes a product pin with its price', async () => {
    const p = data(await preview(maker, `${site.origin}/product`));
    expect(p.richSummary).toMatchObject({
      typeName: 'product',
      products: [{ brand: 'Timber & Co', offerSummary: { price: '$149.00', inStock: true } }],
    });
    const made = data(
      await maker.resource('PinResource', 'create', {
        board_id: board.id,
        image_url: p.images[0].url,
        method: 'scraped',
        link: p.url,
        title: p.title,
      }),
    );
    expect(made.richSummary.products[0].offerSummary.price).toBe('$149.00');
    expect(made.richMetadata.products[0]).toMatchObject({ sku: 'OAK-42' });
    // The page names its AMP version: the pin's mobile link (PC §3 mobileLink).
    expect(made.mobileLink).toBe(`${site.origin}/amp/oak-side-table`);
    expect(made.richMetadata.ampUrl).toBe(made.mobileLink);
    // Read back through the feed the card is drawn from.
    const got = data(await maker.resource('PinResource', 'get', { id: made.id }));
    expect(got.richSummary).toEqual(made.richSummary);
  });

  it('reads a page with no metadata: its image, empty text, no rich data', async () => {
    const p = data(await preview(maker, `${site.origin}/noMetadata`));
    expect(p).toMatchObject({ title: '', description: '', siteName: null, richSummary: null });
    expect(p.images).toHaveLength(1);
    expect(p.richMetadata).toMatchObject({ title: null, recipe: null, products: [] });
  });

  it('resolves relative image addresses against the page and its <base>', async () => {
    const p = data(await preview(maker, `${site.origin}/relative`));
    expect(p.images.map((i: { url: string }) => i.url)).toEqual([
      `${site.origin}/assets/pics/wide.png`,
      `${site.origin}/img/tall.png`,
    ]);
  });

  it('says clearly when a page is too large, has no image, cannot be reached or is private', async () => {
    const cases: [string, number, string][] = [
      [`${site.origin}/huge`, 413, 'That page is too large (over 64 KB)'],
      [
        `${site.origin}/onlySmall`,
        400,
        "We couldn't find an image of at least 200 px on that page",
      ],
      [`${site.origin}/gone`, 400, "That page wasn't found (404)"],
      [`${site.origin}/img/wide.png`, 415, "That address isn't a web page"],
      ['http://127.0.0.1:1/', 400, "We couldn't reach that page"],
      ['http://10.1.2.3/', 400, 'That address is on a private network'],
      ['http://169.254.169.254/latest/meta-data/', 400, 'That address is on a private network'],
      ['http://unknown.test/', 400, "We couldn't find the site unknown.test"],
    ];
    for (const [url, status, message] of cases) {
      const res = await preview(maker, url);
      expect([url, res.status]).toEqual([url, status]);
      expect(res.json.resource_response.error).toMatchObject({ message, field: 'url' });
    }
    const ftp = await preview(maker, 'ftp://example.com/');
    expect(ftp.status).toBe(400);
    expect(ftp.json.resource_response.error.errors).toEqual([
      { field: 'url', message: 'The page address must start with http:// or https://' },
    ]);
  });

  it('is for signed-in people only', async () => {
    const anon = testClient(t.app);
    expect((await preview(anon, `${site.origin}/openGraph`)).status).toBe(401);
  });
});

describeEngines('a server without the test allowance', (engine) => {
  it('refuses the same loopback pages, and reads nothing from them', async () => {
    const t = await createTestApp(engine);
    try {
      const c = testClient(t.app);
      await c.signup('strict');
      const before = site.hits.length;
      const res = await c.resource('PagePreviewResource', 'create', {
        url: `${site.origin}/openGraph`,
      });
      expect(res.status).toBe(400);
      expect(res.json.resource_response.error.message).toBe('That address is on a private network');
      expect(site.hits.length).toBe(before);
    } finally {
      await t.close();
    }
  });
});
