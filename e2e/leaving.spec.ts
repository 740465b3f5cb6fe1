import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { api, PASSWORD, signUp } from './helpers.ts';
import { axeViolations, sidewaysScroll, smallTapTargets } from './walk-checks.ts';

// Issue 16, "Done when": block a person and check they can no longer see you (two people, two
// browser contexts); delete the account and check its pins and unshared images are gone;
// deactivate and come back by logging in. The settings sections themselves are walked at both
// sizes by walk.spec.ts (route table: settings-privacy, settings-leave, account-*).

/** Uploads an image no one else has (a colour of its own) and pins it to a new board. */
async function pinWithOwnImage(page: Page, title: string) {
  const rgb = () => Math.floor(Math.random() * 256);
  const buffer = await sharp({
    create: { width: 300, height: 400, channels: 3, background: { r: rgb(), g: rgb(), b: rgb() } },
  })
    .png()
    .toBuffer();
  const request = page.context().request;
  await request.get('/healthz');
  const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;
  const res = await request.post('/v3/media/uploads/', {
    multipart: { image: { name: 'own.png', mimeType: 'image/png', buffer } },
    headers: { 'X-CSRFToken': token },
  });
  expect(res.ok()).toBe(true);
  const { imageSignature } = (await res.json()).resource_response.data;
  const board = await api(page, 'BoardResource', 'create', { name: `${title} board` });
  return api(page, 'PinResource', 'create', {
    board_id: board.id,
    image_signature: imageSignature,
    title,
  });
}

test('a blocked person can no longer see you, until you unblock them', async ({ browser }) => {
  const blockerContext = await browser.newContext();
  const blockedContext = await browser.newContext();
  const blocker = await blockerContext.newPage();
  const blocked = await blockedContext.newPage();
  const me = await signUp(blocker);
  const them = await signUp(blocked);
  const pin = await pinWithOwnImage(blocker, 'Zqblock lantern');

  await blocked.goto(`/${me.username}/`);
  await expect(blocked.getByRole('heading', { level: 1, name: 'Tess' })).toBeVisible();
  await blocked.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(blocked.getByRole('button', { name: 'Following' })).toBeVisible();

  // The blocker blocks from the other person's profile menu, after our own confirmation.
  await blocker.goto(`/${them.username}/`);
  const more = blocker.getByRole('button', { name: 'More options' });
  await more.click();
  await blocker.getByRole('menuitem', { name: 'Block' }).click();
  const dialog = blocker.getByRole('dialog', { name: `Block @${them.username}?` });
  await expect(dialog).toContainText("We won't tell them");
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(blocker.getByText(`You blocked @${them.username}`)).toBeVisible();
  await expect(blocker.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);

  // The blocked person: the profile, the pin, search and the follow are gone.
  await blocked.goto(`/${me.username}/`);
  await expect(blocked.getByRole('heading', { name: 'User not found' })).toBeVisible();
  await blocked.goto(`/pin/${pin.id}/`);
  await expect(blocked.getByRole('heading', { name: 'Pin not found' })).toBeVisible();
  await blocked.goto('/search/pins/?q=zqblock');
  await expect(blocked.getByText('Zqblock lantern')).toHaveCount(0);
  const following = await api(blocked, 'UserFollowingResource', 'get', {
    username: them.username,
  });
  expect(following.items).toEqual([]);
  // A bystander still sees everything.
  const bystander = await browser.newContext();
  const other = await bystander.newPage();
  await other.goto(`/pin/${pin.id}/`);
  await expect(other.getByRole('heading', { level: 1 })).toContainText('Zqblock lantern');

  // Unblocking from the settings list brings it back.
  await blocker.goto('/settings/privacy');
  const row = blocker.getByRole('listitem').filter({ hasText: `@${them.username}` });
  await row.getByRole('button', { name: /^Unblock/ }).click();
  await expect(blocker.getByText("You haven't blocked anyone.")).toBeVisible();
  await blocked.goto(`/pin/${pin.id}/`);
  await expect(blocked.getByRole('heading', { level: 1 })).toContainText('Zqblock lantern');
  for (const c of [blockerContext, blockedContext, bystander]) await c.close();
});

test('deleting the account removes its pins and the images no one else uses', async ({
  page,
  browser,
}) => {
  const urlsOf = (p: { images: Record<string, { url: string }> }) =>
    Object.values(p.images).map((i) => i.url);
  const me = await signUp(page);
  const pin = await pinWithOwnImage(page, 'Zqgone teapot');
  const imageUrls = urlsOf(pin);
  expect((await page.request.get(imageUrls[0]!)).status()).toBe(200);
  // Someone else saved another of my pins: their copy shares its image.
  const shared = await pinWithOwnImage(page, 'Zqkept vase');
  const other = await (await browser.newContext()).newPage();
  await signUp(other);
  const theirBoard = await api(other, 'BoardResource', 'create', { name: 'Vases' });
  const saved = await api(other, 'RepinResource', 'create', {
    pin_id: shared.id,
    board_id: theirBoard.id,
  });
  const copy = await api(other, 'PinResource', 'get', { id: saved.id });
  expect(urlsOf(copy)).toEqual(urlsOf(shared));

  await page.goto('/settings/leave');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  await dialog.getByLabel('Your password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete forever' }).click();
  await expect(dialog.getByText('That password is incorrect')).toBeVisible();
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete forever' }).click();

  await expect(page).toHaveURL(/\/account\/deleted\/$/);
  await expect(page.getByRole('heading', { name: 'Your account was deleted' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up again' })).toBeVisible();

  // Seen by someone else: no pin, no profile, and every size of its image answers 404.
  await other.goto(`/pin/${pin.id}/`);
  await expect(other.getByRole('heading', { name: 'Pin not found' })).toBeVisible();
  expect((await other.request.get(`/${me.username}/`)).status()).toBe(404);
  for (const url of imageUrls) expect((await other.request.get(url)).status(), url).toBe(404);
  // Their copy stays, with its picture: every size still answers.
  await other.goto(`/pin/${copy.id}/`);
  await expect(other.getByRole('heading', { level: 1 })).toContainText('Zqkept vase');
  await expect(other.locator('.closeup-image img').first()).toBeVisible();
  for (const url of urlsOf(copy)) expect((await other.request.get(url)).status(), url).toBe(200);
  await other.context().close();
});

test('deactivating hides you; logging in again brings you back and says so', async ({
  page,
  browser,
}) => {
  const me = await signUp(page);
  const pin = await pinWithOwnImage(page, 'Zqpause kettle');
  await page.goto('/settings/leave');
  await page.getByRole('button', { name: 'Deactivate account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate your account?' });
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is deactivated' })).toBeVisible();

  const other = await (await browser.newContext()).newPage();
  await other.goto(`/pin/${pin.id}/`);
  await expect(other.getByRole('heading', { name: 'Pin not found' })).toBeVisible();

  await page.getByRole('link', { name: 'Log in' }).first().click();
  await page.getByLabel('Email').fill(`${me.username}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Welcome back! Your account is active again.')).toBeVisible();
  await other.goto(`/pin/${pin.id}/`);
  await expect(other.getByRole('heading', { level: 1 })).toContainText('Zqpause kettle');
  await other.context().close();
});

const SIZES = {
  desktop: { viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
} as const;

for (const [size, device] of Object.entries(SIZES)) {
  test.describe(`the leaving dialogs at ${size} size`, () => {
    test.use(device);
    test("another person's profile menu and the block dialog fit and pass axe", async ({
      page,
      browser,
    }) => {
      const other = await (await browser.newContext()).newPage();
      const them = await signUp(other);
      await other.context().close();
      await signUp(page);
      await page.goto(`/${them.username}/`);
      const more = page.getByRole('button', { name: 'More options' });
      await more.click();
      await expect(page.getByRole('menuitem', { name: 'Block' })).toBeVisible();
      const check = async () => {
        const problems = [
          ...(await sidewaysScroll(page, device.viewport.width)),
          ...(device.hasTouch ? await smallTapTargets(page) : []),
          ...(await axeViolations(page)),
        ];
        expect(problems, problems.join('\n')).toEqual([]);
      };
      await check();
      await page.getByRole('menuitem', { name: 'Block' }).click();
      await expect(page.getByRole('dialog', { name: `Block @${them.username}?` })).toBeVisible();
      await check();
      await page.keyboard.press('Escape');
      await expect(more).toBeFocused();
    });

    test('fit, pass axe, and close with Escape back to their button', async ({ page }) => {
      await signUp(page);
      await page.goto('/settings/leave');
      for (const name of ['Deactivate account', 'Delete account']) {
        const opener = page.getByRole('button', { name });
        await opener.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        const problems = [
          ...(await sidewaysScroll(page, device.viewport.width)),
          ...(device.hasTouch ? await smallTapTargets(page) : []),
          ...(await axeViolations(page)),
        ];
        expect(problems, problems.join('\n')).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(opener).toBeFocused();
      }
    });
  });
}
