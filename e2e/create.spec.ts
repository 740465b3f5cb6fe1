import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { api, chooseBoard, signUp } from './helpers.ts';

test('create a pin: upload with a progress bar, then publish to a board', async ({ page }) => {
  await signUp(page);
  await api(page, 'BoardResource', 'create', { name: 'My art' });
  await page.goto('/pin-builder/');
  await expect(page).toHaveTitle('Create Pin | Tack');
  const buffer = await sharp({
    create: { width: 800, height: 1000, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  // Hold the answer a moment so the progress bar can be seen while the upload is under way.
  await page.route('**/v3/media/uploads/', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page
    .getByLabel('Choose image')
    .setInputFiles({ name: 'blue.png', mimeType: 'image/png', buffer });
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByAltText('Your upload')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByLabel('Title').fill('Blue study');
  await page.getByLabel('Link').fill('https://www.example.com/blue');
  await chooseBoard(page, 'My art');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/pin\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blue study');
  await expect(
    page.locator('.closeup-body').getByRole('link', { name: 'example.com' }),
  ).toHaveAttribute('rel', /nofollow/);
});

test('a file that is not an image is refused with a clear message', async ({ page }) => {
  await signUp(page);
  await page.goto('/pin-builder/');
  await page.getByLabel('Choose image').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByRole('alert')).toContainText("isn't an image");
});
