import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  api,
  clickShowsAtOnce,
  homePins,
  PASSWORD,
  pathOfLink,
  receivedMail,
  uniqueName,
} from './helpers.ts';
import { expectClean } from './walk-checks.ts';

/** A person in their own browser, signed up with a first name of their own. */
async function person(browser: Browser, firstName: string) {
  const context = await browser.newContext();
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

const bell = (page: Page) =>
  page.locator('.shell-header').getByRole('link', { name: /^Notifications/ });

test('get a notification when another user saves your pin', async ({ browser }) => {
  const alice = await person(browser, 'Alice');
  const bob = await person(browser, 'Bob');
  const carol = await person(browser, 'Carol');
  const dana = await person(browser, 'Dana');
  // Alice's pin: her save of a demo pin onto her board.
  const board = await api(alice.page, 'BoardResource', 'create', { name: 'Kitchen' });
  const [demo] = await homePins(alice.page, 1);
  const mine = await api(alice.page, 'RepinResource', 'create', {
    pin_id: demo!.id,
    board_id: board.id,
  });
  await alice.page.goto('/');
  await expect(bell(alice.page)).toHaveAccessibleName('Notifications');

  // Bob saves it in his browser, from the pin's page.
  await bob.page.goto(`/pin/${mine.id}/`);
  await bob.page.locator('.closeup').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(bob.page.locator('.closeup').getByRole('button', { name: 'Saved' })).toBeVisible();

  // Alice's badge counts it when she comes back to the page.
  await alice.page.reload();
  await expect(bell(alice.page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell(alice.page).locator('.bell-badge')).toHaveText('1');

  // Two more save it: still one line, grouped, newest first.
  await api(carol.page, 'RepinResource', 'create', { pin_id: mine.id });
  await api(dana.page, 'RepinResource', 'create', { pin_id: mine.id });
  await alice.page.reload();
  await expect(bell(alice.page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(alice.page).click();
  await expect(alice.page).toHaveURL(/\/notifications\/?$/);
  const line = alice.page.locator('.notification').first();
  await expect(line).toContainText('Dana and 2 others saved your Pin');
  await expect(alice.page.locator('.notification')).toHaveCount(1);
  // Seen: the badge goes, the line keeps its "new" mark for this visit.
  await expect(bell(alice.page)).toHaveAccessibleName('Notifications');
  await expect(line).toHaveClass(/unread/);
  await line.getByRole('link').click();
  await expect(alice.page).toHaveURL(new RegExp(`/pin/${mine.id}/?$`));
  await alice.page.goto('/notifications/');
  await expect(alice.page.locator('.notification').first()).not.toHaveClass(/unread/);
  for (const p of [alice, bob, carol, dana]) await p.context.close();
});

test('choose notification emails right away: a save arrives by mail, and its link opens the pin', async ({
  browser,
}) => {
  const alice = await person(browser, 'Alice');
  const bob = await person(browser, 'Bob');
  const email = `${alice.username}@example.com`;
  // Notification emails go only to a confirmed address: Alice confirms hers from the mail.
  const verify = await receivedMail(email, /Confirm your email/);
  await alice.page.goto(pathOfLink(verify.links[0]!));
  await expect(alice.page).toHaveURL(/\/email\/verified\/$/);

  // In her notification settings, emails come right away instead of once a day.
  await alice.page.goto('/settings/notifications');
  const rightAway = alice.page.getByRole('radio', { name: /Right away/ });
  expect(await clickShowsAtOnce(rightAway)).toBe(true);
  await expect(rightAway).toBeChecked();
  await alice.page.reload();
  await expect(alice.page.getByRole('radio', { name: /Right away/ })).toBeChecked();

  const board = await api(alice.page, 'BoardResource', 'create', { name: 'Mailed' });
  const [demo] = await homePins(alice.page, 1);
  const mine = await api(alice.page, 'RepinResource', 'create', {
    pin_id: demo!.id,
    board_id: board.id,
  });
  await api(bob.page, 'RepinResource', 'create', { pin_id: mine.id });

  const mail = await receivedMail(email, /saved your Pin/);
  expect(mail.subject).toMatch(/^Bob saved your Pin/);
  expect(mail.text).toContain("Here's what just happened on Tack.");
  const unsubscribe = mail.links.find((l) => l.includes('/email/subscription/'));
  expect(unsubscribe).toBeTruthy();
  const pinLink = mail.links.find((l) => l.includes(`/pin/${mine.id}/`))!;
  await alice.page.goto(pathOfLink(pinLink));
  await expect(alice.page).toHaveURL(new RegExp(`/pin/${mine.id}/?$`));
  await expect(alice.page.locator('.closeup')).toBeVisible();
  for (const p of [alice, bob]) await p.context.close();
});

test('kinds of email: one choice, shown in settings and on the email page; off greys its notifications', async ({
  browser,
}) => {
  const alice = await person(browser, 'Alice');
  const page = alice.page;
  await page.goto('/settings/notifications');
  const kinds = page.getByRole('group', { name: 'Emails you get' });
  const activity = kinds.getByRole('switch', { name: /^Activity on your Pins and boards/ });
  const savedByEmail = page.getByRole('switch', { name: 'Someone saves your Pin By email' });
  const followByEmail = page.getByRole('switch', { name: 'Someone follows you By email' });
  await expect(activity).toBeChecked();
  await expect(savedByEmail).toBeChecked();
  await expect(savedByEmail).toBeEnabled();

  // Off in settings: the activity notifications' email switches grey, saying why; the
  // social ones do not.
  await activity.click();
  await expect(activity).not.toBeChecked();
  await expect(savedByEmail).toBeDisabled();
  await expect(savedByEmail).not.toBeChecked();
  await expect(savedByEmail).toHaveAccessibleDescription(
    /“Activity on your Pins and boards” is off under Emails you get/,
  );
  await expect(followByEmail).toBeEnabled();
  await expect(followByEmail).toBeChecked();

  // The email page (the unsubscribe link's) shows the same stored choice.
  await page.goto('/email/subscription/');
  const onPage = page.getByRole('switch', { name: /^Activity on your Pins and boards/ });
  await expect(onPage).not.toBeChecked();
  const tips = page.getByRole('switch', { name: /^Ideas and tips for you/ });
  await expect(tips).toBeChecked();
  // And the other way round: changed there, seen in settings.
  await onPage.click();
  await expect(onPage).toBeChecked();
  await tips.click();
  await expect(tips).not.toBeChecked();
  await expect(page.getByText("Saved. You won't get: Ideas and tips for you.")).toBeVisible();
  await page.goto('/settings/notifications');
  await expect(activity).toBeChecked();
  await expect(kinds.getByRole('switch', { name: /^Ideas and tips for you/ })).not.toBeChecked();
  // The per-notification choice was kept while its kind was off, and no line says "off".
  await expect(savedByEmail).toBeEnabled();
  await expect(savedByEmail).toBeChecked();
  await expect(page.getByText(/is off under Emails you get/)).toHaveCount(0);
  await alice.context.close();
});

for (const [size, device] of Object.entries({
  desktop: { viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
})) {
  test(`notification settings with a kind of email off fit and pass axe at ${size} size`, async ({
    browser,
  }) => {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    const username = uniqueName('kinds');
    await api(page, 'UserRegisterResource', 'create', {
      email: `${username}@example.com`,
      password: PASSWORD,
      username,
      first_name: 'Kim',
    });
    await api(page, 'EmailSubscriptionResource', 'update', { kinds: { social: false } });
    await page.goto('/settings/notifications');
    await expect(page.getByRole('switch', { name: 'Someone follows you By email' })).toBeDisabled();
    await expect(page.getByText(/“Followers and invitations” is off/)).toBeVisible();
    await expectClean(page, device.viewport.width, device.hasTouch);
    await context.close();
  });
}

test('comment on a pin: the pinner is told and can delete it', async ({ browser }) => {
  const owner = await person(browser, 'Olga');
  const guest = await person(browser, 'Gus');
  const board = await api(owner.page, 'BoardResource', 'create', { name: 'Garden' });
  const [demo] = await homePins(owner.page, 1);
  const pin = await api(owner.page, 'RepinResource', 'create', {
    pin_id: demo!.id,
    board_id: board.id,
  });

  await guest.page.goto(`/pin/${pin.id}/`);
  const comments = guest.page.getByRole('region', { name: /comments?$/ });
  await expect(comments.getByRole('heading')).toHaveText('0 comments');
  await comments.getByLabel('Add a comment').fill('   What a lovely garden!   ');
  await comments.getByRole('button', { name: 'Post' }).click();
  await expect(comments.getByRole('heading')).toHaveText('1 comment');
  await expect(comments.locator('.comment-text')).toHaveText('What a lovely garden!');
  await expect(comments.getByLabel('Add a comment')).toHaveValue('');

  await owner.page.goto('/');
  await bell(owner.page).click();
  const line = owner.page.locator('.notification').first();
  await expect(line).toContainText('Gus commented on your Pin');
  await expect(line).toContainText('What a lovely garden!');
  await line.getByRole('link').click();
  await expect(owner.page).toHaveURL(new RegExp(`/pin/${pin.id}/comments$`));
  const mine = owner.page.getByRole('region', { name: '1 comment' });
  await expect(mine).toBeInViewport();
  await mine.getByRole('button', { name: 'Delete comment by Gus' }).click();
  const confirm = owner.page.getByRole('dialog', { name: 'Delete this comment?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(owner.page.getByRole('region', { name: '0 comments' })).toContainText(
    'No comments yet.',
  );
  await owner.context.close();
  await guest.context.close();
});

test('send a pin to someone you follow; they land on it from the notification', async ({
  browser,
}) => {
  const sender = await person(browser, 'Sasha');
  const friend = await person(browser, 'Frida');
  const stranger = await person(browser, 'Stella');
  await api(sender.page, 'UserFollowResource', 'create', { user_id: friend.id });
  const [demo] = await homePins(sender.page, 1);

  await sender.page.goto(`/pin/${demo!.id}/`);
  await sender.page.locator('.closeup-top').getByRole('button', { name: 'Send' }).click();
  const dialog = sender.page.getByRole('dialog', { name: 'Send this Pin' });
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send to Frida' })).toBeVisible();
  // Only people you follow or who follow you: the stranger is not offered.
  await dialog.getByLabel('Send to a person').fill('Stel');
  await expect(dialog).toContainText('No one you follow or who follows you matches');
  await dialog.getByLabel('Send to a person').fill('Fri');
  await dialog.getByRole('button', { name: 'Send to Frida' }).click();
  await expect(dialog.getByRole('button', { name: 'Sent to Frida' })).toBeDisabled();
  await expect(dialog.getByRole('status')).toHaveText('Sent to Frida');
  await sender.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(
    sender.page.locator('.closeup-top').getByRole('button', { name: 'Send' }),
  ).toBeFocused();

  // Two lines: Sasha followed Frida, then sent her the pin (newest first).
  await friend.page.goto('/');
  await expect(bell(friend.page)).toHaveAccessibleName('Notifications, 2 unread');
  await bell(friend.page).click();
  await expect(friend.page.locator('.notification').nth(1)).toContainText(
    'Sasha started following you',
  );
  const line = friend.page.locator('.notification').first();
  await expect(line).toContainText('Sasha sent you a Pin');
  await line.getByRole('link').click();
  await expect(friend.page).toHaveURL(new RegExp(`/pin/${demo!.id}/?$`));
  await expect(friend.page.getByRole('heading', { level: 1 })).toBeVisible();
  void stranger;
  for (const p of [sender, friend, stranger]) await p.context.close();
});

test('hide a pin someone sent from the notifications (news hub), undo, hide again; your own pin has no Hide', async ({
  browser,
}) => {
  const sender = await person(browser, 'Sasha');
  const friend = await person(browser, 'Frida');
  await api(friend.page, 'UserFollowResource', 'create', { user_id: sender.id });
  const [demo] = await homePins(sender.page, 1);
  await api(sender.page, 'PinSendResource', 'create', { pin_id: demo!.id, user_ids: [friend.id] });
  // Frida's own pin, which Sasha saves: a line about her pin, which she cannot hide.
  const board = await api(friend.page, 'BoardResource', 'create', { name: 'Mine' });
  const own = await api(friend.page, 'RepinResource', 'create', {
    pin_id: demo!.id,
    board_id: board.id,
  });
  await api(sender.page, 'RepinResource', 'create', { pin_id: own.id });

  const page = friend.page;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/notifications/');
  const sent = page.locator('.notification', { hasText: 'Sasha sent you a Pin' });
  const saved = page.locator('.notification', { hasText: 'Sasha saved your Pin' });
  await expect(sent).toBeVisible();
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('button', { name: /^Hide/ })).toHaveCount(0);
  const hide = sent.getByRole('button', { name: 'Hide this Pin from your notifications' });
  await expectClean(page, 1440, false);

  // PC §7: PUT /v3/news_hub/{notification}/pin/{pin}/hide/, then undo/.
  const hideCall = page.waitForRequest(
    (r) => r.method() === 'PUT' && /\/v3\/news_hub\/\d+\/pin\/\d+\/hide\/$/.test(r.url()),
  );
  await hide.click();
  expect((await hideCall).url()).toContain(`/pin/${demo!.id}/hide/`);
  const hiddenLine = page.locator('.notification-hidden');
  await expect(hiddenLine).toContainText('Hidden from your notifications.');
  const undo = hiddenLine.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await undo.press('Enter');
  await expect(sent).toBeVisible();
  await expect(hide).toBeFocused();
  await page.reload();
  await expect(sent).toBeVisible();

  await hide.click();
  await expect(hiddenLine).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectClean(page, 390, false);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect(saved).toBeVisible();
  await expect(page.locator('.notification', { hasText: 'sent you a Pin' })).toHaveCount(0);
  for (const p of [sender, friend]) await p.context.close();
});

test('on a phone the bell is in the bottom bar', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const username = uniqueName('phone');
  await api(page, 'UserRegisterResource', 'create', {
    email: `${username}@example.com`,
    password: PASSWORD,
    username,
    first_name: 'Pia',
  });
  await page.goto('/');
  await expect(bell(page)).toBeHidden();
  const bottom = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'Notifications',
  });
  await expect(bottom).toBeVisible();
  const box = (await bottom.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await bottom.tap();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByText('Nothing yet.')).toBeVisible();
  await context.close();
});
