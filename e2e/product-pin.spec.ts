import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { api, chooseBoard, signUp } from './helpers.ts';

test('a product pin made in the builder shows its price, merchant and availability', async ({
  page,
}) => {
  const { username } = await signUp(page);
  await api(page, 'BoardResource', 'create', { name: 'Shop' });
  await page.goto('/pin-builder/');
  const buffer = await sharp({
    create: { width: 600, height: 600, channels: 3, background: { r: 200, g: 160, b: 90 } },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel('Choose image or video')
    .setInputFiles({ name: 'apron.png', mimeType: 'image/png', buffer });
  await expect(page.getByAltText('Your upload')).toBeVisible();
  await page.getByLabel('Title').fill('Linen apron');
  await chooseBoard(page, 'Shop');
  await page.getByLabel('This Pin is a product for sale').check();
  // A bad price is refused on its own field, in words.
  await page.getByLabel('Price').fill('12.345');
  await page.getByLabel('Merchant').fill('Loom & Co');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('#product-price-error')).toHaveText(
    'Price must be an amount like 19.99',
  );
  await expect(page.getByLabel('Price')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Price').fill('34.50');
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByLabel('Availability').selectOption({ label: 'Pre-order' });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/pin\/\d+\/$/);
  const closeup = page.locator('.closeup-body');
  await expect(closeup.locator('.price')).toHaveText('€34.50');
  await expect(closeup).toContainText('Loom & Co');
  await expect(closeup).toContainText('Pre-order');
  // The card on the pinner's profile shows the price too.
  const pinId = /\/pin\/(\d+)\//.exec(page.url())![1]!;
  await page.goto(`/${username}/_created/`);
  const card = page.locator(`article[data-card="${pinId}"] a.card`);
  await expect(card).toHaveAttribute('data-pin-type', 'product');
  await expect(page.getByTestId('pin-grid')).toContainText('€34.50');
});
