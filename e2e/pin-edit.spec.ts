import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { api, chooseBoard, signUp, uniqueName } from './helpers.ts';
import { createBoard, createPin, findCard } from './card-helpers.ts';
import { axeOn } from './walk-checks.ts';

// Issue 21 item 5: editing your own pin (title, link, alt text, board, section), deleting it
// with our own dialog, and the pin builder's section, on a desktop and on a touch phone.

// Each test signs up, uploads and makes boards first: on a busy machine that nears a minute.
test.describe.configure({ timeout: 120_000 });

const SIZES = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
};

/** Two boards of the signed-in viewer (Garden with two sections) and a pin on the first. */
async function setUp(page: Page) {
  await signUp(page);
  const kitchen = await createBoard(page, 'Kitchen');
  const garden = await createBoard(page, 'Garden');
  const roses = await api(page, 'BoardSectionResource', 'create', {
    board_id: garden.id,
    title: 'Roses',
  });
  const herbs = await api(page, 'BoardSectionResource', 'create', {
    board_id: garden.id,
    title: 'Herbs',
  });
  const pin = await createPin(page, {
    board_id: kitchen.id,
    title: 'Old teapot',
    link: 'https://old.example.com/teapot',
    alt_text: 'a teapot',
  });
  return { kitchen, garden, roses, herbs, pin };
}

/** axe-core on the edit page's own content: no serious or critical violations. */
async function expectAccessible(page: Page, selector: string) {
  const { violations } = await axeOn(page).include(selector).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** No sideways scroll, and on touch every button and field at least 44 px tall. */
async function expectFits(page: Page, touch: boolean) {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(size.scrollWidth, 'scrolls sideways').toBeLessThanOrEqual(size.innerWidth);
  if (!touch) return;
  const small = await page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll<HTMLElement>('a.btn, button, input, select, textarea')]
        .filter((el) => el.offsetParent && el.getBoundingClientRect().height < 44)
        .map((el) => `${el.tagName} ${el.textContent || el.id}`),
    );
  expect(small, 'controls under 44 px').toEqual([]);
}

for (const [name, size] of Object.entries(SIZES)) {
  const touch = name === 'phone';
  test.describe(`editing your own pin (${name})`, () => {
    test.use(size);

    test('Edit Pin on the pin page changes title, link, alt text, board and section', async ({
      page,
    }) => {
      const { pin, herbs } = await setUp(page);
      await page.goto(`/pin/${pin.id}/`);
      await page.getByRole('link', { name: 'Edit Pin' }).click();
      await expect(page).toHaveURL(new RegExp(`/pin/${pin.id}/edit/$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Pin' })).toBeVisible();
      await expect(page.getByLabel('Title')).toHaveValue('Old teapot');
      await expectFits(page, touch);
      await expectAccessible(page, '.pin-edit');
      await page.screenshot({ path: `e2e/artifacts/pin-edit-${name}.png`, fullPage: true });

      await page.getByLabel('Title').fill('Copper kettle');
      await page.getByLabel('Link').fill('https://www.kettles.example.org/copper');
      await page.getByLabel('Alt text').fill('a copper kettle on a stove');
      // Kitchen has no sections: the section choice appears with a board that has them.
      await expect(page.getByLabel('Section')).toHaveCount(0);
      await chooseBoard(page, 'Garden');
      await page.getByRole('combobox', { name: 'Section' }).selectOption({ label: 'Herbs' });
      await page.getByLabel('Note to self').fill('polish it');
      await page.getByRole('button', { name: 'Save' }).click();

      await expect(page).toHaveURL(new RegExp(`/pin/${pin.id}/$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Copper kettle');
      const body = page.locator('.closeup-body');
      // The source link leaves through /offsite/ (issue 12), carrying the new link.
      await expect(body.getByRole('link', { name: 'kettles.example.org' })).toHaveAttribute(
        'href',
        `/offsite/?${new URLSearchParams({ url: 'https://www.kettles.example.org/copper', pin: pin.id })}`,
      );
      await expect(page.locator('.closeup-image img')).toHaveAttribute(
        'alt',
        'This contains: a copper kettle on a stove',
      );
      await expect(body.getByRole('link', { name: 'Garden' })).toBeVisible();
      await expect(body).toContainText('Note to self: polish it');
      const saved = await api(page, 'PinResource', 'get', { id: pin.id });
      expect(saved).toMatchObject({ sectionId: herbs.id, board: { name: 'Garden' } });
    });

    test('bad input is named under each field at once, in words, and nothing is sent', async ({
      page,
    }) => {
      const { pin } = await setUp(page);
      await page.goto(`/pin/${pin.id}/edit/`);
      const updates: string[] = [];
      page.on('request', (r) => r.url().includes('PinResource/update') && updates.push(r.url()));
      await page.getByLabel('Title').fill('x'.repeat(101));
      await page.getByLabel('Link').fill('example.com/teapot');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Title must be at most 100 characters')).toBeVisible();
      await expect(page.getByText('Link must start with http:// or https://')).toBeVisible();
      await expect(page.getByLabel('Title')).toBeFocused();
      await expect(page.getByLabel('Link')).toHaveAttribute('aria-invalid', 'true');
      await expectFits(page, touch);
      await expectAccessible(page, '.pin-edit');
      await page.screenshot({ path: `e2e/artifacts/pin-edit-errors-${name}.png`, fullPage: true });
      expect(updates).toEqual([]);
      await page.getByRole('link', { name: 'Cancel' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Old teapot');
    });

    test('Delete asks in our own dialog: Cancel keeps the pin, Delete removes it', async ({
      page,
    }) => {
      const { pin, kitchen } = await setUp(page);
      page.on('dialog', (d) => {
        throw new Error(`the browser's own ${d.type()} dialog opened`);
      });
      await page.goto(`/pin/${pin.id}/edit/`);
      await page.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this Pin?' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectFits(page, touch);
      await expectAccessible(page, '.dialog');
      await page.screenshot({ path: `e2e/artifacts/pin-edit-delete-${name}.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/pin/${pin.id}/edit/$`));
      expect((await api(page, 'PinResource', 'get', { id: pin.id })).id).toBe(pin.id);

      await page.getByRole('button', { name: 'Delete' }).click();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(page).toHaveURL(new RegExp(`${kitchen.url}$`));
      await expect(page.locator(`article[data-card="${pin.id}"]`)).toHaveCount(0);
      const res = await page
        .context()
        .request.get(
          `/resource/PinResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { id: pin.id } }))}`,
        );
      expect(res.status()).toBe(404);
    });
  });
}

test('the card pencil opens the edit page', async ({ page }) => {
  const { pin, kitchen } = await setUp(page);
  await page.goto(kitchen.url);
  const card = await findCard(page, pin.id);
  await card.hover();
  await card.getByRole('link', { name: 'Edit Pin' }).click();
  await expect(page).toHaveURL(new RegExp(`/pin/${pin.id}/edit/$`));
  await expect(page.getByLabel('Title')).toHaveValue('Old teapot');
});

test("someone else sees no Edit Pin, and the edit page says it isn't theirs", async ({
  browser,
  page,
}) => {
  await signUp(page);
  const board = await api(page, 'BoardResource', 'create', { name: uniqueName('Public') });
  const pin = await createPin(page, { board_id: board.id, title: 'Not yours' });

  const other = await browser.newPage();
  await other.goto(`/pin/${pin.id}/edit/`);
  // Signed out: the Pin with the login prompt, and back to the edit page after logging in.
  await expect(other).toHaveURL(new RegExp(`/pin/${pin.id}/$`));
  const prompt = other.getByRole('dialog', { name: 'Log in to edit this Pin' });
  await prompt.getByRole('button', { name: 'Log in' }).click();
  await expect(other).toHaveURL(
    new RegExp(`/login\\?next=${encodeURIComponent(`/pin/${pin.id}/edit/`)}$`),
  );
  await signUp(other);
  await other.goto(`/pin/${pin.id}/`);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Not yours');
  await expect(other.getByRole('link', { name: 'Edit Pin' })).toHaveCount(0);
  await other.goto(`/pin/${pin.id}/edit/`);
  await expect(
    other.getByRole('heading', { level: 1, name: 'You can only edit your own Pins' }),
  ).toBeVisible();
  await expect(other.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await other.close();
});

for (const [name, size] of Object.entries(SIZES)) {
  test.describe(`pin builder (${name})`, () => {
    test.use(size);
    test('a section can be chosen once the board has sections', async ({ page }) => {
      const { garden, roses, kitchen } = await setUp(page);
      await page.goto('/pin-builder/');
      const buffer = await sharp({
        create: { width: 400, height: 500, channels: 3, background: { r: 40, g: 160, b: 90 } },
      })
        .png()
        .toBuffer();
      await page
        .getByLabel('Choose image')
        .setInputFiles({ name: 'green.png', mimeType: 'image/png', buffer });
      await expect(page.getByAltText('Your upload')).toBeVisible();
      await page.getByLabel('Title').fill('Climbing rose');
      await chooseBoard(page, 'Kitchen');
      await expect(page.getByLabel('Section')).toHaveCount(0);
      await chooseBoard(page, 'Garden');
      await page.getByRole('combobox', { name: 'Section' }).selectOption({ label: 'Roses' });
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page).toHaveURL(/\/pin\/\d+\/$/);
      const id = /\/pin\/(\d+)\//.exec(page.url())![1]!;
      expect(await api(page, 'PinResource', 'get', { id })).toMatchObject({
        board: { id: garden.id },
        sectionId: roses.id,
      });
      expect(kitchen.id).not.toBe(garden.id);
    });
  });
}
