import { expect, test, type Page } from '@playwright/test';
import { api, signUp, uniqueName } from './helpers.ts';

// Issue 21, items 4 and 8: forms with every error under its field in words, rules up front, our
// own controls and dialogs, the closeup's searchable board picker; on a desktop and on a phone.

const SIZES = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
} as const;

type Board = { id: string; name: string; url: string };

/** Fails the test if the browser's own confirm/alert/prompt opens. */
function noNativeDialogs(page: Page): { opened: string[] } {
  const seen = { opened: [] as string[] };
  page.on('dialog', (d) => {
    seen.opened.push(d.message());
    void d.dismiss();
  });
  return seen;
}

/** The smallest side of an element: at least 44 px on a touch screen. */
async function expectTapSize(page: Page, touch: boolean, el: ReturnType<Page['locator']>) {
  const box = (await el.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(touch ? 44 : 32);
}

for (const [size, use] of Object.entries(SIZES)) {
  const touch = size === 'phone';
  test.describe(`forms at ${size}`, () => {
    test.use(use);

    test('sign-up shows every field error at once under its field, in words, rules up front', async ({
      page,
    }) => {
      await page.goto('/signup');
      // The rules are there before anyone types.
      await expect(page.getByText('At least 8 characters')).toBeVisible();
      await expect(page.getByText('3 to 30 letters, numbers or underscores (_)')).toBeVisible();
      await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
        /At least 8 characters/,
      );

      await page.getByLabel('Email').fill('not-an-email');
      await page.getByLabel('Password').fill('short');
      await page.getByLabel('Username').fill(uniqueName('f'));
      await page.getByLabel('First name').fill('Fay');
      await page.getByRole('button', { name: 'Sign up' }).click();

      const email = page.getByLabel('Email');
      const password = page.getByLabel('Password');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription('Enter a valid email address');
      await expect(password).toHaveAccessibleDescription(
        /At least 8 characters.*Password must be at least 8 characters/,
      );
      // Under their own fields, both on screen at once.
      await expect(page.locator('#e-email')).toHaveText('Enter a valid email address');
      await expect(page.locator('#e-password')).toHaveText(
        'Password must be at least 8 characters',
      );
      await expect(page.locator('.field').filter({ has: email }).locator('#e-email')).toBeVisible();
      await expect(page.locator('.field').filter({ has: password })).toContainText(
        'Password must be at least 8 characters',
      );
      await expect(page.locator('main')).not.toContainText('options.');
      await expect(page.getByLabel('Username')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(email).toBeFocused();
      await page.screenshot({ path: `e2e/artifacts/forms-signup-errors-${size}.png` });
    });

    test('a signed-in visitor to /login or /signup goes to the home feed or next', async ({
      page,
    }) => {
      await signUp(page);
      await page.goto('/login');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'Log in to Tack' })).toHaveCount(0);
      await page.goto(`/signup?next=${encodeURIComponent('/search/pins/?q=garden')}`);
      await expect(page).toHaveURL(/\/search\/pins\/\?q=garden$/);
    });

    test('edit board: our own styled controls in plain words; delete asks in our own dialog', async ({
      page,
    }) => {
      const native = noNativeDialogs(page);
      const me = await signUp(page);
      const board: Board = await api(page, 'BoardResource', 'create', { name: 'Quiet plans' });
      await page.goto(board.url);
      await page.getByRole('button', { name: 'Edit board' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit your board' });
      await expect(dialog).toContainText('Only you and collaborators can see this board');
      await expect(dialog).not.toContainText('hidden from others');
      // No bare browser radio or checkbox: each is drawn by our CSS.
      const inputs = dialog.locator('input[type=radio], input[type=checkbox]');
      expect(await inputs.count()).toBeGreaterThan(3);
      for (const appearance of await inputs.evaluateAll((els) =>
        els.map((el) => getComputedStyle(el).appearance),
      ))
        expect(appearance).toBe('none');
      await expect(dialog.getByRole('switch', { name: /Archive this board/ })).toBeVisible();
      await page.screenshot({ path: `e2e/artifacts/forms-edit-board-${size}.png` });
      const secret = dialog
        .locator('label.radio-card')
        .filter({ has: page.getByText('Secret', { exact: true }) });
      await expectTapSize(page, touch, secret);
      await secret.click();
      await expect(dialog.getByRole('radio', { name: /Secret/ })).toBeChecked();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Secret');

      // Delete: our dialog says what is lost; Cancel keeps the board.
      await page.getByRole('button', { name: 'Delete board' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Quiet plans?' });
      await expect(confirm).toContainText("can't be undone");
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
      expect(await api(page, 'BoardResource', 'get', { board_id: board.id })).not.toBeNull();
      await page.getByRole('button', { name: 'Delete board' }).click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page).toHaveURL(new RegExp(`/${me.username}/_saved$`));
      await expect.poll(() => api(page, 'BoardResource', 'get', { board_id: board.id })).toBeNull();
      expect(native.opened).toEqual([]);
    });

    test('add section is a labelled field with its button', async ({ page }) => {
      await signUp(page);
      const board: Board = await api(page, 'BoardResource', 'create', { name: 'Rooms' });
      await page.goto(board.url);
      await page.getByRole('button', { name: 'Add section' }).click();
      const label = page.getByText('New section name', { exact: true });
      await expect(label).toBeVisible();
      expect((await label.boundingBox())!.width).toBeGreaterThan(40);
      await page.getByLabel('New section name').fill('Kitchen');
      const add = page.getByRole('button', { name: 'Add section' });
      await expectTapSize(page, touch, add);
      await add.click();
      await expect(page.getByRole('navigation', { name: 'Sections' })).toContainText('Kitchen');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(use.viewport.width);
    });

    test("rename and delete a section ask in our own dialogs, not the browser's", async ({
      page,
    }) => {
      const native = noNativeDialogs(page);
      await signUp(page);
      const board: Board = await api(page, 'BoardResource', 'create', { name: 'Rooms' });
      const section = await api(page, 'BoardSectionResource', 'create', {
        board_id: board.id,
        title: 'Hall',
      });
      await page.goto(section.url);
      const opener = page.getByRole('button', { name: 'Rename section' });
      await opener.click();
      const rename = page.getByRole('dialog', { name: 'Rename section' });
      await expect(rename.getByLabel('Section name')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(rename).toHaveCount(0);
      await expect(opener).toBeFocused();
      await opener.click();
      await rename.getByLabel('Section name').fill('Porch');
      await rename.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('navigation', { name: 'Sections' })).toContainText('Porch');

      await page.getByRole('button', { name: 'Delete section' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Porch?' });
      await expect(confirm).toContainText('its Pins stay on the board');
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectTapSize(page, touch, confirm.getByRole('button', { name: 'Delete' }));
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page).toHaveURL(board.url);
      await expect(page.getByRole('link', { name: 'Porch' })).toHaveCount(0);
      expect(native.opened).toEqual([]);
    });

    test('the closeup board picker searches, and after saving says Saved with the board linked', async ({
      page,
    }) => {
      await signUp(page);
      const garden: Board = await api(page, 'BoardResource', 'create', { name: 'Garden plans' });
      await api(page, 'BoardResource', 'create', { name: 'Kitchen ideas' });
      const [pin] = (
        await api(page, 'SearchPinsResource', 'get', { query: 'garden', page_size: 1 })
      ).items as { id: string }[];
      await page.goto(`/pin/${pin!.id}/`);
      const row = page.locator('.save-row');
      await expect(row.locator('select')).toHaveCount(0);
      // The most recent board is offered, not Profile.
      const picker = row.getByRole('button', { name: /Choose a board/ });
      await expect(picker).toHaveText(/Kitchen ideas/);
      await expectTapSize(page, touch, picker);
      await picker.click();
      const flyout = page.getByRole('dialog', { name: 'Save to board' });
      const search = flyout.getByRole('searchbox', { name: 'Search your boards' });
      await expect(search).toBeFocused();
      await expect(flyout.getByRole('button', { name: 'Create board' })).toBeVisible();
      if (touch) {
        // A sheet along the bottom of the phone's screen.
        const box = (await flyout.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(389);
        expect(Math.round(box.y + box.height)).toBeGreaterThanOrEqual(843);
      }
      // Escape closes it and gives focus back to the picker.
      await page.keyboard.press('Escape');
      await expect(flyout).toHaveCount(0);
      await expect(picker).toBeFocused();

      await picker.click();
      await search.fill('gard');
      await expect(flyout.getByRole('button', { name: 'Kitchen ideas' })).toHaveCount(0);
      await page.screenshot({ path: `e2e/artifacts/forms-board-picker-${size}.png` });
      await flyout.getByRole('button', { name: 'Garden plans' }).click();
      await expect(row.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
      await expect(row.getByRole('link', { name: 'Garden plans' })).toHaveAttribute(
        'href',
        garden.url,
      );
      await expect(row).toContainText('Saved to Garden plans');
    });

    test("own profile's view options are labelled buttons that work with keys", async ({
      page,
    }) => {
      const me = await signUp(page);
      await api(page, 'BoardResource', 'create', { name: 'Beta' });
      await api(page, 'BoardResource', 'create', { name: 'Alpha' });
      await page.goto(`/${me.username}/_saved`);
      const options = page.getByLabel('View options');
      await expect(options.locator('select')).toHaveCount(0);
      for (const name of [/^Sort boards:/, /^Show:/, /^When you save:/, /^Pin size:/]) {
        const button = options.getByRole('button', { name });
        await expect(button).toBeVisible();
        await expectTapSize(page, touch, button);
      }
      const sort = options.getByRole('button', { name: /^Sort boards:/ });
      await sort.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitemradio', { name: 'Last saved to' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(sort).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitemradio', { name: 'Last saved to' })).toBeFocused();
      await page.keyboard.press('Home');
      await page.screenshot({ path: `e2e/artifacts/forms-profile-options-${size}.png` });
      await expect(menu.getByRole('menuitemradio', { name: 'A to Z' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(sort).toHaveAccessibleName(/Sort boards: A to Z/);
      await expect
        .poll(async () => (await api(page, 'UserPreferencesResource', 'get', {})).boardSortOrder)
        .toBe('alphabetical');
      await expect(page.getByLabel('Boards').getByRole('link').first()).toContainText('Alpha');
    });
  });
}
