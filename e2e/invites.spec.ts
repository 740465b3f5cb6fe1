import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, homePins, PASSWORD, uniqueName } from './helpers.ts';
import { axeViolations, expectClean } from './walk-checks.ts';

// Issue 13, invites and shared pins (messaging-consent-routes.md §2.2, §3, §4 "Invite landing",
// §8; pin-card-and-saving.md §3 "Sender of a shared pin"): an invite link opened signed out and
// signed in, a pin sent to someone and seen in their conversation, a board invite link.

const DESKTOP = { viewport: { width: 1440, height: 900 } } as const;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

type Options = typeof DESKTOP | typeof PHONE;

/** A person in their own browser, signed up with a first name of their own. */
async function person(browser: Browser, firstName: string, options: Options = DESKTOP) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const username = uniqueName(firstName.toLowerCase());
  const session = await api(page, 'UserRegisterResource', 'create', {
    email: `${username}@example.com`,
    password: PASSWORD,
    username,
    first_name: firstName,
  });
  return { page, context, username, id: session.viewer.id as string, firstName };
}

const inviteFor = (page: Page, pinId: string, channel: string) =>
  api(page, 'InviteCodeResource', 'create', { object_type: 'pin', object_id: pinId, channel });

test('signed out on a desktop: the inviter popover, but not for an embedded pin', async ({
  browser,
}) => {
  const sam = await person(browser, 'Samira');
  const [pin] = await homePins(sam.page, 1);
  const link = await inviteFor(sam.page, pin!.id, 'copy_link');
  const embed = await inviteFor(sam.page, pin!.id, 'embed');
  expect(embed.invite_channel).toBe(5);

  const visitor = await browser.newContext(DESKTOP);
  const page = await visitor.newPage();
  await page.goto(link.url);
  const popover = page.getByRole('dialog', { name: 'Samira invited you to Tack' });
  await expect(popover).toBeVisible();
  await expect(popover.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expectClean(page, 1440, false);
  // Keyboard: into the popover, Escape closes it and focus goes back to the header's Sign up.
  await popover.getByRole('button', { name: 'Close invite' }).focus();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(page.locator('.shell-header').getByRole('link', { name: 'Sign up' })).toBeFocused();

  // Channel 5 (an embedded pin): no popover.
  await page.goto(embed.url);
  await expect(page.locator('.closeup-body')).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog', { name: /invited you to Tack/ })).toHaveCount(0);
  await visitor.close();
  await sam.context.close();
});

for (const [label, options, text] of [
  ['1440x900', DESKTOP, 'Samira shared this with you on Tack. Say thanks!'],
  ['390x844', PHONE, 'Samira shared this with you'],
] as const) {
  test(`signed in at ${label}: the landing toast, the shared header, and a thank-you`, async ({
    browser,
  }) => {
    const sam = await person(browser, 'Samira');
    const kim = await person(browser, 'Kim', options);
    // Kim follows Samira: the two are connected, so Kim may write back.
    await api(kim.page, 'UserFollowResource', 'create', { user_id: sam.id });
    const [pin] = await homePins(sam.page, 1);
    const link = await inviteFor(sam.page, pin!.id, 'whatsapp');

    await kim.page.goto(link.url);
    const toast = kim.page.locator('.toast', { hasText: text });
    await expect(toast).toBeVisible();
    // axe while the landing toast is on screen (hovering holds it there).
    await toast.hover();
    expect(await axeViolations(kim.page)).toEqual([]);
    await expect(kim.page.locator('.closeup-body .shared-by-text')).toHaveText(
      'Samira shared this idea',
    );
    // The session remembers the shared pin: the header stays without the code in the address.
    await kim.page.goto(`/pin/${pin!.id}/`);
    await expect(kim.page.locator('.closeup-body .shared-by-text')).toHaveText(
      'Samira shared this idea',
    );
    const viewed = await kim.page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('tack.viewedSharedPins') ?? '{}'),
    );
    expect(viewed).toEqual({ [pin!.id]: { inviteCode: link.invite_code } });

    await kim.page.goto(`/conversations/?to=${sam.id}`);
    await kim.page.getByLabel('Write a message').fill('Thank you!');
    await kim.page.getByRole('button', { name: 'Send' }).click();
    await expect(kim.page).toHaveURL(/\/conversation\/\d+\/$/);
    await expect(kim.page.locator('.message-text')).toHaveText('Thank you!');
    await expectClean(kim.page, options.viewport.width, options === PHONE);
    await kim.context.close();
    await sam.context.close();
  });
}

test('a pin sent to someone lands in their conversation, with the unread count', async ({
  browser,
}) => {
  const sender = await person(browser, 'Sasha');
  const friend = await person(browser, 'Frida');
  await api(sender.page, 'UserFollowResource', 'create', { user_id: friend.id });
  const [pin] = await homePins(sender.page, 1);

  await sender.page.goto(`/pin/${pin!.id}/`);
  await sender.page.locator('.closeup-top').getByRole('button', { name: 'Send' }).click();
  const dialog = sender.page.getByRole('dialog', { name: 'Send this Pin' });
  await dialog.getByLabel('Send to a person').fill('Fri');
  await dialog.getByRole('button', { name: 'Send to Frida' }).click();
  await expect(
    dialog.getByRole('link', { name: 'Open your conversation with Frida' }),
  ).toBeVisible();

  await friend.page.goto('/');
  const messages = friend.page.locator('.shell-header').getByRole('link', { name: /^Messages/ });
  await expect(messages).toHaveAccessibleName('Messages, 1 unread');
  await messages.click();
  await expect(friend.page).toHaveURL(/\/conversations\/$/);
  const line = friend.page.getByRole('link', { name: /Sasha/ });
  await expect(line).toContainText('1 unread');
  await expectClean(friend.page, 1440, false);
  await line.click();
  await expect(friend.page).toHaveURL(/\/conversation\/\d+\/$/);
  await expect(friend.page.locator('.message .shared-by')).toHaveText('Sasha shared this idea');
  // Read: the count goes.
  await expect(messages).toHaveAccessibleName('Messages');
  await expectClean(friend.page, 1440, false);
  await friend.page.setViewportSize({ width: 390, height: 844 });
  await expectClean(friend.page, 390, false);
  await friend.page.setViewportSize({ width: 1440, height: 900 });
  // The pin opened from the conversation says who shared it.
  await friend.page.locator('.message-pin a').click();
  await expect(friend.page).toHaveURL(new RegExp(`/pin/${pin!.id}/\\?invite_code=`));
  await expect(friend.page.locator('.closeup-body .shared-by-text')).toHaveText(
    'Sasha shared this idea',
  );
  await sender.context.close();
  await friend.context.close();
});

test('a board invite link: the login names the inviter and lands on the board, accepted', async ({
  browser,
}) => {
  const owner = await person(browser, 'Olga');
  const invitee = await person(browser, 'Pat');
  const board = await api(owner.page, 'BoardResource', 'create', { name: 'Trip plans' });
  await api(owner.page, 'BoardInviteResource', 'create', {
    board_id: board.id,
    username: invitee.username,
  });
  // The owner copies the invite link from the board's collaborators panel.
  await owner.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await owner.page.goto(board.url);
  await owner.page.getByRole('button', { name: 'Copy invite link' }).click();
  await expect(owner.page.getByText('Invite link copied')).toBeVisible();
  const copied = await owner.page.evaluate(() => navigator.clipboard.readText());
  const link = new URL(copied);
  expect(link.pathname).toBe('/login/');
  expect(link.searchParams.get('board_url')).toBe(board.url);

  await invitee.context.clearCookies();
  await invitee.page.goto(`${link.pathname}${link.search}`);
  await expect(
    invitee.page.getByRole('heading', { name: 'Olga invited you to join their board' }),
  ).toBeVisible();
  await invitee.page.getByLabel('Email').fill(`${invitee.username}@example.com`);
  await invitee.page.getByLabel('Password').fill(PASSWORD);
  await invitee.page.getByRole('button', { name: 'Log in' }).click();
  await expect(invitee.page.locator('.toast', { hasText: 'You joined Trip plans' })).toBeVisible();
  await expect(invitee.page).toHaveURL(new RegExp(`${board.url}$`));
  const invites = await api(invitee.page, 'BoardInvitesResource', 'get', {});
  expect(invites).toEqual([]);
  const people = await api(owner.page, 'BoardCollaboratorsResource', 'get', {
    board_id: board.id,
  });
  expect(people).toEqual([
    expect.objectContaining({
      status: 'accepted',
      user: expect.objectContaining({ id: invitee.id }),
    }),
  ]);

  // Without a name to show: the no-name header.
  await invitee.context.clearCookies();
  await invitee.page.goto(`/login/?board_url=${encodeURIComponent(board.url)}`);
  await expect(
    invitee.page.getByRole('heading', { name: 'Your friends invited you to join their board' }),
  ).toBeVisible();
  await owner.context.close();
  await invitee.context.close();
});

/** Catches the mailto links the page opens (the test's browser has no mail program). */
async function catchMail(page: Page) {
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (e) => {
        const a = e.target instanceof Element ? e.target.closest('a[href^="mailto:"]') : null;
        if (!a) return;
        e.preventDefault();
        (window as unknown as { mail: string }).mail = a.getAttribute('href')!;
      },
      true,
    );
  });
}
const caughtMail = async (page: Page) => {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { mail?: string }).mail ?? ''))
    .toMatch(/^mailto:/);
  const mail = await page.evaluate(() => (window as unknown as { mail: string }).mail);
  const body = new URL(mail).searchParams.get('body')!;
  return new URL(body.split('\n').at(-1)!);
};
const clipboardUrl = async (page: Page) =>
  new URL(await page.evaluate(() => navigator.clipboard.readText()));
const metadataOf = (page: Page, link: URL) =>
  api(page, 'InviteCodeMetadataResource', 'get', {
    invite_code: link.searchParams.get('invite_code'),
  });

test('share links carry an invite code: the card menu, the profile and the send dialog, by copy and by email', async ({
  browser,
}) => {
  const sam = await person(browser, 'Samira');
  const kim = await person(browser, 'Kim');
  await sam.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = sam.page;

  // The card menu's Copy link (channel 1, copy link).
  await page.goto('/');
  const card = page.getByTestId('pin-grid').locator('article').first();
  const pinId = await card.getAttribute('data-card');
  await card.hover();
  await card.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  await expect(page.locator('.toast', { hasText: 'Link copied' })).toBeVisible();
  const pinLink = await clipboardUrl(page);
  expect(pinLink.pathname).toBe(`/pin/${pinId}/`);
  expect(await metadataOf(page, pinLink)).toMatchObject({
    sender: { id: sam.id },
    invite_channel: 1,
    object_type: 'pin',
    object_id: pinId,
  });
  // Opened signed out, it says who shared it.
  const visitor = await browser.newContext(DESKTOP);
  const landing = await visitor.newPage();
  await landing.goto(`${pinLink.pathname}${pinLink.search}`);
  await expect(landing.getByRole('dialog', { name: 'Samira invited you to Tack' })).toBeVisible();

  // The send dialog: Email (channel 2), and axe on the dialog.
  await page.goto(`/pin/${pinId}/`);
  await catchMail(page);
  // Signed in as far as the page knows (before the session answers, Send asks to log in).
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await page.locator('.closeup-top').getByRole('button', { name: 'Send' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this Pin' });
  await expect(dialog.getByRole('button', { name: 'Email' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Email' }).click();
  const mailed = await caughtMail(page);
  expect(mailed.pathname).toBe(`/pin/${pinId}/`);
  expect(await metadataOf(page, mailed)).toMatchObject({ invite_channel: 2, object_id: pinId });
  await page.keyboard.press('Escape');

  // Her own profile's Share: Copy link and Email, each with a code for her profile.
  await page.goto(`/${sam.username}/`);
  await catchMail(page);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  const share = page.getByRole('button', { name: 'Share' });
  await share.click();
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  await expect(page.locator('.toast', { hasText: 'Link copied' })).toBeVisible();
  const profileLink = await clipboardUrl(page);
  expect(profileLink.pathname).toBe(`/${sam.username}/`);
  expect(await metadataOf(page, profileLink)).toMatchObject({
    invite_channel: 1,
    object_type: 'user',
    object_id: sam.id,
  });
  await share.click();
  await page.getByRole('menuitem', { name: 'Email' }).click();
  const profileMail = await caughtMail(page);
  expect(await metadataOf(page, profileMail)).toMatchObject({
    invite_channel: 2,
    object_id: sam.id,
  });
  await landing.goto(`${profileLink.pathname}${profileLink.search}`);
  await expect(landing.getByRole('dialog', { name: 'Samira invited you to Tack' })).toBeVisible();

  // Someone else's profile is shared as its address: only its owner may invite to it.
  await page.goto(`/${kim.username}/`);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  await expect(page.locator('.toast', { hasText: 'Link copied' })).toBeVisible();
  const kimLink = await clipboardUrl(page);
  expect([kimLink.pathname, kimLink.search]).toEqual([`/${kim.username}/`, '']);
  await visitor.close();
  await sam.context.close();
  await kim.context.close();
});

test('on a touch phone, the card menu reaches Send to a person', async ({ browser }) => {
  const sender = await person(browser, 'Sasha', PHONE);
  const friend = await person(browser, 'Frida');
  await api(sender.page, 'UserFollowResource', 'create', { user_id: friend.id });
  await sender.page.goto('/');
  const card = sender.page.getByTestId('pin-grid').locator('article').first();
  const more = card.getByRole('button', { name: 'More options' });
  await more.tap();
  await sender.page.getByRole('menuitem', { name: 'Send' }).tap();
  const dialog = sender.page.getByRole('dialog', { name: 'Send this Pin' });
  await dialog.getByLabel('Send to a person').fill('Fri');
  await dialog.getByRole('button', { name: 'Send to Frida' }).tap();
  await expect(dialog.getByRole('button', { name: 'Sent to Frida' })).toBeDisabled();
  await expectClean(sender.page, 390, true);
  await sender.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(more).toBeFocused();
  await sender.context.close();
  await friend.context.close();
});
