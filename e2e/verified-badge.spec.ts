import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, grantOperator, homePins, signUp } from './helpers.ts';
import { axeViolations, sidewaysScroll } from './walk-checks.ts';

/**
 * The verified badge (MC §4 "Verified badge", §8): an operator verifies a merchant at
 * /admin/verification; their name then carries the badge on their cards, the closeup and the profile, with
 * the tooltip on hover or keyboard focus and the modal on click or tap (Escape closes it and
 * focus returns to the badge).
 */
test.describe.configure({ mode: 'serial' });

let operator: Page;
let merchant: { username: string; pinId: string };

async function operatorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  const { username } = await signUp(page);
  grantOperator(username);
  return page;
}

test.beforeAll(async ({ browser }) => {
  operator = await operatorPage(browser);
  const [pin] = await homePins(operator, 1);
  const full = await api(operator, 'PinResource', 'get', { id: pin!.id });
  merchant = { username: full.pinner.username, pinId: pin!.id };
});

test.afterAll(async () => {
  // Leave the demo pinner as the other tests expect them: no badge.
  await api(operator, 'VerifiedMerchantResource', 'delete', { username: merchant.username }).catch(
    () => undefined,
  );
});

test('an operator verifies a merchant at /admin/verification', async () => {
  await operator.setViewportSize({ width: 1440, height: 900 });
  await operator.goto('/admin/verification');
  await expect(operator.getByRole('heading', { name: 'Verification', level: 1 })).toBeVisible();
  await operator.getByLabel('Username').first().fill(merchant.username);
  await operator.getByRole('button', { name: 'Verify merchant' }).click();
  const list = operator.getByRole('list', { name: 'Verified merchants' });
  await expect(list.getByText(`@${merchant.username}`)).toBeVisible();
  expect(await axeViolations(operator)).toEqual([]);
});

for (const view of [
  { name: 'desktop', width: 1440, height: 900, touch: false },
  { name: 'phone', width: 390, height: 844, touch: true },
]) {
  test(`the badge's tooltip and modal on the closeup (${view.name})`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: view.width, height: view.height },
      hasTouch: view.touch,
      isMobile: view.touch,
    });
    const page = await context.newPage();
    await page.goto(`/pin/${merchant.pinId}/`);
    const badge = page.getByRole('button', { name: 'Verified merchant' });
    await expect(badge).toBeVisible();
    const box = (await badge.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(view.touch ? 44 : 24);

    if (!view.touch) {
      // Hover: the tooltip with §8's text and Learn more; leaving hides it.
      await badge.hover();
      const tip = page.getByRole('tooltip');
      await expect(tip).toContainText("This retailer meets the product's Merchant Guidelines");
      await expect(tip.getByRole('button', { name: 'Learn more' })).toBeVisible();
      await expect(badge).toHaveAttribute('aria-describedby', (await tip.getAttribute('id'))!);
      expect(await axeViolations(page)).toEqual([]);
      await page.mouse.move(0, 0);
      await expect(tip).toBeHidden();
      // Keyboard focus shows it too; Escape hides it.
      await badge.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(badge).toBeFocused();
      await expect(page.getByRole('tooltip')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('tooltip')).toBeHidden();
      // Enter opens the modal.
      await page.keyboard.press('Enter');
    } else {
      await badge.tap();
    }

    const dialog = page.getByRole('dialog', { name: 'Verified merchant' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("This retailer meets the product's Merchant Guidelines");
    await expect(
      dialog.getByRole('img', { name: 'Merchant verification badge icon' }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await sidewaysScroll(page, view.width)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(badge).toBeFocused();
    await context.close();
  });
}

test('the profile carries the badge; Got it closes the modal', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/${merchant.username}/`);
  const badge = page.getByRole('button', { name: 'Verified merchant' });
  await badge.click();
  const dialog = page.getByRole('dialog', { name: 'Verified merchant' });
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();
  await expect(badge).toBeFocused();
  await context.close();
});

test("the merchant's cards in the home grid carry the badge; clicking it opens the modal", async () => {
  // Signed in: signed-out cards have no footer, so no attribution.
  const page = operator;
  await page.goto('/');
  const card = page
    .getByTestId('pin-grid')
    .locator('article')
    .filter({ has: page.locator(`a[href="/pin/${merchant.pinId}/"]`) });
  const badge = card.getByRole('button', { name: 'Verified merchant' });
  await expect(badge).toBeVisible();
  await badge.click();
  const dialog = page.getByRole('dialog', { name: 'Verified merchant' });
  await expect(dialog).toContainText("This retailer meets the product's Merchant Guidelines");
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('revoked, the badge is gone', async ({ browser }) => {
  await operator.goto('/admin/verification');
  await operator.getByRole('button', { name: `Revoke ${merchant.username}` }).click();
  await expect(operator.getByText('No verified merchants yet.')).toBeVisible();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/pin/${merchant.pinId}/`);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verified merchant' })).toHaveCount(0);
  await context.close();
});
