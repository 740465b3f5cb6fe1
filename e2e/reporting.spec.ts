import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, grantOperator, signUp, uniqueName } from './helpers.ts';
import { createPin, type ApiPin } from './card-helpers.ts';
import { expectClean } from './walk-checks.ts';

// Issue 13, reporting (pin-card-and-saving.md §4 "Hide and feedback overlay", §8 "Pin
// reported"): a person reports a pin from a card's menu and from a closeup's and sees the
// Reported state; an operator reviews it at /admin/reports and hides it for everyone, after which
// another viewer no longer finds it anywhere.

const DESKTOP = { viewport: { width: 1440, height: 900 } } as const;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
const THANKS = 'Thanks! Your feedback helps us keep the community safe.';
const baseURL = () => test.info().project.use.baseURL;
/** Letters and digits only: one search token. */
const searchTag = (prefix: string) => uniqueName(prefix).replace(/[^a-z0-9]/gi, '');

/** A person with a public board and pins on it whose titles carry `tag` (searchable). */
async function maker(browser: Browser, tag: string, titles: string[]) {
  const context = await browser.newContext({ baseURL: baseURL() });
  const page = await context.newPage();
  await signUp(page);
  const board = (await api(page, 'BoardResource', 'create', { name: `Board ${tag}` })) as {
    id: string;
    url: string;
  };
  const pins: ApiPin[] = [];
  for (const title of titles)
    pins.push(await createPin(page, { board_id: board.id, title: `${title} ${tag}` }));
  await context.close();
  return { board, pins };
}

const reportDialog = (page: Page) => page.getByRole('dialog', { name: 'Report Pin' });

async function operatorPage(browser: Browser, options: typeof DESKTOP | typeof PHONE) {
  const context = await browser.newContext({ ...options, baseURL: baseURL() });
  const page = await context.newPage();
  const { username } = await signUp(page);
  grantOperator(username);
  return page;
}

test.describe('reporting at 1440x900', () => {
  test.use(DESKTOP);

  test('report from a card and a closeup, the operator hides one, another viewer no longer finds it', async ({
    page,
    browser,
  }) => {
    const tag = searchTag('rep');
    const { board, pins } = await maker(browser, tag, ['Card report', 'Closeup report']);
    const [cardPin, closeupPin] = pins as [ApiPin, ApiPin];
    await signUp(page);

    // From a card in search results: Escape closes the dialog and gives focus back to the menu.
    await page.goto(`/search/pins/?q=${tag}`);
    const card = page.getByTestId('pin-grid').locator(`article[data-card="${cardPin.id}"]`);
    await expect(card).toBeVisible();
    await card.hover();
    const more = card.getByRole('button', { name: 'More options' });
    await more.click();
    await page.getByRole('menuitem', { name: 'Report Pin' }).click();
    await expect(reportDialog(page)).toBeVisible();
    await expect(reportDialog(page).getByRole('radio')).toHaveCount(9);
    await expectClean(page, 1440, false);
    await page.keyboard.press('Escape');
    await expect(reportDialog(page)).toHaveCount(0);
    await expect(more).toBeFocused();

    await more.click();
    await page.getByRole('menuitem', { name: 'Report Pin' }).click();
    // Report without a reason says what is missing.
    await reportDialog(page).getByRole('button', { name: 'Report' }).click();
    await expect(reportDialog(page).getByRole('alert')).toHaveText(
      'Choose why you are reporting this Pin.',
    );
    await reportDialog(page).getByRole('radio', { name: /^Spam/ }).check();
    await reportDialog(page).getByRole('button', { name: 'Report' }).click();
    const overlay = page.getByRole('status').filter({ hasText: 'Reported' });
    await expect(overlay).toContainText(THANKS);
    await expect(overlay.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    await expect(overlay).toBeFocused();
    // Hidden from this person's search from now on.
    await page.reload();
    await expect(
      page.getByTestId('pin-grid').locator(`article[data-card="${closeupPin.id}"]`),
    ).toBeVisible();
    await expect(page.locator(`article[data-card="${cardPin.id}"]`)).toHaveCount(0);

    // From the closeup, with words for "Something else".
    await page.goto(`/pin/${closeupPin.id}/`);
    const closeupMore = page.getByRole('region', { name: 'Pin' }).getByRole('button', {
      name: 'More options',
    });
    await closeupMore.click();
    await page.getByRole('menuitem', { name: 'Report Pin' }).click();
    await reportDialog(page)
      .getByRole('radio', { name: /^Something else/ })
      .check();
    await reportDialog(page).getByLabel('Tell us more (optional)').fill('Looks copied');
    await reportDialog(page).getByRole('button', { name: 'Report' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Reported' });
    await expect(notice).toContainText(THANKS);
    // A second report is answered in words, not an error page.
    await page.reload();
    await closeupMore.click();
    await page.getByRole('menuitem', { name: 'Report Pin' }).click();
    await reportDialog(page).getByRole('radio', { name: /^Spam/ }).check();
    await reportDialog(page).getByRole('button', { name: 'Report' }).click();
    await expect(reportDialog(page).getByRole('alert')).toContainText(
      'You already reported this Pin',
    );
    await page.keyboard.press('Escape');

    // Not an operator: the page says so.
    await page.goto('/admin/reports/');
    await expect(page.getByRole('heading', { name: "You don't have access" })).toBeVisible();

    // The operator reviews both, hides the card's pin and dismisses the other.
    const op = await operatorPage(browser, DESKTOP);
    await op.goto('/admin/reports/');
    const entry = op.getByRole('listitem').filter({ hasText: `Card report ${tag}` });
    await expect(entry).toContainText('1 report: Spam (1)');
    const other = op.getByRole('listitem').filter({ hasText: `Closeup report ${tag}` });
    await expect(other).toContainText('Something else (1)');
    await expect(other).toContainText('Looks copied');
    await expectClean(op, 1440, false);
    await entry.getByRole('button', { name: 'Hide for everyone' }).click();
    const confirm = op.getByRole('dialog', { name: 'Hide this Pin for everyone?' });
    await expect(confirm).toBeVisible();
    await expectClean(op, 1440, false);
    await confirm.getByRole('button', { name: 'Hide for everyone' }).click();
    await expect(op.locator('.toast')).toContainText('Hidden for everyone (1 Pin)');
    await expect(entry).toHaveCount(0);
    await other.getByRole('button', { name: /^Dismiss/ }).click();
    await expect(other).toHaveCount(0);
    await op.context().close();

    // Another viewer: not on the board, not in search, its page not found; the other pin stays.
    const viewer = await (await browser.newContext({ baseURL: baseURL() })).newPage();
    await viewer.goto(board.url);
    await expect(viewer.locator(`article[data-card="${closeupPin.id}"]`)).toBeVisible();
    await expect(viewer.locator(`article[data-card="${cardPin.id}"]`)).toHaveCount(0);
    await viewer.goto(`/search/pins/?q=${tag}`);
    await expect(viewer.locator(`article[data-card="${closeupPin.id}"]`)).toBeVisible();
    await expect(viewer.locator(`article[data-card="${cardPin.id}"]`)).toHaveCount(0);
    const gone = await viewer.goto(`/pin/${cardPin.id}/`);
    expect(gone?.status()).toBe(404);
    await viewer.context().close();
  });
});

test.describe('reporting at 390x844 with touch', () => {
  test.use(PHONE);

  test('the report dialog is a sheet that fits, and the operators page too', async ({
    page,
    browser,
  }) => {
    const tag = searchTag('rph');
    const { pins } = await maker(browser, tag, ['Phone report']);
    const pin = pins[0]!;
    await signUp(page);
    await page.goto(`/pin/${pin.id}/`);
    const more = page.getByRole('region', { name: 'Pin' }).getByRole('button', {
      name: 'More options',
    });
    await more.tap();
    await page.getByRole('menuitem', { name: 'Report Pin' }).tap();
    await expect(reportDialog(page)).toBeVisible();
    await expectClean(page, 390, true);
    await page.keyboard.press('Escape');
    await expect(reportDialog(page)).toHaveCount(0);
    await expect(more).toBeFocused();
    await more.tap();
    await page.getByRole('menuitem', { name: 'Report Pin' }).tap();
    await reportDialog(page)
      .getByRole('radio', { name: /^Harassment/ })
      .check();
    await reportDialog(page).getByRole('button', { name: 'Report' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'Reported' })).toContainText(THANKS);

    const op = await operatorPage(browser, PHONE);
    await op.goto('/admin/reports/');
    const entry = op.getByRole('listitem').filter({ hasText: `Phone report ${tag}` });
    await expect(entry).toContainText('Harassment or privacy violations (1)');
    await expectClean(op, 390, true);
    await entry.getByRole('button', { name: /^Dismiss/ }).click();
    await expect(entry).toHaveCount(0);
    await op.context().close();
  });
});
