import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { api, chooseBoard, signUp } from './helpers.ts';

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 400, height: 500, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

test('an idea pin with three pages: drafted, resumed, published and read page by page', async ({
  page,
}) => {
  await signUp(page);
  await api(page, 'BoardResource', 'create', { name: 'How-tos' });
  await page.goto('/idea-pin-builder/');
  await expect(page).toHaveTitle('Create an idea Pin | Tack');
  await page.getByLabel('Title').fill('Bread in three steps');
  const texts = ['Mix the dough', 'Let it rise', 'Bake until golden'];
  const colours: [number, number, number][] = [
    [220, 180, 120],
    [200, 150, 90],
    [160, 100, 40],
  ];
  for (const [i, text] of texts.entries()) {
    await page.getByLabel('Add a page (image or video)').setInputFiles({
      name: `step${i + 1}.png`,
      mimeType: 'image/png',
      buffer: await png(...colours[i]!),
    });
    await expect(page.getByAltText(`Page ${i + 1}`)).toBeVisible();
    await page.getByLabel(`Page ${i + 1} text`).fill(text);
  }
  // Saved as a draft, kept by its id in the address, and listed.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await expect(page).toHaveURL(/\?draft=\d+$/);
  const drafts = page.getByRole('region', { name: 'Your drafts' });
  await expect(drafts).toContainText('Bread in three steps · 3 pages');

  // Resumed later: the pages come back in order, and one can still be moved (kept on publish).
  const draftUrl = page.url();
  await page.goto('/');
  await page.goto(draftUrl);
  await expect(page.getByLabel('Page 3 text')).toHaveValue('Bake until golden');
  await page.getByRole('button', { name: 'Move page 2 down' }).click();
  await expect(page.getByLabel('Page 2 text')).toHaveValue('Bake until golden');
  await expect(page.getByLabel('Page 3 text')).toHaveValue('Let it rise');

  await chooseBoard(page, 'How-tos');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/pin\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bread in three steps');
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await expect(page.locator('.story-text')).toHaveText('Mix the dough');
  await page.getByRole('button', { name: 'View Next' }).click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await expect(page.locator('.story-text')).toHaveText('Bake until golden');
  await page.getByRole('button', { name: 'View Next' }).click();
  await expect(page.locator('.story-text')).toHaveText('Let it rise');
  await expect(page.getByRole('button', { name: 'View Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'View Previous' }).click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();

  // Publishing used the draft up.
  const left = await api(page, 'StoryPinDraftsResource', 'get', {});
  expect(left).toEqual([]);
});

test('a draft is deleted after a confirmation', async ({ page }) => {
  await signUp(page);
  await api(page, 'StoryPinDraftResource', 'create', { title: 'Old idea' });
  await page.goto('/idea-pin-builder/');
  const drafts = page.getByRole('region', { name: 'Your drafts' });
  await drafts.getByRole('button', { name: 'Delete Old idea' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this draft?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(drafts).toContainText('No drafts yet.');
});

test('a saved idea pin its creator deleted shows Unavailable, Removed by the creator', async ({
  page,
  browser,
}) => {
  // The creator publishes a one-page idea pin.
  await signUp(page);
  await api(page, 'BoardResource', 'create', { name: 'Steps' });
  await page.goto('/idea-pin-builder/');
  await page.getByLabel('Title').fill('Fold a paper crane');
  await page.getByLabel('Add a page (image or video)').setInputFiles({
    name: 'fold.png',
    mimeType: 'image/png',
    buffer: await png(90, 140, 200),
  });
  await page.getByLabel('Page 1 text').fill('Fold the square in half');
  await chooseBoard(page, 'Steps');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/pin\/\d+\/$/);
  const originalId = page.url().match(/\/pin\/(\d+)\//)![1]!;

  // Someone saves it to a board of theirs.
  const saver = await (await browser.newContext()).newPage();
  await signUp(saver);
  const board = await api(saver, 'BoardResource', 'create', { name: 'Crafts' });
  const saved = await api(saver, 'RepinResource', 'create', {
    pin_id: originalId,
    board_id: board.id,
  });
  await saver.goto(`/pin/${saved.id}/`);
  await expect(saver.locator('.story-text')).toHaveText('Fold the square in half');

  // The creator deletes it: the save stays on the board, its pages are gone.
  await api(page, 'PinResource', 'delete', { id: originalId });
  await saver.reload();
  const closeup = saver.locator('.closeup-image .idea-unavailable');
  await expect(closeup).toContainText('Unavailable');
  await expect(closeup).toContainText('Removed by the creator');
  await expect(saver.locator('.story-text')).toHaveCount(0);
  await saver.goto(board.url);
  const card = saver.getByRole('link', { name: 'Unavailable, Removed by the creator' });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveCount(0);
  await saver.context().close();
});
