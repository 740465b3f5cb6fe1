import { expect, test } from '@playwright/test';
import { api, homePins, PASSWORD, signUp, skipOnboarding, uniqueName } from './helpers.ts';
import { seenAt, watchEveryLoad } from './page-clock.ts';
import { axeViolations } from './walk-checks.ts';

test('save from a card: "Saved!", then "Saved to Profile" after 950 ms, gone after 5 s; then unsave', async ({
  page,
}) => {
  await signUp(page);
  await watchEveryLoad(page, {
    saved: { selector: '.toast', text: 'Saved!' },
    profile: { selector: '.toast', text: 'Saved to Profile' },
  });
  await page.goto('/');
  const card = page.getByTestId('pin-grid').locator('article').first();
  await card.hover();
  const save = card.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  const toast = page.getByRole('status').locator('.toast');
  await expect(toast).toContainText('Saved!');
  await expect(toast).toContainText('Saved to Profile', { timeout: 3000 });
  const { saved, profile } = await seenAt(page);
  const revealAfter = profile!.shown! - saved!.shown!;
  expect(revealAfter).toBeGreaterThan(500);
  expect(revealAfter).toBeLessThan(2000);
  await expect(toast.getByRole('link', { name: 'Change' })).toHaveAttribute(
    'href',
    /\/pin\/\d+\/repin\/\?isEditingPin=true&pinBoardId=\d+&isFromToast=true&originalPinId=\d+/,
  );
  await expect(card.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await expect(toast).toBeHidden({ timeout: 7000 });
  expect((await seenAt(page)).profile!.gone! - saved!.shown!).toBeGreaterThan(4000);

  await card.getByRole('button', { name: 'Saved' }).click();
  await expect(toast).toContainText('Pin deleted!');
  await expect(card.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
});

test('save through the picker into a section of a new board', async ({ page }) => {
  await signUp(page);
  const [pin] = await homePins(page, 1);
  await page.goto(`/pin/${pin!.id}/repin/`);
  await page.getByRole('button', { name: 'Create board' }).click();
  const board = uniqueName('Dinners');
  await page.getByRole('dialog').getByLabel('Name').fill(board);
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await page.getByLabel('New section').fill('Weeknights');
  await page.getByRole('button', { name: 'Add section and save' }).click();
  await expect(page.getByRole('status').locator('.toast')).toContainText(
    `Saved to Weeknights in ${board.slice(0, 22)}`,
  );
  await page.goto(
    `/${(await api(page, 'UserSessionResource', 'get', {})).viewer.username}/${board.toLowerCase().replace(/_/g, '-')}/weeknights/`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Weeknights');
  await expect(page.getByTestId('pin-grid').locator('article')).toHaveCount(1);
});

test('signed out, Save asks to log in; after login the pin is on the profile', async ({ page }) => {
  const visitor = page;
  const [pin] = await homePins(visitor, 1);
  await visitor.goto('/');
  const card = visitor.getByTestId('pin-grid').locator('article').first();
  await card.hover();
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  const prompt = visitor.getByRole('dialog', { name: 'Log in to save this Pin' });
  await expect(prompt).toContainText("You're almost there!");
  // The browser keeps the pin in a first-party cookie: the server's session names it (PC §3).
  expect(await api(visitor, 'UserSessionResource', 'get', {})).toMatchObject({
    isAuthenticated: false,
    hasSavedUnauthPin: true,
    unauthSavePinId: pin!.id,
    unauthSavedPins: [{ id: pin!.id }],
  });
  // "Sign up" turns the prompt into the signup modal with the heading for a Save (MC §8).
  await prompt.getByRole('button', { name: 'Sign up' }).click();
  const signup = visitor.getByRole('dialog', {
    name: 'Sign up to continue saving and access your ideas',
  });
  await signup.getByRole('button', { name: 'Sign up with email' }).click();
  const username = uniqueName('late');
  await visitor.getByLabel('Email').fill(`${username}@example.com`);
  await visitor.getByLabel('Password').fill('correct horse battery');
  await visitor.getByLabel('Username').fill(username);
  await visitor.getByLabel('First name').fill('Late');
  await visitor.getByRole('button', { name: 'Sign up' }).click();
  await skipOnboarding(visitor);
  await expect(visitor.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect
    .poll(async () =>
      (await api(visitor, 'UserSavedPinsResource', 'get', { username })).items.map(
        (p: { originPinId: string }) => p.originPinId,
      ),
    )
    .toContain(pin!.id);
  // Saved once, and the list is cleared: a reload does not save it again.
  await visitor.reload();
  await visitor.waitForTimeout(500);
  expect((await api(visitor, 'UserSavedPinsResource', 'get', { username })).items).toHaveLength(1);
  expect(await visitor.evaluate(() => document.cookie)).not.toContain('tack_unauth_saves');
  expect(await api(visitor, 'UserSessionResource', 'get', {})).toMatchObject({
    isAuthenticated: true,
    hasSavedUnauthPin: false,
    unauthSavePinId: null,
  });
});

test('signed out Save, then log in: the repin animation, then the toast 2.5 s later with its check at 700 ms', async ({
  page,
  browser,
}) => {
  // An account that already exists, made through the API in its own browser.
  const elsewhere = await browser.newContext();
  const { username } = await signUp(await elsewhere.newPage());
  await elsewhere.close();

  await page.setViewportSize({ width: 1440, height: 900 });
  await watchEveryLoad(page, {
    animation: { selector: '.repin-animation' },
    toast: { selector: '.toast', text: 'Saved to Profile' },
    checked: { selector: '.toast-thumb.checked' },
  });
  await page.goto('/');
  const card = page.getByTestId('pin-grid').locator('article').first();
  await card.hover();
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Log in to save this Pin' })
    .getByRole('button', { name: 'Log in' })
    .click();
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  // MC §4: "Repin shows an animation, then the toast after 2500 ms".
  const animation = page.locator('.repin-animation');
  await expect(animation).toBeVisible();
  await expect(animation.locator('img')).toHaveAttribute('src', /\/media\//);
  const animationName = () => animation.evaluate((el) => getComputedStyle(el).animationName);
  expect(await animationName()).toBe('repin-pop');
  // Reduced motion: the same picture, still.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await animationName()).toBe('none');
  await expect(animation).toBeVisible();
  await page.emulateMedia({ reducedMotion: 'no-preference' });

  const toast = page.locator('.toast', { hasText: 'Saved to Profile' });
  await expect(toast).toBeVisible({ timeout: 5_000 });
  const seen = await seenAt(page);
  const toastAfter = seen.toast!.shown! - seen.animation!.shown!;
  expect(toastAfter).toBeGreaterThan(2_000);
  expect(toastAfter).toBeLessThan(3_500);
  await expect(animation).toHaveCount(0);
  // The check over the thumbnail draws itself 700 ms after the toast shows.
  const thumb = toast.locator('.toast-thumb');
  await expect(thumb).toHaveClass(/checked/);
  const { toast: shown, checked } = await seenAt(page);
  expect(checked!.shown! - shown!.shown!).toBeGreaterThan(650);
  // axe, with the save toast held on screen.
  await toast.hover();
  expect(await axeViolations(page)).toEqual([]);
  await expect(toast.getByRole('link', { name: 'View' })).toHaveAttribute(
    'href',
    `/${username}/_saved`,
  );
});

test('favorite moves the count at once and rolls back quietly when the server fails', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/');
  const card = page.getByTestId('pin-grid').locator('article').first();
  const fav = card.getByRole('button', { name: 'Favorite' });
  // The server's failure is held until the test has seen the pending state (a fixed delay ran
  // out before the checks on a busy machine).
  let fail!: () => void;
  const failing = new Promise<void>((resolve) => (fail = resolve));
  await page.route('**/v3/pins/*/favorite/', async (route) => {
    await failing;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"resource_response":{"data":null,"error":{"message":"boom","code":"internal","status":500}}}',
    });
  });
  await fav.click();
  const pressed = card.getByRole('button', { name: 'Remove from favorites' });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  await expect(pressed).toBeDisabled();
  fail();
  await expect(card.getByRole('button', { name: 'Favorite' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.locator('.toast')).toHaveCount(0);

  await page.unroute('**/v3/pins/*/favorite/');
  await card.getByRole('button', { name: 'Favorite' }).click();
  await expect(card.getByRole('button', { name: 'Remove from favorites' })).toBeEnabled();
  await expect(card.locator('.fav-count')).toHaveText(/^[1-9]|9\+$/);
});

test('a viewer who picks a board each time gets the board picker from the card', async ({
  page,
}) => {
  await signUp(page);
  await api(page, 'BoardResource', 'create', { name: 'Only board' });
  await api(page, 'UserPreferencesResource', 'update', { saveBehavior: 1 });
  await page.goto('/');
  const card = page.getByTestId('pin-grid').locator('article').first();
  await card.hover();
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/pin\/\d+\/repin\/$/);
  await expect(page.getByRole('list', { name: 'Your boards' })).toContainText('Only board');
});
