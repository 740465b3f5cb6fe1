import { expect, test, type Page } from '@playwright/test';
import { api, clickShowsAtOnce, PASSWORD, signUp } from './helpers.ts';

// Dark mode (issue 16, Settings, Account: "dark mode"): choose it, see it at once, have the
// server paint it from the first frame (after a reload, and logged out in the same browser),
// and every page of the route table readable in dark at both sizes (walk.spec.ts turns each page
// of its walk dark: no serious or critical axe-core colour-contrast finding).

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('choose dark mode: at once, from the first paint after a reload, and still after logging out', async ({
  page,
  browser,
}) => {
  const { username } = await signUp(page);
  await api(page, 'OnboardingResource', 'update', { finish: true });
  await page.goto('/settings/account');
  const dark = page.getByRole('radio', { name: /^Dark/ });
  await expect(page.getByRole('radio', { name: /^System/ })).toBeChecked();
  expect(await clickShowsAtOnce(dark)).toBe(true);
  expect(await themeOf(page)).toBe('dark');
  expect(await background(page)).not.toBe('rgb(255, 255, 255)');

  // The server's HTML already says dark: nothing paints light first.
  const res = await page.reload();
  expect(await res!.text()).toMatch(/<html data-theme="dark"/);
  await expect(page.getByRole('radio', { name: /^Dark/ })).toBeChecked();

  // Logged out, this browser keeps the choice; a new browser follows its device.
  await page.context().clearCookies({ name: 'tack_session' });
  const signedOut = await page.goto('/ideas/');
  expect(await signedOut!.text()).toMatch(/<html data-theme="dark"/);
  const other = await browser.newContext({ colorScheme: 'light' });
  const otherPage = await other.newPage();
  const fresh = await otherPage.goto('/ideas/');
  expect(await fresh!.text()).toMatch(/<html data-theme="system"/);
  expect(await background(otherPage)).toBe('rgb(255, 255, 255)');

  // Logging in there brings the account's theme at once.
  await otherPage.goto('/login');
  await otherPage.getByLabel('Email').fill(`${username}@example.com`);
  await otherPage.getByLabel('Password').fill(PASSWORD);
  await otherPage.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => themeOf(otherPage)).toBe('dark');
  await other.close();
});

test('the profile menu switches dark mode: stored, the page reloads painted dark, and back', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signUp(page);
  await api(page, 'OnboardingResource', 'update', { finish: true });
  await page.goto('/');
  const openMenu = async () => {
    await page.getByRole('button', { name: 'Account' }).click();
    return page.getByRole('menuitemcheckbox', { name: 'Dark mode' });
  };
  let item = await openMenu();
  await expect(item).toHaveAttribute('aria-checked', 'false');
  // Toggling reloads (MC §4 "Other"): the new document is the server's, painted dark.
  const reload = page.waitForResponse((r) => r.request().isNavigationRequest());
  await item.press('Enter');
  expect(await (await reload).text()).toMatch(/<html data-theme="dark"/);
  await page.waitForLoadState('load');
  await expect.poll(() => themeOf(page)).toBe('dark');
  item = await openMenu();
  await expect(item).toHaveAttribute('aria-checked', 'true');
  const back = page.waitForResponse((r) => r.request().isNavigationRequest());
  await item.click();
  expect(await (await back).text()).toMatch(/<html data-theme="light"/);
  await page.waitForLoadState('load');
  await expect.poll(() => themeOf(page)).toBe('light');
  expect(await background(page)).toBe('rgb(255, 255, 255)');
});

test('system follows the device: dark on a dark device, light on a light one', async ({
  browser,
}) => {
  for (const [scheme, light] of [
    ['dark', false],
    ['light', true],
  ] as const) {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await page.goto('/ideas/');
    expect(await themeOf(page)).toBe('system');
    expect((await background(page)) === 'rgb(255, 255, 255)').toBe(light);
    await context.close();
  }
});
