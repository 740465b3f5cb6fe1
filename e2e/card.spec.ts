import { expect, test } from '@playwright/test';
import { signUp } from './helpers.ts';

test('carousel card: arrows at the edges only, dots follow, Open Pin opens the pin on that slot', async ({
  page,
}) => {
  await page.goto('/');
  const grid = page.getByTestId('pin-grid');
  const candidate = grid
    .locator('article')
    .filter({ has: page.locator('.carousel-arrow.right') })
    .first();
  const card = grid.locator(`article[data-card="${await candidate.getAttribute('data-card')}"]`);
  await expect(card).toBeVisible();
  await expect(card.locator('.carousel-arrow.left')).toHaveCount(0);
  await card.locator('.carousel-arrow.right').click();
  await expect(card.getByLabel('Image 2 of 3')).toBeVisible();
  await expect(card.locator('.carousel-arrow.left')).toBeVisible();
  await card.locator('.carousel-arrow.right').click();
  await expect(card.locator('.carousel-arrow.right')).toHaveCount(0);
  await expect(card.locator('.slot-title')).toContainText('(3/3)');
  // The slot title hides 4 s after the last change.
  await expect(card.locator('.slot-title')).toHaveCount(0, { timeout: 6000 });
  // The image leaves for the slot's link (§2); Open Pin (signed out too) opens the closeup.
  await expect(card.locator('a.card')).toHaveAttribute('href', /^\/offsite\//);
  await card.hover();
  await card.getByRole('link', { name: /^Open Pin/ }).click();
  await expect(page).toHaveURL(/\/pin\/\d+\/\?slot=2$/);
});

test('product cards show price and, when rated, stars with one decimal', async ({ page }) => {
  await signUp(page);
  await page.goto('/');
  const rated = page.getByTestId('pin-grid').locator('.stars').first();
  await expect(rated).toBeVisible();
  await expect(rated).toHaveText(/^[★⯪☆]{5} \d\.\d \(\d+(\.\d)?K?\)$/);
});

test('signed out: no footer, Save on hover asks to log in, and a right-click menu that locks scrolling', async ({
  page,
}) => {
  await page.goto('/');
  const card = page.getByTestId('pin-grid').locator('article').first();
  await expect(card).toBeVisible();
  await expect(card.locator('.card-body')).toHaveCount(0);
  await card.locator('a.card').click({ button: 'right' });
  const menu = page.getByRole('menu', { name: 'Pin options' });
  await expect(menu.getByRole('menuitem', { name: 'Open', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await page.mouse.click(5, 500);
  await expect(menu).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('hover: the action bar buttons appear 800 ms after the bar moves over', async ({ page }) => {
  await page.goto('/');
  const card = page.getByTestId('pin-grid').locator('article').first();
  const bar = card.locator('.card-actionbar');
  await expect(bar).toHaveCSS('opacity', '0');
  // Timed in the page's own clock (event timestamps), not the test's wall time: on a busy
  // machine the test can wake long after the fade has begun. The fade may only start once
  // 800 ms have passed since the pointer entered; a loaded machine can only make it later.
  await bar.evaluate((el) => {
    const times = ((window as unknown as { barTimes: Record<string, number> }).barTimes = {});
    el.closest('.card-wrap')!.addEventListener(
      'pointerenter',
      (e) => (times.enter ??= e.timeStamp),
    );
    el.addEventListener('transitionstart', (e) => (times.start ??= e.timeStamp));
  });
  await card.hover();
  await expect(bar).toHaveCSS('opacity', '1', { timeout: 3000 });
  const times = await page.evaluate(
    () => (window as unknown as { barTimes: Record<string, number> }).barTimes,
  );
  expect(times.enter).toBeDefined();
  expect(times.start! - times.enter!).toBeGreaterThanOrEqual(780);
  await expect(card.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
});
