import { expect, test, type Page } from '@playwright/test';
import { api, signUp } from './helpers.ts';
import { createBoard, createPin, findCard } from './card-helpers.ts';
import { axeViolations, sidewaysScroll, smallTapTargets } from './walk-checks.ts';

// Issue 12 (pin statistics): the stats button on the pinner's own profile grid opens the pin's
// analytics page, which counts a save made a moment ago; a stranger finds no such page. At a
// desktop size and on a touch phone: no sideways scroll, 44 px targets, axe-core clean, and the
// page works by keyboard.

test.describe.configure({ timeout: 120_000 });

const SIZES = {
  desktop: { viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
} as const;

/** A pinner with a pin on their own (secret) board, saved by them to a second board. */
async function pinnerWithSavedPin(page: Page) {
  const { username } = await signUp(page);
  const board = await createBoard(page, 'Stats board');
  const other = await createBoard(page, 'Second board');
  const pin = await createPin(page, { board_id: board.id, title: 'Counted teapot' });
  await api(page, 'RepinResource', 'create', { pin_id: pin.id, board_id: other.id });
  return { username, pin };
}

const figure = (page: Page, metric: string) =>
  page.locator(`.pin-stats-figure[data-metric="${metric}"]`);

for (const [name, device] of Object.entries(SIZES)) {
  test.describe(`pin analytics (${name})`, () => {
    test.use(device);

    test('See more stats on the profile grid opens the stats, with the save counted', async ({
      page,
      browser,
    }) => {
      const { username, pin } = await pinnerWithSavedPin(page);
      await page.goto(`/${username}/`);
      const card = await findCard(page, pin.id);
      const stats = card.getByRole('link', { name: /See more stats/ });
      await expect(stats).toBeVisible();
      await expect(stats).toContainText('impressions');
      // §8's visible string, on the button itself (not only its name).
      await expect(stats.getByText('See more stats', { exact: true })).toBeVisible();
      if (device.hasTouch) await stats.tap();
      else await stats.click();
      await expect(page).toHaveURL(new RegExp(`/pin/${pin.id}/analytics$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Pin stats' })).toBeVisible();
      await expect(figure(page, 'saves')).toHaveText('1');
      await expect(figure(page, 'impressions')).toHaveText(/^\d+$/);
      await expect(page.getByRole('img', { name: /^Saves per day/ })).toBeVisible();

      // Keyboard: from the pin's link, Tab reaches the range (the checked radio), an arrow key
      // changes it, and the next Tab stops reach each metric's table of figures.
      await page.getByRole('link', { name: 'Counted teapot' }).focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('radio', { name: 'Last 14 days' })).toBeChecked();
      await expect(page.getByText(/^Impressions per day/)).toHaveCount(0);
      await expect(page.getByRole('img', { name: /^Impressions per day/ })).toBeVisible();
      // The next stop is the first metric's table of figures: the charts themselves take no stop.
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
      expect(stop).toContain('Impressions by day');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('table').first()).toBeVisible();
      await expect(page.getByRole('table').first().getByRole('row')).toHaveCount(15);

      const problems = [
        ...(await sidewaysScroll(page, device.viewport.width)),
        ...(device.hasTouch ? await smallTapTargets(page) : []),
        ...(await axeViolations(page)),
      ];
      expect(problems).toEqual([]);

      // Someone else: the page does not exist for them, from the server's first answer on.
      const context = await browser.newContext({ ...device, baseURL: process.env.BASE_URL });
      const stranger = await context.newPage();
      await signUp(stranger);
      const res = await stranger.goto(`/pin/${pin.id}/analytics`);
      expect(res?.status()).toBe(404);
      await expect(stranger.getByRole('heading', { name: 'Pin not found' })).toBeVisible();
      expect(await axeViolations(stranger)).toEqual([]);
      await context.close();
    });
  });
}
