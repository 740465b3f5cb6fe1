import { expect, test, type Page } from '@playwright/test';
import { api, PASSWORD, signUp } from './helpers.ts';
import { expectClean } from './walk-checks.ts';

// Issue 13, cookie consent (messaging-consent-routes.md §2.3, §4 "Cookie consent", §8, §9): the
// banner on the home feed asks a visitor the law covers (here: a browser in German, so
// Accept-Language says de-DE) until they accept all, reject all or save their own choice; the
// choice survives a reload and a login, and can be changed later in settings.

const DESKTOP = { viewport: { width: 1440, height: 900 }, locale: 'de-DE' } as const;
const PHONE = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  locale: 'de-DE',
} as const;

const TOAST =
  'We saved your cookie preferences. You can change them in the settings section of your profile at any time.';

const banner = (page: Page) => page.getByRole('region', { name: 'Your cookie choices' });
/** The choices as the page's own requests see them (with the browser's Accept-Language). */
const consentOf = (page: Page) =>
  page.evaluate(async () => {
    const q = encodeURIComponent(JSON.stringify({ options: {} }));
    const res = await fetch(`/resource/UserSettingsResource/get/?data=${q}`);
    return (await res.json()).resource_response.data;
  });

/** The toast says the spec's words, stays about 3 s (not the default 2 s), then goes. */
async function expectCookieToast(page: Page) {
  const toast = page.locator('.toast', { hasText: TOAST });
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  await page.mouse.move(0, 0); // hovering would pause it
  await expect(toast).toBeHidden({ timeout: 8_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2_400);
}

/** The three switches in a form or the modal, in order: personalization, marketing, analytics. */
async function switches(scope: ReturnType<Page['locator']>) {
  return [
    await scope.getByRole('switch', { name: /Personalization/ }).isChecked(),
    await scope.getByRole('switch', { name: /Marketing/ }).isChecked(),
    await scope.getByRole('switch', { name: /Analytics/ }).isChecked(),
  ];
}

test.describe('cookie consent at 1440x900', () => {
  test.use(DESKTOP);

  test('an inline card on the feed; Reject all saves, closes it and survives a reload and a login', async ({
    page,
  }) => {
    const { username } = await signUp(page);
    await api(page, 'UserSessionResource', 'delete', {});
    await page.goto('/');
    const card = banner(page);
    await expect(card).toBeVisible();
    // A card in the page above the grid, not a layer over it.
    expect(await card.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
    const [cardBox, firstPin] = await Promise.all([
      card.boundingBox(),
      page.locator('main article').first().boundingBox(),
    ]);
    if (firstPin) expect(cardBox!.y + cardBox!.height).toBeLessThanOrEqual(firstPin.y + 1);
    expect(await consentOf(page)).toMatchObject({
      required: true,
      decided: false,
      allow_personalization_cookies: false,
    });
    await expectClean(page, 1440, false);

    await card.getByRole('button', { name: 'Reject all' }).click();
    await expect(card).toBeHidden();
    // The focus does not fall to the top of the page with the button it was on.
    await expect(page.locator('#main')).toBeFocused();
    await expectCookieToast(page);
    expect(await consentOf(page)).toEqual({
      required: true,
      decided: true,
      allow_analytic_cookies: false,
      allow_marketing_cookies: false,
      allow_personalization_cookies: false,
    });

    await page.reload();
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    // Logging in takes this browser's choice into the account.
    await page.goto('/login');
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/');
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.goto('/settings/cookies');
    const form = page.locator('main form');
    expect(await switches(form)).toEqual([false, false, false]);
    // A new browser (no cookie) signed in to the same account is not asked again.
    await page.context().clearCookies({ name: 'tack_consent' });
    await page.goto('/');
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('Manage: a switch per category, Escape gives the focus back, Save keeps that choice', async ({
    page,
  }) => {
    await page.goto('/');
    const card = banner(page);
    const manage = card.getByRole('button', { name: 'Manage' });
    await manage.click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    // What each category means, and everything off until the visitor turns it on.
    await expect(dialog.getByText(/home feed also shows Pins on the topics/)).toBeVisible();
    await expect(dialog.getByText(/Promoted Pins may be chosen by what you saved/)).toBeVisible();
    await expect(dialog.getByText(/nothing that points to you/)).toBeVisible();
    await expect(dialog.getByText('Always on', { exact: true })).toBeVisible();
    expect(await switches(dialog)).toEqual([false, false, false]);
    await expectClean(page, 1440, false);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(manage).toBeFocused();
    await expect(card).toBeVisible();
    expect(await consentOf(page)).toMatchObject({ decided: false });

    // By keyboard: open, turn on Personalization, save.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: /Personalization/ })).toBeFocused();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeHidden();
    await expectCookieToast(page);
    expect(await consentOf(page)).toMatchObject({
      decided: true,
      allow_personalization_cookies: true,
      allow_marketing_cookies: false,
      allow_analytic_cookies: false,
    });

    // Reachable signed out later: the login page links to the cookie settings.
    await page.goto('/login');
    await page.getByRole('link', { name: 'cookie settings' }).click();
    await expect(page).toHaveURL(/\/settings\/cookies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible();
    const form = page.locator('main form');
    expect(await switches(form)).toEqual([true, false, false]);
    await expectClean(page, 1440, false);
    await form.getByRole('switch', { name: /Analytics/ }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.toast', { hasText: TOAST })).toBeVisible();
    await page.reload();
    expect(await switches(page.locator('main form'))).toEqual([true, false, true]);
  });

  test('signed in, Accept all; settings has a Cookies section to turn it off again', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(page.locator('.toast', { hasText: TOAST })).toBeVisible();
    expect(await consentOf(page)).toMatchObject({
      decided: true,
      allow_personalization_cookies: true,
      allow_marketing_cookies: true,
      allow_analytic_cookies: true,
    });

    await page.goto('/settings');
    await page
      .getByRole('navigation', { name: 'Settings' })
      .getByRole('link', { name: /Cookies/ })
      .click();
    await expect(page).toHaveURL(/\/settings\/cookies$/);
    const form = page.locator('main form');
    expect(await switches(form)).toEqual([true, true, true]);
    await form.getByRole('switch', { name: /Marketing/ }).uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.toast', { hasText: TOAST })).toBeVisible();
    await page.reload();
    expect(await switches(page.locator('main form'))).toEqual([true, false, true]);
    await expectClean(page, 1440, false);
  });

  test('outside the places the law covers, nobody is asked', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US', viewport: DESKTOP.viewport });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator('.consent-slot')).toHaveCount(0);
    expect(await consentOf(page)).toMatchObject({ required: false, decided: false });
    await context.close();
  });
});

test.describe('cookie consent at 390x844 with touch', () => {
  test.use(PHONE);

  test('a bottom sheet above the bar; it steps aside for the modal; Accept all survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    const sheet = banner(page);
    await expect(sheet).toBeVisible();
    const style = await sheet.evaluate((el) => {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return { position: s.position, bottom: r.bottom, width: r.width };
    });
    expect(style.position).toBe('fixed');
    expect(style.width).toBe(390);
    // On the bottom bar's top edge: Home, Explore and Create stay in reach.
    const bar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    expect(Math.abs(style.bottom - bar!.y)).toBeLessThanOrEqual(1);
    await expectClean(page, 390, true);

    await sheet.getByRole('button', { name: 'Manage' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog).toBeVisible();
    await expect(sheet).toBeHidden();
    await expectClean(page, 390, true);
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await expect(dialog).toBeHidden();
    await expect(sheet).toBeVisible();

    await sheet.getByRole('button', { name: 'Accept all' }).tap();
    await expect(sheet).toBeHidden();
    await expectCookieToast(page);
    await page.reload();
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(await consentOf(page)).toMatchObject({
      decided: true,
      allow_personalization_cookies: true,
      allow_marketing_cookies: true,
      allow_analytic_cookies: true,
    });
  });

  test('Reject all signed out, then sign up: the new account keeps it', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Reject all' }).tap();
    await expect(banner(page)).toBeHidden();
    await signUp(page);
    expect(await consentOf(page)).toMatchObject({
      decided: true,
      allow_personalization_cookies: false,
      allow_marketing_cookies: false,
      allow_analytic_cookies: false,
    });
    await page.goto('/settings/cookies');
    expect(await switches(page.locator('main form'))).toEqual([false, false, false]);
    await expectClean(page, 390, true);
  });
});
