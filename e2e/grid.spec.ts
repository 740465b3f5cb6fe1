import { expect, test } from '@playwright/test';

// The grid with a synthetic 10,000-pin feed: pages are served by intercepting the feed call,
// cloned from one real pin so images load.

test('a feed of 10,000 pins scrolls to the end without the DOM growing', async ({ page }) => {
  const real = await (
    await page.request.get(
      `/resource/UserHomefeedResource/get/?data=${encodeURIComponent('{"options":{"page_size":25}}')}`,
    )
  ).json();
  // A plain image pin: its card's link is named by the title, then the site it leaves for (a
  // product's would add ", Product", a video's its running time).
  // With a link, so the name has the site after a comma (pins other tests made may have none).
  type Kind = Record<
    'richSummary' | 'videos' | 'embed' | 'storyPinData' | 'carouselData' | 'link',
    unknown
  >;
  const template = (real.resource_response.data.items as Kind[]).find(
    (p) => !p.richSummary && !p.videos && !p.embed && !p.storyPinData && !p.carouselData && p.link,
  );
  expect(template, 'a plain image pin on the first page').toBeTruthy();
  const PAGE = 500;
  await page.route('**/resource/UserHomefeedResource/get/**', async (route) => {
    const options =
      JSON.parse(new URL(route.request().url()).searchParams.get('data') ?? '{}').options ?? {};
    const start = Number(options.bookmark ?? 0);
    const items = Array.from({ length: PAGE }, (_, i) => ({
      ...template,
      id: String(9_000_000_000_000_000_000n - BigInt(start + i)),
      title: `Synthetic ${start + i}`,
      height: 300 + (((start + i) * 37) % 900),
      width: 600,
    }));
    const next = start + PAGE < 10_000 ? String(start + PAGE) : null;
    await route.fulfill({
      json: { resource_response: { data: { items, bookmark: next }, error: null } },
    });
  });
  // Without the server-rendered first page, so the app asks the (synthetic) feed for page one.
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({
      response,
      body: html.replace(/<script type="application\/json" id="ssr-data">[^]*?<\/script>/, ''),
    });
  });
  await page.goto('/');
  const grid = page.getByTestId('pin-grid');
  await expect(grid.locator('a.card[aria-label^="Synthetic 0,"]')).toBeVisible();
  let peak = 0;
  for (let i = 0; i < 60; i++) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(100);
    peak = Math.max(peak, await grid.locator('article').count());
    if (await page.locator('a.card[aria-label^="Synthetic 9999,"]').isVisible()) break;
  }
  await expect(page.locator('a.card[aria-label^="Synthetic 9999,"]')).toBeVisible();
  expect(peak).toBeLessThan(120);
  expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(3000);
});

test('a resize reflows without remounting the cards that stay visible', async ({ page }) => {
  await page.goto('/');
  const first = page.getByTestId('pin-grid').locator('article').first();
  await expect(first).toBeVisible();
  await first.evaluate((el) => ((el as HTMLElement & { marked?: boolean }).marked = true));
  const before = await first.boundingBox();
  await page.setViewportSize({ width: 1100, height: 1000 });
  await expect.poll(async () => (await first.boundingBox())?.x).not.toBe(before?.x);
  expect(
    await first.evaluate(
      (el) => (el as HTMLElement & { marked?: boolean }).marked === true && el.isConnected,
    ),
  ).toBe(true);
});
