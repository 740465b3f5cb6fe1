import { expect, test } from '@playwright/test';
import { api, homePins, PASSWORD, signUp } from './helpers.ts';
import { axeViolations } from './walk-checks.ts';

test('invite a collaborator, who accepts in another browser and saves to the board', async ({
  browser,
}) => {
  const ownerCtx = await browser.newContext();
  const guestCtx = await browser.newContext();
  const owner = await ownerCtx.newPage();
  const guest = await guestCtx.newPage();
  const o = await signUp(owner);
  const g = await signUp(guest);
  const board = await api(owner, 'BoardResource', 'create', { name: 'Shared trip' });

  await owner.goto(board.url);
  await owner.getByLabel('Invite by username').fill(g.username);
  await owner.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(owner.getByRole('region', { name: 'Collaborators' })).toContainText('Invited');

  await guest.goto(`/${g.username}/_saved`);
  const invites = guest.getByRole('region', { name: 'Board invites' });
  await expect(invites).toContainText('Shared trip');
  await invites.getByRole('button', { name: 'Accept' }).click();
  await expect(guest).toHaveURL(new RegExp(`/${o.username}/shared-trip/$`));

  const [pin] = await homePins(guest, 1);
  await guest.goto(`/pin/${pin!.id}/repin/`);
  await guest.getByRole('button', { name: 'Shared trip' }).click();
  await guest.getByRole('button', { name: 'Save to Shared trip' }).click();
  await owner.reload();
  await expect(owner.getByText('1 Pin', { exact: true })).toBeVisible();
  await expect(owner.getByRole('region', { name: 'Collaborators' })).not.toContainText('Invited');
  await ownerCtx.close();
  await guestCtx.close();
  void PASSWORD;
});

test('bulk move: select pins and move them into a section', async ({ page }) => {
  const me = await signUp(page);
  const board = await api(page, 'BoardResource', 'create', { name: 'Sorting' });
  await api(page, 'BoardSectionResource', 'create', { board_id: board.id, title: 'Keep' });
  for (const p of await homePins(page, 3))
    await api(page, 'RepinResource', 'create', { pin_id: p.id, board_id: board.id });
  await page.goto(board.url);
  await page.getByRole('button', { name: 'Organize' }).click();
  const boxes = page.getByTestId('pin-grid').getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(page.getByRole('toolbar')).toContainText('2 selected');
  await page.getByLabel('Move to').selectOption({ label: 'Sorting › Keep' });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.locator('.toast')).toContainText('Moved 2 Pins');
  await page.goto(`/${me.username}/sorting/keep/`);
  await expect(page.getByTestId('pin-grid').locator('article')).toHaveCount(2);
});

test('edit a board to secret: others cannot open it; view preferences persist', async ({
  browser,
}) => {
  const meCtx = await browser.newContext();
  const otherCtx = await browser.newContext();
  const page = await meCtx.newPage();
  const other = await otherCtx.newPage();
  const me = await signUp(page);
  await signUp(other);
  const board = await api(page, 'BoardResource', 'create', { name: 'Quiet plans' });
  await page.goto(board.url);
  await page.getByRole('button', { name: 'Edit board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit your board' });
  await dialog.getByLabel('Description').fill('Only for me');
  await dialog.getByRole('radio', { name: /Secret/ }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Secret');
  await expect(page.getByText('Only for me')).toBeVisible();
  const res = await other.goto(board.url);
  expect(res?.status()).toBe(404);
  await expect(other.getByRole('heading', { name: 'Board not found' })).toBeVisible();

  await page.goto(`/${me.username}/_saved`);
  await page.getByRole('button', { name: /^Sort boards:/ }).click();
  await page.getByRole('menuitemradio', { name: 'A to Z' }).click();
  await page.getByRole('button', { name: /^Pin size:/ }).click();
  await page.getByRole('menuitemradio', { name: 'Small' }).click();
  await expect
    .poll(async () => (await api(page, 'UserPreferencesResource', 'get', {})).profilePinDensity)
    .toBe('compact');
  await page.reload();
  await expect(page.getByRole('button', { name: /^Sort boards:/ })).toHaveText(/A to Z/);
  await expect(page.getByRole('button', { name: /^Pin size:/ })).toHaveText(/Small/);
  await meCtx.close();
  await otherCtx.close();
});

test('choose a board cover in the board editor, then go back to the newest Pin', async ({
  page,
}) => {
  await signUp(page);
  const board = await api(page, 'BoardResource', 'create', { name: 'Covers' });
  for (const p of await homePins(page, 3))
    await api(page, 'RepinResource', 'create', { pin_id: p.id, board_id: board.id });
  const feed = await api(page, 'BoardFeedResource', 'get', { board_id: board.id });
  const oldest = feed.items[2];
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.goto(board.url);
    await page.getByRole('button', { name: 'Edit board' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit your board' });
    const cover = dialog.getByRole('group', { name: 'Cover' });
    await expect(cover.getByRole('radio')).toHaveCount(4);
    await expect(cover.getByRole('radio', { name: 'Newest Pin' })).toBeChecked();
    const box = await cover.locator('.cover-choice').nth(3).boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }

  await page.getByRole('button', { name: 'Edit board' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit your board' });
  const radios = dialog.getByRole('group', { name: 'Cover' }).getByRole('radio');
  // Arrow keys move between the pictures, as in any radio group.
  await radios.first().focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(3)).toBeChecked();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await api(page, 'BoardResource', 'get', { board_id: board.id })).coverPin)
    .toMatchObject({ id: oldest.id, chosen: true });

  await page.getByRole('button', { name: 'Edit board' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit your board' });
  await expect(dialog.getByRole('radio').nth(3)).toBeChecked();
  await dialog.getByRole('radio', { name: 'Newest Pin' }).check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect
    .poll(async () => (await api(page, 'BoardResource', 'get', { board_id: board.id })).coverPin)
    .toMatchObject({ id: feed.items[0].id, chosen: false });
});

test('react to a pin on its closeup: one reaction at a time', async ({ page }) => {
  await signUp(page);
  const [pin] = await homePins(page, 1);
  await page.goto(`/pin/${pin!.id}/`);
  const reactions = page.getByRole('group', { name: 'Reactions' });
  await reactions.getByRole('button', { name: /^Love/ }).click();
  await expect(reactions.getByRole('button', { name: /^Love/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await reactions.getByRole('button', { name: /^Wow/ }).click();
  await expect(reactions.getByRole('button', { name: /^Wow/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(reactions.getByRole('button', { name: /^Love/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Reactions' }).getByRole('button', { name: /^Wow/ }),
  ).toHaveAttribute('aria-pressed', 'true');
});
