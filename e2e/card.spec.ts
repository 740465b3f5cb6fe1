import { expect, test } from '@playwright/test';

test('carousel card: arrows at the edges only, dots follow, a click opens the pin on that slot', async ({
  page,
}) => {
  await page.goto('/');
  const grid = page.getByTestId('pin-grid');
  const candidate = grid
    .locator('article')
    .filter({ has: page.getByRole('button', { name: 'View Next' }) })
    .first();
  const pinPath = /^\/pin\/\d+\//.exec(
    (await candidate.locator('a.card').getAttribute('href')) ?? '',
  )![0];
  const card = grid.locator('article').filter({ has: page.locator(`a.card[href^="${pinPath}"]`) });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'View Previous' })).toHaveCount(0);
  await card.getByRole('button', { name: 'View Next' }).click();
  await expect(card.getByLabel('Image 2 of 3')).toBeVisible();
  await expect(card.getByRole('button', { name: 'View Previous' })).toBeVisible();
  await card.getByRole('button', { name: 'View Next' }).click();
  await expect(card.getByRole('button', { name: 'View Next' })).toHaveCount(0);
  await expect(card.locator('.slot-title')).toContainText('(3/3)');
  // The slot title hides 4 s after the last change.
  await expect(card.locator('.slot-title')).toHaveCount(0, { timeout: 6000 });
  await card.locator('a.card').click();
  await expect(page).toHaveURL(/\/pin\/\d+\/\?slot=2$/);
});

test('product cards show price and, when rated, stars with one decimal', async ({ page }) => {
  await page.goto('/');
  const rated = page.getByTestId('pin-grid').locator('.stars').first();
  await expect(rated).toBeVisible();
  await expect(rated).toHaveText(/^[★⯪☆]{5} \d\.\d \(\d+(\.\d)?K?\)$/);
});
