import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { api, chooseBoard, signUp, uniqueName } from './helpers.ts';
import { axeViolations, sidewaysScroll, smallTapTargets } from './walk-checks.ts';

/**
 * A pin from a web page, as a person makes one: paste the page's address in the pin builder,
 * pick one of its images, publish, and find the card with the page's cook time or price. The
 * pages are served by this test on loopback, which the e2e server may fetch from
 * (FETCH_ALLOW_LOOPBACK_FOR_TESTS in e2e/run.mjs).
 */
const RECIPE = `<!doctype html><html><head><title>Weeknight lentil soup</title>
<meta property="og:site_name" content="Fern Kitchen">
<meta property="og:description" content="Lentils, carrots and cumin.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe",
"name":"Weeknight lentil soup","image":["/img/soup.png","/img/bowl.png"],
"prepTime":"PT15M","cookTime":"PT30M","recipeYield":"4"}</script></head>
<body><img src="/img/logo.png" width="64" height="64" alt="Fern Kitchen"></body></html>`;

const PRODUCT = `<!doctype html><html><head><title>Oak side table</title>
<meta property="og:title" content="Oak side table"><meta property="og:image" content="/img/table.png">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product",
"name":"Oak side table","brand":{"@type":"Brand","name":"Timber & Co"},
"offers":{"@type":"Offer","price":"149.00","priceCurrency":"USD","availability":"https://schema.org/InStock"}}
</script></head><body></body></html>`;

const png = (w: number, h: number, r: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r, g: 140, b: 90 } } })
    .png()
    .toBuffer();

let server: http.Server;
let origin = '';

test.beforeAll(async () => {
  const files: Record<string, [string, Buffer]> = {
    '/recipe': ['text/html; charset=utf-8', Buffer.from(RECIPE)],
    '/product': ['text/html; charset=utf-8', Buffer.from(PRODUCT)],
    '/plain': ['text/html', Buffer.from('<html><body><p>No pictures here.</p></body></html>')],
    '/img/soup.png': ['image/png', await png(600, 800, 200)],
    '/img/bowl.png': ['image/png', await png(500, 500, 60)],
    '/img/table.png': ['image/png', await png(640, 480, 120)],
    '/img/logo.png': ['image/png', await png(64, 64, 10)],
  };
  server = http.createServer((req, res) => {
    const file = files[req.url ?? ''];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((r) => server.close(() => r())));

async function readPage(page: Page, url: string) {
  await page.getByLabel('Page address').fill(url);
  await page.getByRole('button', { name: 'Find images' }).click();
}

test('a recipe pin from a URL: pick an image, publish, and the card shows its cook time', async ({
  page,
}) => {
  const board = uniqueName('Soups');
  await signUp(page);
  const created = await api(page, 'BoardResource', 'create', { name: board });
  await page.goto('/pin-builder/');
  await readPage(page, `${origin}/recipe`);
  const images = page.getByRole('group', { name: /Choose an image from Fern Kitchen/ });
  await expect(images).toContainText('Recipe, ready in 45 min');
  // The 64 px logo is not offered; both recipe images are, largest-first as the page lists them.
  await expect(images.getByRole('radio')).toHaveCount(2);
  await expect(page.getByLabel('Title')).toHaveValue('Weeknight lentil soup');
  await expect(page.getByLabel('Description')).toHaveValue('Lentils, carrots and cumin.');
  await expect(page.getByLabel('Link')).toHaveValue(`${origin}/recipe`);
  const second = images.getByRole('radio', { name: /Image 2 of 2, 500 × 500/ });
  await second.check();
  await expect(second).toBeChecked();
  await chooseBoard(page, board);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/pin\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Weeknight lentil soup');
  await expect(page.getByText('Ready in 45 min')).toBeVisible();
  const pinId = /\/pin\/(\d+)\//.exec(page.url())![1];
  expect(await api(page, 'PinResource', 'get', { id: pinId })).toMatchObject({
    width: 500,
    height: 500,
    richSummary: { typeName: 'recipe', siteName: 'Fern Kitchen', displayCookTime: '45 min' },
  });

  // The card on the board: the 500x500 image chosen, and the recipe's time in its footer.
  await page.goto(created.url);
  await expect(page.locator('.card-row-rich').first()).toHaveText('Ready in 45 min');
});

test('a product pin from a URL shows its price on the card', async ({ page }) => {
  const board = uniqueName('Tables');
  await signUp(page);
  const created = await api(page, 'BoardResource', 'create', { name: board });
  await page.goto('/pin-builder/');
  await readPage(page, `${origin}/product`);
  await expect(page.getByRole('group', { name: /Choose an image/ })).toContainText(
    'Product, $149.00, Timber & Co',
  );
  await chooseBoard(page, board);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/pin\/\d+\/$/);
  await page.goto(created.url);
  await expect(page.locator('.card-row-rich .price').first()).toHaveText('$149.00');
  await expect(page.locator('.card-row-rich .card-merchant').first()).toHaveText('Timber & Co');
});

test('clear errors: a page without images, a refused address, an unreachable page', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/pin-builder/');
  await readPage(page, `${origin}/plain`);
  await expect(page.getByRole('alert')).toHaveText(
    "We couldn't find an image of at least 200 px on that page",
  );
  await expect(page.getByLabel('Page address')).toHaveAttribute('aria-invalid', 'true');
  // 0.0.0.0 reaches this machine's own services: refused even with the test's loopback allowance.
  await readPage(page, `http://0.0.0.0:${new URL(origin).port}/recipe`);
  await expect(page.getByRole('alert')).toHaveText('That address is on a private network');
  await readPage(page, `${origin}/missing`);
  await expect(page.getByRole('alert')).toHaveText("That page wasn't found (404)");
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
});

for (const [size, device] of Object.entries({
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false },
})) {
  test.describe(`the page's images to pick, ${size}`, () => {
    test.use(device);
    test('fit the screen, are big enough to tap, pass axe, and are picked by keyboard', async ({
      page,
    }) => {
      await signUp(page);
      await page.goto('/pin-builder/');
      await readPage(page, `${origin}/recipe`);
      const images = page.getByRole('group', { name: /Choose an image/ });
      await expect(images.getByRole('radio')).toHaveCount(2);
      expect(await sidewaysScroll(page, device.viewport.width)).toEqual([]);
      if (device.hasTouch) expect(await smallTapTargets(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      // Radios: Tab reaches the checked one, an arrow moves the choice, the preview follows.
      await images.getByRole('radio', { checked: true }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(images.getByRole('radio', { name: /Image 2 of 2/ })).toBeChecked();
      await expect(images.getByRole('radio', { name: /Image 2 of 2/ })).toBeFocused();
    });
  });
}
