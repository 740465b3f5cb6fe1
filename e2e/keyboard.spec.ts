import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, signUp } from './helpers.ts';
import { cardOf, tabStops } from './card-helpers.ts';
import { axeOn } from './walk-checks.ts';

// Issue 21, item 6: menus, dialogs and the page with a keyboard only, at 1440x900.
test.use({ viewport: { width: 1440, height: 900 } });

const focused = (page: Page) => page.locator('*:focus');

/**
 * Clicks a point of the page where nothing answers a click (a card there could leave the page:
 * a promoted pin's click follows its link): the first point down the middle of the header, then
 * of the page, whose element is neither a control nor inside one.
 */
async function clickNowhere(page: Page) {
  const point = await page.evaluate(() => {
    const inert = (el: Element | null) =>
      el !== null && !el.closest('a, button, input, select, textarea, [role], [tabindex], label');
    for (let y = 2; y < innerHeight; y += 6)
      for (const x of [innerWidth / 2, innerWidth - 20, 20])
        if (inert(document.elementFromPoint(x, y))) return { x, y };
    return null;
  });
  if (!point) throw new Error('no inert point on the page to click');
  await page.mouse.click(point.x, point.y);
}

/** The menu button pattern: Enter opens on the first item, arrows move, Escape and Tab close. */
async function expectMenuKeyboard(page: Page, button: Locator, items: string[]) {
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  // Items are menuitems, or a menuitemcheckbox (the account menu's Dark mode).
  const item = (name: string) =>
    menu.locator('[role="menuitem"], [role="menuitemcheckbox"]').getByText(name, { exact: true });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  for (const name of [...items.slice(1), items[0]!]) {
    await page.keyboard.press('ArrowDown'); // wraps from the last to the first
    await expect(item(name)).toBeFocused();
  }
  await page.keyboard.press('ArrowUp'); // wraps from the first to the last
  await expect(item(items.at(-1)!)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item(items[0]!)).toBeFocused();
  await page.keyboard.press('End');
  await expect(item(items.at(-1)!)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // ArrowDown opens it too; Tab closes it and focus moves on past the button.
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu).toHaveCount(0);
  await expect(button).not.toBeFocused();
  expect(await focused(page).count()).toBe(1);
  // A click elsewhere closes it as well.
  await button.click();
  await expect(menu).toBeVisible();
  await clickNowhere(page);
  await expect(menu).toHaveCount(0);
}

test('the skip link is the first tab stop and moves focus into main', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('pin-grid').locator('article').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next Tab lands on the page's content, not back in the header.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)),
  ).toBe(true);
});

test('the Create and Account menus work with the keyboard', async ({ page }) => {
  await page.goto('/');
  await signUp(page);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expectMenuKeyboard(page, header.getByRole('button', { name: 'Create' }), [
    'Create Pin',
    'Create board',
  ]);
  await expectMenuKeyboard(page, header.getByRole('button', { name: 'Account' }), [
    'Your profile',
    'Settings',
    'Tune your home feed',
    'Save from your browser',
    'Dark mode',
    'Log out',
  ]);
});

test('the card menu works with the keyboard, and a card has at most 3 tab stops', async ({
  page,
}) => {
  await page.goto('/');
  await signUp(page);
  await page.goto('/');
  const first = page.getByTestId('pin-grid').locator('article').first();
  await expect(first).toBeVisible();
  const feed = (await api(page, 'UserHomefeedResource', 'get', { page_size: 12 })).items as {
    id: string;
    domain: string | null;
  }[];
  // A card with a source link: it has the most controls (board, source, name, send, more).
  const pin = feed.find((p) => p.domain) ?? feed[0]!;
  const card = cardOf(page, pin.id);
  await card.scrollIntoViewIfNeeded();
  const stops = await tabStops(page, card);
  expect(stops.length, `tab stops: ${stops.join(' | ')}`).toBeLessThanOrEqual(3);
  expect(stops).toContain('More options');
  expect(stops).toContain('Save');
  await expectMenuKeyboard(page, card.getByRole('button', { name: 'More options' }), [
    'Hide Pin',
    'Download image',
    'Copy link',
    'Report Pin',
  ]);
});

test('signed out, a card has at most 2 tab stops and the login prompt takes focus', async ({
  page,
}) => {
  await page.goto('/');
  const card = page.getByTestId('pin-grid').locator('article').first();
  await expect(card).toBeVisible();
  const stops = await tabStops(page, card);
  expect(stops.length, `tab stops: ${stops.join(' | ')}`).toBeLessThanOrEqual(2);
  const save = card.getByRole('button', { name: 'Save', exact: true });
  await save.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Log in to save this Pin');
  await expect(dialog.getByRole('button', { name: 'Log in' })).toBeFocused();
  // Tab stays inside.
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(save).toBeFocused();
});

test('Create board from the Create menu: focus in, Escape closes, focus back on Create', async ({
  page,
}) => {
  await page.goto('/');
  await signUp(page);
  await page.goto('/');
  const create = page.getByRole('banner').getByRole('button', { name: 'Create' });
  await create.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Create board' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create board' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(create).toBeFocused();
  // Cancel returns focus too.
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(create).toBeFocused();
});

test('Edit board: focus in, Escape closes, focus back on the button', async ({ page }) => {
  await page.goto('/');
  const { username } = await signUp(page);
  const board = await api(page, 'BoardResource', 'create', { name: 'Keyboard board' });
  await page.goto(board.url ?? `/${username}/keyboard-board/`);
  const edit = page.getByRole('main').getByRole('button', { name: 'Edit board' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(edit).toBeFocused();
});

test('axe: card links on the home feed name what they show', async ({ page }) => {
  test.setTimeout(120_000);
  for (const signedIn of [false, true]) {
    await page.goto('/');
    if (signedIn) {
      await signUp(page);
      await page.goto('/');
    }
    await expect(page.getByTestId('pin-grid').locator('article').first()).toBeVisible();
    const results = await axeOn(page)
      .withRules(['label-content-name-mismatch', 'nested-interactive'])
      .include('[data-testid="pin-grid"]')
      .analyze();
    const found = results.violations.flatMap((v) =>
      v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.failureSummary}`),
    );
    expect(found, found.join('\n')).toEqual([]);
  }
});
