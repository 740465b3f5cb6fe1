import { expect, test, type Page } from '@playwright/test';
import { skipOnboarding } from './helpers.ts';

// The newcomer journey of the foundation issue: browse, open a pin, sign up, log in, create a
// board, save a pin to it, find it on the saved tab and the board, and still find it after
// logging out and back in.

const username = `e2e_${Date.now().toString(36)}`;
const email = `${username}@example.com`;
const password = 'correct horse battery';

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
}

test('a newcomer browses, signs up, saves a pin to a new board and finds it again', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Tack');
  const grid = page.getByTestId('pin-grid');
  await expect(grid.locator('article').first()).toBeVisible();
  expect(await grid.locator('article').count()).toBeGreaterThan(10);
  // Real images, decoded.
  const firstImage = grid.locator('article img').first();
  await expect
    .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await page.screenshot({ path: 'e2e/artifacts/home-feed-1600x1000.png' });

  // The closeup of a pin, with its title in the page title.
  // A pin with a link (other tests may have put an image-only or a removed pin first): its image
  // leaves for the pin's site (§2), Open Pin opens the closeup.
  const article = grid.locator('article:has(a.card[href^="/offsite/"])').first();
  const card = article.locator('a.card');
  const pinTitle = (await card.getAttribute('aria-label')) ?? '';
  await article.hover();
  await article.getByRole('link', { name: /^Open Pin/ }).click();
  await expect(page).toHaveURL(/\/pin\/\d+\/$/);
  const pinUrl = new URL(page.url()).pathname;
  // The address changes as the click is taken; the closeup has rendered once its title is the
  // page's (until then the home page's own h1, "Your home feed", may still be there: a CI flake).
  await expect(page).toHaveTitle(/. \| Tack$/);
  // The card's name is the title plus what the card shows of its kind (", Story 0:15").
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toBeEmpty();
  const title = (await heading.textContent()) ?? '';
  expect(pinTitle.startsWith(title), `card "${pinTitle}", heading "${title}"`).toBe(true);
  await expect(page).toHaveTitle(`${title} | Tack`);

  // Signed out, Save opens the login prompt.
  await page.locator('.save-row').getByRole('button', { name: 'Save', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'Log in to save this Pin' });
  await expect(prompt).toBeVisible();

  // Sign up from it; the visitor lands in the save flow of that pin.
  await prompt.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign up with email' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('First name').fill('Erin');
  await page.getByRole('button', { name: 'Sign up' }).click();
  // Onboarding first (every step can be skipped), then on to where the visitor was headed.
  await skipOnboarding(page);
  await expect(page).toHaveURL(new RegExp(`${pinUrl}repin/$`));

  await logOut(page);
  await logIn(page);

  // Create a board from the Create menu.
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Create board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create board' });
  await dialog.getByLabel('Name').fill('Things I love');
  await dialog.getByRole('button', { name: 'Create' }).click();
  // MC §2.3: the toast after creating a board, with a way to it.
  const created = page.getByRole('status').locator('.toast', { hasText: 'Board created!' });
  await expect(created).toBeVisible();
  await expect(created.getByRole('link', { name: 'View' })).toHaveAttribute(
    'href',
    `/${username}/things-i-love/`,
  );
  await expect(page).toHaveURL(new RegExp(`/${username}/things-i-love/$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Things I love');

  // Save the pin to it.
  await page.goto(pinUrl);
  await page
    .locator('.save-row')
    .getByRole('button', { name: /Choose a board/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Save to board' })
    .getByRole('button', { name: 'Things I love' })
    .click();
  const toast = page.getByRole('status');
  await expect(toast).toContainText('Saved!');
  await expect(toast).toContainText('Saved to Things I love');

  async function expectSaved() {
    await page.goto(`/${username}/_saved`);
    await expect(
      page.getByLabel('Boards').getByRole('link', { name: /Things I love/ }),
    ).toContainText(/1 Pin(?!s)/);
    // Saved twice: to Profile by the signed-out save, and to the board.
    await expect(
      page.getByTestId('pin-grid').locator(`a.card[aria-label="${pinTitle}"]`),
    ).toHaveCount(2);
    await page.goto(`/${username}/things-i-love/`);
    await expect(page.getByText('1 Pin', { exact: true })).toBeVisible();
    await expect(
      page.getByTestId('pin-grid').locator(`a.card[aria-label="${pinTitle}"]`),
    ).toBeVisible();
  }
  await expectSaved();

  await logOut(page);
  await logIn(page);
  await expectSaved();
});

test('the server HTML carries a pin title and Open Graph image for link previews', async ({
  request,
  page,
}) => {
  await page.goto('/');
  const id = await page
    .getByTestId('pin-grid')
    .locator('article')
    .first()
    .getAttribute('data-card');
  const html = await (await request.get(`/pin/${id}/`)).text();
  expect(html).toMatch(/<title>[^<]+ \| Tack<\/title>/);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/media\/736x\//);
});
