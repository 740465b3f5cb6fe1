import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, homePins, PASSWORD, uniqueName } from './helpers.ts';
import { expectClean } from './walk-checks.ts';

// Issue 14, business access (messaging-consent-routes.md §3 "Business profile", §5, §6, §7;
// pin-card-and-saving.md §4, §6): an owner invites a manager from the people page; the manager
// accepts, switches to the business profile in the header and saves a pin as it; a profile that
// requires two-factor sign-in refuses a manager without it and says why.

const DESKTOP = { viewport: { width: 1440, height: 900 } } as const;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

async function person(browser: Browser, firstName: string, options: typeof DESKTOP | typeof PHONE) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const username = uniqueName(firstName.toLowerCase());
  const session = await api(page, 'UserRegisterResource', 'create', {
    email: `${username}@example.com`,
    password: PASSWORD,
    username,
    first_name: firstName,
  });
  // Cookie choices made, so the banner does not sit over the page.
  await api(page, 'UserSettingsResource', 'update', {
    allow_analytic_cookies: false,
    allow_marketing_cookies: false,
    allow_personalization_cookies: true,
    surface_tag: 'settings',
  });
  return { page, username, id: session.viewer.id as string };
}

/** The owner makes an invite link on the people page, with these permissions. */
async function inviteFromPeoplePage(owner: { page: Page; id: string }, permissions: string[]) {
  await owner.page.goto(`/business/business-access/${owner.id}/people`);
  await expect(owner.page.getByRole('heading', { name: 'Invite someone' })).toBeVisible();
  const form = owner.page.locator('form', { has: owner.page.getByText('What they may do') });
  for (const label of ['Create and edit pins', ...permissions]) {
    const box = form.getByRole('checkbox', { name: label });
    if (label === 'Create and edit pins' && !permissions.includes(label)) await box.uncheck();
    else await box.check();
  }
  await owner.page.getByRole('button', { name: 'Make an invite link' }).click();
  return (await owner.page.getByTestId('invite-link').textContent())!.trim();
}

test('a manager switches to the business profile in the header and saves a pin as it', async ({
  browser,
}) => {
  const owner = await person(browser, 'Lumenshop', DESKTOP);
  await api(owner.page, 'BusinessConvertResource', 'create', {});
  const board = await api(owner.page, 'BoardResource', 'create', { name: 'Lumen picks' });
  const link = await inviteFromPeoplePage(owner, ['Create and edit pins']);
  await expectClean(owner.page, 1440, false);

  const manager = await person(browser, 'Mani', DESKTOP);
  await manager.page.goto(link);
  await expect(manager.page.getByRole('heading', { name: 'Manage Lumenshop' })).toBeVisible();
  await manager.page.getByRole('button', { name: 'Accept invite' }).click();
  await expect(manager.page).toHaveURL(new RegExp(`/business/business-access/${owner.id}/$`));

  // The header's switcher: keyboard opens it, Escape closes it and focus goes back.
  await manager.page.goto('/');
  const switcher = manager.page.getByRole('button', { name: /^Mani\W*switch profile$/ });
  await expect(switcher).toBeVisible();
  await switcher.focus();
  await manager.page.keyboard.press('Enter');
  const menu = manager.page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: /Lumenshop/ })).toBeVisible();
  await expectClean(manager.page, 1440, false);
  await manager.page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(switcher).toBeFocused();
  await switcher.click();
  await menu.getByRole('menuitemradio', { name: /Lumenshop/ }).click();
  await expect(manager.page.getByRole('status').locator('.toast')).toContainText(
    'Now acting as Lumenshop',
  );
  await expect(
    manager.page.getByRole('button', { name: /^Lumenshop\W*switch profile$/ }),
  ).toBeVisible();

  // Acting for the profile, cards offer no save button (PC §4); the save flow saves as it.
  const card = manager.page.getByTestId('pin-grid').locator('article').first();
  await card.hover();
  await expect(card.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  const [pin] = await homePins(manager.page, 1);
  await manager.page.goto(`/pin/${pin!.id}/repin/`);
  // The board list is the business's; a board with sections asks where, then saves.
  await manager.page
    .getByRole('button', { name: /Lumen picks/ })
    .first()
    .click();
  await manager.page.getByRole('button', { name: 'Save to Lumen picks' }).click();
  await expect(manager.page.getByRole('status').locator('.toast')).toContainText('Saved!');

  // The save is the business's, and its dashboard says who made it.
  const onBoard = await api(owner.page, 'BoardFeedResource', 'get', { board_id: board.id });
  expect(onBoard.items.map((p: { title: string }) => p.title)).toContain(pin!.title);
  await owner.page.goto(`/business/business-access/${owner.id}/`);
  await expect(owner.page.getByText(`${manager.username}: RepinResource.create`)).toBeVisible();

  // Back to their own profile: the stored choice is forgotten and cards save again.
  await manager.page.goto('/');
  await manager.page.getByRole('button', { name: /^Lumenshop\W*switch profile$/ }).click();
  await manager.page.getByRole('menuitemradio', { name: /Mani/ }).click();
  await expect(manager.page.getByRole('button', { name: /^Mani\W*switch profile$/ })).toBeVisible();
});

test('on a phone: a profile that requires two-factor refuses a manager without it, and says why', async ({
  browser,
}) => {
  const owner = await person(browser, 'Safeshop', PHONE);
  await api(owner.page, 'BusinessConvertResource', 'create', {});
  const invite = await api(owner.page, 'BusinessInviteResource', 'create', {
    profile_id: owner.id,
    permissions: ['MANAGE_BOARDS'],
  });
  await owner.page.goto(`/business/business-access/${owner.id}/security`);
  await owner.page
    .getByRole('checkbox', { name: 'Require two-factor sign-in for managers' })
    .check();
  await expect(owner.page.getByRole('status').locator('.toast')).toContainText('Security saved');
  await expectClean(owner.page, 390, true);

  const manager = await person(browser, 'Nofa', PHONE);
  await api(manager.page, 'BusinessInviteResource', 'update', { code: invite.code });
  await manager.page.goto('/');
  await manager.page.getByRole('button', { name: /switch profile$/ }).tap();
  const item = manager.page.getByRole('menuitemradio', { name: /Safeshop/ });
  await expect(item).toHaveAttribute('aria-disabled', 'true');
  await expect(item).toContainText('Safeshop asks its managers to use two-factor sign-in');
  await expectClean(manager.page, 390, true);
  // Acting anyway (as a stale client would) is refused by the server with the reason.
  const refused = await manager.page.evaluate(async (id) => {
    const csrf = /csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const res = await fetch('/resource/BoardResource/create/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf, 'X-Tack-Acting-As': id },
      body: JSON.stringify({ options: { name: 'Sneaky' } }),
    });
    return { status: res.status, body: await res.json() };
  }, owner.id);
  expect(refused.status).toBe(403);
  expect(refused.body.resource_response.error.code).toBe('mfa_required');
  await manager.page.getByRole('menuitem', { name: /Turn on two-factor sign-in/ }).tap();
  await expect(manager.page).toHaveURL(/\/settings\/security/);
  // The access page tells them too.
  await manager.page.goto(`/business/business-access/${owner.id}/`);
  await expect(manager.page.getByRole('alert')).toContainText(
    'asks its managers to use two-factor sign-in',
  );
  await expectClean(manager.page, 390, true);
});
