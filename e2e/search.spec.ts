import { expect, test } from '@playwright/test';
import { holdRequests, homePins, signUp } from './helpers.ts';

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
  // The closeup: Open Pin on a pin with a link (its image leaves for the site, §2), else the
  // image (other tests' pins may have none).
  await results.first().hover();
  await results.first().locator('a[href^="/pin/"]').first().click();
  await expect(page).toHaveURL(/\/pin\/\d+\//);
});

test('typing and pressing Enter searches, and nothing found says so', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search' }).fill('zzzzqqqq');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=zzzzqqqq&rs=typed/);
  await expect(page.getByText('No Pins found for “zzzzqqqq”')).toBeVisible();
});

test('hide a pin from the home feed, see the overlay, undo; hidden again it stays gone after a reload', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/');
  const grid = page.getByTestId('pin-grid');
  const card = grid.locator('article').first();
  // By its id: two pins may share a title (other tests save the same page twice).
  const id = await card.getAttribute('data-card');
  await card.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Hide Pin' }).click();
  const overlay = grid.getByRole('status').filter({ hasText: 'Pin hidden' });
  await expect(overlay).toContainText("Got it! We won't show you this Pin.");
  await overlay.getByRole('button', { name: 'Undo' }).click();
  await expect(grid.locator(`[data-card="${id}"] a.card`)).toBeVisible();
  await grid.locator('article').first().getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Hide Pin' }).click();
  await expect(grid.getByRole('status').filter({ hasText: 'Pin hidden' })).toBeVisible();
  await page.reload();
  await expect(grid.locator('article').first()).toBeVisible();
  await expect(grid.locator(`[data-card="${id}"] a.card`)).toHaveCount(0);
});

test('a Follow clicked before the page knows who is signed in waits for it, no login prompt', async ({
  page,
}) => {
  await signUp(page);
  // Someone no other test follows: 'follow someone from their profile' counts Maya's followers.
  // The session answer is held back until after the click, as on a slow connection.
  const release = await holdRequests(page, '**/resource/UserSessionResource/get/**');
  await page.goto('/yuki_draws/');
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  release();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.unroute('**/resource/UserSessionResource/get/**');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
});

test('follow someone from their profile', async ({ page }) => {
  await signUp(page);
  await page.goto('/maya_makes/');
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  // The reload waits for the follow's answer: a reload the moment after the click cancels the
  // request (the button shows "Following" as it is sent).
  const followed = page.waitForResponse(/\/resource\/UserFollowResource\/create\//);
  await follow.click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect((await followed).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await expect(page.getByText(/\d+ followers?\b/)).toContainText(/1 follower(?!s)/);
});
