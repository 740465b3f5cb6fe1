import { expect, test, type Page } from '@playwright/test';
import { api, signUp } from './helpers.ts';
import { cardOf } from './card-helpers.ts';

// Issue 21, items 1 and 2: the app on a 390x844 touch phone, and the card's "⋯" menu.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

type FeedPin = { id: string; title: string; pinner: { username: string } };

/**
 * A pin page, a profile with pins and a search, from a demo pin on a board of several (the home
 * feed's first pin may be one another test just made, with nothing related to it).
 */
async function pages(page: Page): Promise<string[]> {
  const [pin] = (await api(page, 'SearchPinsResource', 'get', { query: 'garden', page_size: 1 }))
    .items as FeedPin[];
  return ['/', `/pin/${pin!.id}/`, `/${pin!.pinner.username}/_created`, `/search/pins/?q=garden`];
}

/**
 * Scrolls until the page's pin grid shows cards (the pin page's is below the closeup). A scroll
 * before the page has drawn its content does nothing, and the grid may mount cards for a moment
 * before it knows it is below the window and lets them go: so scroll again until one stays.
 */
async function gridShown(page: Page, path: string) {
  const cards = page.getByTestId('pin-grid').locator('article');
  await expect(async () => {
    if (!(await cards.first().isVisible())) await page.evaluate(() => window.scrollBy(0, 600));
    await expect(cards.first()).toBeVisible({ timeout: 250 });
  }, `a grid on ${path}`).toPass({ timeout: 10_000 });
}

/** No sideways scrolling, and every header control on screen. */
async function expectFitsPhone(page: Page, path: string, controls: string[]) {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  // A touch browser widens its layout viewport to content that overflows: innerWidth stays 390
  // only when nothing does.
  expect(size.innerWidth, `${path} is wider than the phone`).toBe(390);
  expect(size.scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(size.innerWidth);
  for (const name of controls) {
    const control = page.getByRole('banner').getByRole(name === 'Search' ? 'combobox' : 'link', {
      name,
    });
    const el = (await control.count()) ? control : page.getByRole('banner').getByLabel(name);
    await expect(el.first(), `${name} on ${path}`).toBeVisible();
    const box = (await el.first().boundingBox())!;
    expect(box.x, `${name} on ${path}`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} on ${path}`).toBeLessThanOrEqual(size.innerWidth);
    expect(box.height, `${name} on ${path} is a 44 px touch target`).toBeGreaterThanOrEqual(44);
  }
  // Home, Explore (and Create) stay reachable: in the bottom bar, on screen.
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Explore']) {
    const link = nav.getByRole('link', { name, exact: true });
    await expect(link, `${name} on ${path}`).toBeInViewport({ ratio: 1 });
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
}

/** The grid's cards sit in exactly two columns, side by side, inside the window. */
async function expectTwoColumns(page: Page, path: string) {
  const cards = page.getByTestId('pin-grid').locator('article');
  // A pin's page shows its comments above "More to explore": the grid draws its cards where
  // it is scrolled to.
  await page.getByTestId('pin-grid').scrollIntoViewIfNeeded();
  await expect(cards.nth(3), path).toBeAttached();
  const boxes = await cards.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { left: Math.round(r.left), right: r.right };
    }),
  );
  const lefts = [...new Set(boxes.map((b) => b.left))];
  expect(lefts, `columns on ${path}`).toHaveLength(2);
  for (const b of boxes) expect(b.right).toBeLessThanOrEqual(390);
}

test.describe('on a 390x844 phone', () => {
  test.use(PHONE);

  test('signed out: no sideways scroll, header fits, two grid columns', async ({ page }) => {
    await page.goto('/');
    for (const path of await pages(page)) {
      await page.goto(path);
      await gridShown(page, path);
      await expectFitsPhone(page, path, ['Tack home', 'Search', 'Log in', 'Sign up']);
      await expectTwoColumns(page, path);
    }
    await page.goto('/');
    await page.screenshot({ path: 'e2e/artifacts/phone-signed-out.png' });
  });

  test('signed in: no sideways scroll, header fits, two grid columns', async ({ page }) => {
    await page.goto('/');
    await signUp(page);
    for (const path of await pages(page)) {
      await page.goto(path);
      await gridShown(page, path);
      await expectFitsPhone(page, path, ['Tack home', 'Search', 'Account']);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Create' }),
      ).toBeInViewport({ ratio: 1 });
      await expectTwoColumns(page, path);
    }
    await page.goto('/');
    await page.screenshot({ path: 'e2e/artifacts/phone-signed-in.png' });
    // The account menu (the way to log out) opens on screen.
    await page.getByRole('banner').getByRole('button', { name: 'Account' }).tap();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeInViewport({ ratio: 1 });
  });

  test('search suggestions and the login dialog fit the window', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('combobox');
    await search.fill('a');
    const suggestions = page.getByRole('listbox');
    if (await suggestions.count()) {
      const box = (await suggestions.first().boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await search.fill('');
    // Save on a pin page, signed out, asks to log in: in a dialog that fits.
    const [pin] = (await api(page, 'UserHomefeedResource', 'get', { page_size: 1 })).items;
    await page.goto(`/pin/${pin.id}/`);
    await page.getByRole('main').getByRole('button', { name: 'Save', exact: true }).first().tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Log in to save this Pin');
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const size = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(size).toBeLessThanOrEqual(390);
  });
});

test.describe('the card menu at 1440x900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const item of ['Copy link', 'Hide Pin'] as const) {
    test(`a mouse click on ${item} does it`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/');
      await signUp(page);
      await page.goto('/');
      const first = page.getByTestId('pin-grid').locator('article').first();
      await expect(first).toBeVisible();
      const id = (await first.getAttribute('data-card'))!;
      const card = cardOf(page, id);
      await card.hover();
      await card.getByRole('button', { name: 'More options' }).click();
      const menuItem = page.getByRole('menuitem', { name: item });
      await expect(menuItem).toBeVisible();
      const box = (await menuItem.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      // Whatever is on top at the item's centre is the item itself.
      expect(
        await page.evaluate(
          ([px, py]) => document.elementFromPoint(px!, py!)?.textContent?.trim(),
          [x, y],
        ),
      ).toBe(item);
      await page.mouse.click(x, y);
      if (item === 'Copy link') {
        await expect
          .poll(() => page.evaluate(() => navigator.clipboard.readText()))
          .toContain(`/pin/${id}/`);
      } else {
        await expect(page.getByRole('status').filter({ hasText: 'Pin hidden' })).toBeVisible();
      }
    });
  }
});
