import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { api, PASSWORD, signUp } from './helpers.ts';
import { axeViolations, sidewaysScroll } from './walk-checks.ts';

/**
 * No sideways scroll, no serious or critical axe-core finding. (44 px targets are a touch rule:
 * this page has no touch emulation; the panel's buttons are the `.btn` the settings spec checks.)
 */
async function expectCleanPage(page: Page, width: number) {
  const problems = [...(await sidewaysScroll(page, width)), ...(await axeViolations(page))];
  expect(problems, problems.join('\n')).toEqual([]);
}

// Issue 16, settings: passkeys as a second option beside TOTP. A person with two-factor sign-in
// adds a passkey in Settings > Security, logs out, and logs in with the password then the
// passkey, through Chromium's virtual authenticator (a platform authenticator that verifies
// the user), so the browser's real WebAuthn calls and the server's checks both run. A relying
// party ID cannot be an IP address: this runs on the server whose PUBLIC_URL names localhost.
test.use({ baseURL: process.env.MESSAGES_PUBLIC_URL, viewport: { width: 1440, height: 900 } });

test('add a passkey in settings, then log in with the password and the passkey', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  const { username } = await signUp(page);
  // Two-factor sign-in with an app first (its own test covers doing that by hand).
  const setup = await api(page, 'TwoFactorEnrollResource', 'create', {});
  const code = new TOTP({ secret: Secret.fromBase32(setup.secret) }).generate();
  await api(page, 'TwoFactorEnrollResource', 'update', { code });

  await page.goto('/settings/security');
  const panel = page.getByRole('region', { name: 'Passkeys' });
  await panel.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByLabel('Name')).toHaveAccessibleDescription(/Name this passkey/);
  await dialog.getByLabel('Name').fill('This laptop');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toHaveCount(0);
  const list = panel.getByRole('list', { name: 'Passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('This laptop');
  await expect(list).toContainText('Not used yet');
  // Its toast comes 100 ms after the dialog closes and fades in: the page is checked once it is
  // there (axe caught it half faded in, at half its contrast, on a busy machine).
  await expect(page.locator('.toast', { hasText: 'Passkey added' })).toBeVisible();
  await expectCleanPage(page, 1440);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);

  // Log out, and in again: the password, then the passkey instead of a code.
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.goto('/login');
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expectCleanPage(page, 1440);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();

  // Used: the list says so; removing it takes the password.
  await page.goto('/settings/security');
  await expect(list).toContainText('Last used');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectCleanPage(page, 390);
  await list.getByRole('button', { name: 'Remove This laptop' }).click();
  const remove = page.getByRole('dialog', { name: /Remove/ });
  await remove.getByLabel('Password').fill('not my password');
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(remove.getByLabel('Password')).toHaveAccessibleDescription(/incorrect/);
  await expectCleanPage(page, 390);
  await remove.getByLabel('Password').fill(PASSWORD);
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(list).toHaveCount(0);
});
