import { expect, test } from '@playwright/test';
import { homePins } from './helpers.ts';

test('search as you type, pick a suggestion, open a result', async ({ page }) => {
  const [pin] = await homePins(page, 1);
  const word = pin!.title.split(' ')[0]!;
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill(word.slice(0, 4));
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await list.getByRole('option').first().click();
  await expect(page).toHaveURL(/\/search\/pins\/\?q=.+&rs=ac$/);
  const results = page.getByTestId('pin-grid').locator('article');
  await expect(results.first()).toBeVisible();
  await results.first().locator('a.card').click();
  await expect(page).toHaveURL(/\/pin\/\d+\//);
});

test('typing and pressing Enter searches, and nothing found says so', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search' }).fill('zzzzqqqq');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=zzzzqqqq&rs=typed/);
  await expect(page.getByText('No Pins found for “zzzzqqqq”')).toBeVisible();
});
