import { expect, test, type Page } from '@playwright/test';
import { signUp } from './helpers.ts';

// Tack as an installable web app (issue 14, MC §4 "App upsell", §9): a valid manifest with
// real icons, a service worker that keeps the shell and the pages last read for reading offline
// (and forgets them when the session changes), and the install offer with its 14-day window.

test.use({ serviceWorkers: 'allow' });

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (b: Buffer) => ({ width: b.readUInt32BE(16), height: b.readUInt32BE(20) });

const workerReady = (page: Page) =>
  page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));

test('the web app manifest is valid: linked from every page, with real icons', async ({
  page,
  request,
}) => {
  await page.goto('/ideas/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'Tack',
    short_name: 'Tack',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  // Installable in Chromium: a 192 px and a 512 px icon, and one the platform may mask.
  const sizes = new Set<string>();
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
    sizes.add(`${icon.sizes} ${icon.purpose}`);
  }
  expect([...sizes]).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  const theme = await page.locator('meta[name="theme-color"]').getAttribute('content');
  expect(theme).toBe(manifest.theme_color);
});

test('the service worker keeps the home feed for reading offline, and forgets it on logging out', async ({
  page,
  context,
}) => {
  await signUp(page);
  await page.goto('/');
  expect(await workerReady(page)).toBe(true);
  // Controlled from the next load: that page is kept.
  await page.reload();
  const cards = page.locator('main a[href^="/pin/"]');
  await expect(cards.first()).toBeVisible();
  const first = await cards.first().getAttribute('href');

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator(`main a[href="${first}"]`).first()).toBeVisible();
  await context.setOffline(false);

  // Someone else may use this browser next: their feed is not kept after logging out.
  const kept = () => page.evaluate(async () => (await caches.keys()).includes('tack-pages'));
  expect(await kept()).toBe(true);
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect.poll(kept).toBe(false);
});

/** What Chromium fires when the app may be installed; its prompt() is counted here. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
    };
    e.prompt = async () => {
      (window as unknown as { prompted: number }).prompted =
        ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
    };
    window.dispatchEvent(e);
    return e.defaultPrevented;
  });

test('the install offer: where the browser can install, once per session, Install prompts', async ({
  page,
}) => {
  await page.goto('/');
  const offer = page.getByRole('complementary', { name: 'Get the Tack app' });
  // Loaded with the page's own chunk; the browser's own mini bar is held back.
  await expect.poll(() => offerInstall(page)).toBe(true);
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Install' }).click();
  await expect(offer).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);

  // The same session: not again, even after a reload.
  await page.reload();
  await expect.poll(() => offerInstall(page)).toBe(true);
  await page.waitForTimeout(300);
  await expect(offer).toBeHidden();

  // A new session within the first 14 days: once more; Escape closes it and focus moves on.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect.poll(() => offerInstall(page)).toBe(true);
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Not now' }).focus();
  await page.keyboard.press('Escape');
  await expect(offer).toBeHidden();
  await expect(page.locator('#main')).toBeFocused();

  // After the first window, 14 days since the last offer must pass.
  const day = 24 * 60 * 60 * 1000;
  await page.evaluate(
    ({ day }) => {
      sessionStorage.clear();
      const now = Date.now();
      localStorage.setItem(
        'tack.installOffer',
        JSON.stringify({ firstShownAt: now - 30 * day, lastShownAt: now - 2 * day }),
      );
    },
    { day },
  );
  await page.reload();
  await expect.poll(() => offerInstall(page)).toBe(true);
  await page.waitForTimeout(300);
  await expect(offer).toBeHidden();
});
