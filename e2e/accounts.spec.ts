import { expect, test, type Page } from '@playwright/test';
import { api, pathOfLink, receivedMail, signUp, uniqueName, PASSWORD } from './helpers.ts';

// Issue 16, part A, as a person does it: sign up through onboarding to a personalised feed,
// confirm the email from the message received, reset a forgotten password from the message
// received, and secure an account that may have been taken over. Mail goes by real SMTP to the
// run's own mailbox (e2e/mailbox.mjs).

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('sign up, go through onboarding, land on a feed of the interests picked; confirm the email', async ({
  page,
}) => {
  const username = uniqueName('nux');
  const email = `${username}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('First name').fill('Nia');
  await page.getByRole('button', { name: 'Sign up' }).click();

  // Step 1: where you are.
  await expect(page).toHaveURL(/\/signup\/welcome\/$/);
  await expect(page.getByText('Welcome to Tack, Nia!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where you are');
  await page.getByLabel('Country or region').selectOption('DE');
  await page.getByLabel('Language').selectOption('de-DE');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: interests, each a picture tile.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What you like');
  const tile = page.locator('.interest-choice').first();
  await expect(tile.locator('img')).toBeVisible();
  const interest = (await tile.locator('.interest-name').textContent())!;
  await tile.click();
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next (1 picked)' }).click();

  // Step 3: what brings you here.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What brings you here');
  await page.getByLabel('Find ideas for a project').check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: a first board, named from the interest.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your first board');
  await page
    .getByRole('group', { name: 'Name ideas' })
    .getByRole('button', { name: interest })
    .click();
  await expect(page.getByLabel('Board name')).toHaveValue(interest);
  await page.getByRole('button', { name: 'Create board and finish' }).click();

  // Home, with the interest's pins saying why they are there.
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByTestId('pin-grid').getByText(`Because you follow ${interest}`).first(),
  ).toBeVisible();
  const session = await api(page, 'UserSessionResource', 'get', {});
  expect(session.viewer).toMatchObject({ country: 'DE', locale: 'de-DE', boardCount: 1 });
  // Done once: back at the onboarding address, it goes straight on.
  await page.goto('/signup/welcome/');
  await expect(page).toHaveURL(/\/$/);

  // The verification mail, opened from the message received.
  expect(session.viewer.emailVerified).toBe(false);
  const mail = await receivedMail(email, /Confirm your email/);
  expect(mail.text).toContain('Hi Nia,');
  await page.goto(pathOfLink(mail.links[0]!));
  await expect(page).toHaveURL(/\/email\/verified\/$/);
  await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
  expect((await api(page, 'UserSessionResource', 'get', {})).viewer.emailVerified).toBe(true);
  // A second time the link explains itself.
  await page.goto(pathOfLink(mail.links[0]!));
  await expect(page).toHaveURL(/\/email_verification_error\/\?reason=used$/);
  await expect(page.getByRole('heading', { name: 'This link was already used' })).toBeVisible();

  // The welcome mail carries the unsubscribe link, which works signed out.
  const welcome = await receivedMail(email, /Welcome to Tack/);
  expect(welcome.text).toContain(interest);
  const unsubscribe = welcome.links.find((l) => l.includes('/email/subscription/'))!;
  await page.context().clearCookies();
  await page.goto(pathOfLink(unsubscribe));
  await expect(page.getByRole('heading', { name: 'Email settings' })).toBeVisible();
  const tips = page.getByRole('switch', { name: /Ideas and tips for you/ });
  await expect(tips).toBeChecked();
  await tips.click();
  await expect(page.getByText("Saved. You won't get: Ideas and tips for you.")).toBeVisible();
  await expect(tips).not.toBeChecked();
});

test('a forgotten password is reset from the link in the mail, and every other session ends', async ({
  page,
  browser,
}) => {
  const { username } = await signUp(page);
  const email = `${username}@example.com`;
  // Signed in on another device too.
  const other = await browser.newContext({ baseURL: process.env.BASE_URL });
  const otherPage = await other.newPage();
  await api(otherPage, 'UserSessionResource', 'create', { email, password: PASSWORD });
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/password\/reset\/$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = await receivedMail(email, /Reset your Tack password/);
  expect(mail.text).toContain(`Your username is ${username}.`);
  await page.goto(pathOfLink(mail.links[0]!));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const field = page.getByLabel('New password');
  // The rule is there before anyone types, and a weak password is refused under its field.
  await expect(field).toHaveAccessibleDescription(/At least 8 characters/);
  await field.fill('short');
  await page.getByRole('button', { name: 'Save and log in' }).click();
  await expect(page.locator('#e-password')).toHaveText('Password must be at least 8 characters');
  await field.fill('a whole new passphrase');
  await page.getByRole('button', { name: 'Save and log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  // The other device was signed out.
  expect((await api(otherPage, 'UserSessionResource', 'get', {})).isAuthenticated).toBe(false);
  await other.close();
  await receivedMail(email, /password was changed/);

  // The link is used up.
  await page.context().clearCookies();
  await page.goto(pathOfLink(mail.links[0]!));
  await expect(page.getByRole('heading', { name: "This link doesn't work" })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('already used');
  await logIn(page, email, 'a whole new passphrase');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
});

test('securing an account signs it out and refuses the password until a reset', async ({
  page,
}) => {
  const { username } = await signUp(page);
  const email = `${username}@example.com`;
  await page.goto('/secure/panic/');
  await page.getByRole('button', { name: 'Secure my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Secure your account?' });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is secured' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toContainText('needs a new password');
  const mail = await receivedMail(email, /Choose a new Tack password/);
  await page.goto(pathOfLink(mail.links[0]!));
  await page.getByLabel('New password').fill('fresh and safe again');
  await page.getByRole('button', { name: 'Save and log in' }).click();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
});

test('change the email in settings: it takes effect from the link sent to the new address', async ({
  page,
}) => {
  const { username } = await signUp(page);
  const newEmail = `${username}.new@example.com`;
  await page.goto('/settings/account');
  const form = page.getByRole('form', { name: 'Change your email' });
  await form.getByLabel('New email').fill(newEmail);
  await form.getByLabel('Password').fill('not my password');
  await form.getByRole('button', { name: 'Change email' }).click();
  await expect(form.getByLabel('Password')).toHaveAccessibleDescription(/isn't right/);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText(`We sent a link to ${newEmail}.`)).toBeVisible();
  // The old address hears of it; the new one gets the link.
  await receivedMail(`${username}@example.com`, /being changed/);
  const confirm = await receivedMail(newEmail, /Confirm your new email/);
  await page.goto(pathOfLink(confirm.links[0]!));
  await expect(page.getByRole('heading', { name: 'Your new email is confirmed' })).toBeVisible();
  await page.goto('/settings/account');
  await expect(page.getByText(`You sign in with ${newEmail}`)).toBeVisible();
  await expect(page.getByText('It is confirmed.')).toBeVisible();
});
