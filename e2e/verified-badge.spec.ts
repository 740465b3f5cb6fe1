import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, grantOperator, homePins, signUp, uniqueName } from './helpers.ts';
import { cardOf, findCard, tabStops } from './card-helpers.ts';
import { axeViolations, expectClean, sidewaysScroll } from './walk-checks.ts';

/**
 * The verified badge (MC §4 "Verified badge", §8): an operator verifies a merchant at
 * /admin/verification; their name then carries the badge on their cards, the closeup and the profile, with
 * the tooltip on hover or keyboard focus and the modal on click or tap (Escape closes it and
 * focus returns to the badge).
 */
test.describe.configure({ mode: 'serial' });

let operator: Page;
let merchant: { username: string; pinId: string };
/** Another demo pinner, whose domain an operator verifies: the domain check, not the merchant badge. */
let owner: { username: string; pinId: string };
const DOMAIN = 'tack-e2e-owner.example';

async function operatorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  const { username } = await signUp(page);
  grantOperator(username);
  return page;
}

test.beforeAll(async ({ browser }) => {
  operator = await operatorPage(browser);
  const pins = (await homePins(operator, 30)) as unknown as {
    id: string;
    pinner: { username: string };
  }[];
  merchant = { username: pins[0]!.pinner.username, pinId: pins[0]!.id };
  const other = pins.find((p) => p.pinner.username !== merchant.username)!;
  owner = { username: other.pinner.username, pinId: other.id };
});

test.afterAll(async () => {
  // Leave the demo pinners as the other tests expect them: no badge.
  await api(operator, 'VerifiedMerchantResource', 'delete', { username: merchant.username }).catch(
    () => undefined,
  );
  for (const username of [owner.username, merchant.username])
    await api(operator, 'VerifiedDomainResource', 'delete', { username, domain: DOMAIN }).catch(
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

test('on a card the badge is no tab stop (a card keeps its 3); the closeup and profile have it in the Tab order', async () => {
  // docs/decisions/0014-verified-badge-on-cards.md
  const page = operator;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const card = await findCard(page, merchant.pinId);
  const badge = card.getByRole('button', { name: 'Verified merchant' });
  await expect(badge).toBeVisible();
  const stops = await tabStops(page, card);
  expect(stops.length, `tab stops: ${stops.join(' | ')}`).toBeLessThanOrEqual(3);
  expect(stops).not.toContain('Verified merchant');
});

test('a verified domain: the domain check by the §4 rule on cards and the closeup, never beside the merchant badge', async ({
  browser,
}) => {
  await api(operator, 'VerifiedDomainResource', 'create', {
    username: owner.username,
    domain: DOMAIN,
  });
  // The merchant verifies a domain too: the merchant badge alone shows for them (§4).
  await api(operator, 'VerifiedDomainResource', 'create', {
    username: merchant.username,
    domain: DOMAIN.replace('owner', 'shop'),
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/pin/${owner.pinId}/`);
  const check = page.locator('.closeup').getByRole('button', { name: 'Verified domain' });
  await expect(check).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verified merchant' })).toHaveCount(0);
  await check.hover();
  await expect(page.getByRole('tooltip')).toContainText('This account proved it owns its website');
  await check.click();
  const dialog = page.getByRole('dialog', { name: 'Verified domain' });
  await expect(dialog.getByRole('img', { name: 'Domain verification icon' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(check).toBeFocused();

  await page.goto(`/pin/${merchant.pinId}/`);
  await expect(
    page.locator('.closeup').getByRole('button', { name: 'Verified merchant' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verified domain' })).toHaveCount(0);
  await context.close();

  // In the home grid (signed in: cards carry the pinner), the owner's card has the check.
  await operator.goto('/');
  const card = await findCard(operator, owner.pinId);
  await expect(card.getByRole('button', { name: 'Verified domain' })).toBeVisible();
  await expect(
    cardOf(operator, merchant.pinId).getByRole('button', { name: 'Verified domain' }),
  ).toHaveCount(0);
});

test('Settings > Verified domains: claim a domain, the proof to publish, checks that fail in words, remove', async ({
  browser,
}) => {
  for (const view of [
    { width: 1440, height: 900, touch: false },
    { width: 390, height: 844, touch: true },
  ]) {
    const context = await browser.newContext({
      viewport: { width: view.width, height: view.height },
      hasTouch: view.touch,
      isMobile: view.touch,
    });
    const page = await context.newPage();
    await signUp(page);
    // `.invalid` never resolves (RFC 6761): the checks fail as an unreachable domain would.
    const domain = `${uniqueName('claim').replace(/_/g, '-')}.invalid`;
    await page.goto('/settings/verification');
    await expect(page.getByRole('heading', { level: 1, name: 'Verified domains' })).toBeVisible();
    await expect(page.getByText('No domains yet.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Domain' }).fill(`https://www.${domain}/shop`);
    await page.getByRole('button', { name: 'Add domain' }).click();
    const row = page.getByRole('list', { name: 'Your domains' }).getByRole('listitem');
    await expect(row).toContainText(`${domain} · Not verified yet`);
    await expect(row.locator('.claim-code').first()).toHaveText(/^tack-site-verification=\S+$/);
    await expect(row.locator('.claim-code').nth(1)).toHaveText(
      /^<meta name="tack-site-verification" content="\S+">$/,
    );
    await expectClean(page, view.width, view.touch);

    await row.getByRole('button', { name: `Check DNS for ${domain}` }).click();
    await expect(row.getByRole('status')).toHaveText(
      new RegExp(`(We found no TXT records for ${domain}|We couldn't look up ${domain}'s DNS)`),
    );
    await row.getByRole('button', { name: `Check home page for ${domain}` }).click();
    await expect(row.getByRole('status')).toHaveText(
      new RegExp(`We couldn't read https?://${domain}/`),
    );
    await expect(row).toContainText('Not verified yet');
    await expectClean(page, view.width, view.touch);

    await row.getByRole('button', { name: `Remove ${domain}` }).click();
    await expect(page.getByText('No domains yet.')).toBeVisible();
    await context.close();
  }
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
