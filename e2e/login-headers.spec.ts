import { expect, test, type Page } from '@playwright/test';
import { api } from './helpers.ts';
import { axeViolations } from './walk-checks.ts';

/**
 * Every signed-out action opens the login prompt with its own header (MC §4 "Unauthenticated
 * save and limited login", §8). Unfollow has a header too, but a signed-out visitor follows
 * nothing, so no control of theirs can ask for it.
 */
type Found = { id: string; isPromoted: boolean };

async function aPin(page: Page): Promise<string> {
  const items: Found[] = (await api(page, 'SearchPinsResource', 'get', { query: 'garden' })).items;
  return items.find((p) => !p.isPromoted)!.id;
}

/** The prompt is open with this header; Escape closes it and focus goes back to `opener`. */
async function expectPrompt(page: Page, header: string, opener?: ReturnType<Page['locator']>) {
  const dialog = page.getByRole('dialog', { name: header });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("You're almost there! Log in to access all of the product");
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  if (opener) await expect(opener).toBeFocused();
}

test.describe('at 1440x900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the closeup: save, send, and Report Pin (continue)', async ({ page }) => {
    const id = await aPin(page);
    await page.goto(`/pin/${id}/`);
    const save = page.locator('.closeup').getByRole('button', { name: 'Save', exact: true });
    await save.click();
    await expectPrompt(page, 'Log in to save this Pin', save);
    const send = page.locator('.closeup').getByRole('button', { name: 'Send' });
    await send.click();
    expect(await axeViolations(page)).toEqual([]);
    await expectPrompt(page, 'Log in to send this Pin', send);
    const more = page.locator('.closeup').getByRole('button', { name: 'More options' });
    await more.click();
    await page.getByRole('menuitem', { name: 'Report Pin' }).click();
    await expectPrompt(page, 'Log in to continue');
  });

  test('a card’s right-click menu: hide', async ({ page }) => {
    const id = await aPin(page);
    await page.goto('/search/pins/?q=garden');
    const card = page.getByTestId('pin-grid').locator(`article[data-card="${id}"]`);
    await card.click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Hide Pin' }).click();
    await expectPrompt(page, 'Log in to hide this Pin');
  });

  test('Edit on a pin’s edit page asks to log in on the closeup', async ({ page }) => {
    const id = await aPin(page);
    await page.goto(`/pin/${id}/edit/`);
    await expect(page).toHaveURL(new RegExp(`/pin/${id}/$`));
    await expectPrompt(page, 'Log in to edit this Pin');
  });

  test('a profile: share and follow', async ({ page }) => {
    await page.goto('/leo_cooks/');
    const share = page.getByRole('button', { name: 'Share' });
    await share.click();
    await expectPrompt(page, 'Log in to share the profile', share);
    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    await follow.click();
    await expectPrompt(page, 'Log in to follow', follow);
  });
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Create: a Pin or board, and a board', async ({ page }) => {
    await page.goto('/');
    const create = page.getByRole('button', { name: 'Create' });
    await create.tap();
    await page.getByRole('menuitem', { name: 'Create Pin' }).tap();
    await expectPrompt(page, 'Log in to create a Pin or board');
    await create.tap();
    await page.getByRole('menuitem', { name: 'Create board' }).tap();
    expect(await axeViolations(page)).toEqual([]);
    await expectPrompt(page, 'Log in to create a board');
  });
});
