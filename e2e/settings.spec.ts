import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { api, PASSWORD, signUp } from './helpers.ts';
import { axeViolations, sidewaysScroll, smallTapTargets } from './walk-checks.ts';

// Issue 16, settings (`/settings`): change the picture and see it on a card, edit the profile
// with errors per field, move to a new username, change the password, see and end sessions,
// turn on two-factor sign-in and log in with a code; on a phone and at 1440x900.

const DESKTOP = { viewport: { width: 1440, height: 900 } } as const;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

const png = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 220, g: 120, b: 40 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#2050c0"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

/** The code the person's authenticator app shows, `offset` 30-second steps from now. */
const totp = (secret: string, offset = 0) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp: Date.now() + offset * 30_000 });

async function csrf(page: Page) {
  await page.context().request.get('/healthz');
  return (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;
}

/** A pin of the signed-in person's own, on a new board (so their grid shows their card). */
async function ownPin(page: Page) {
  const board = await api(page, 'BoardResource', 'create', { name: 'Avatar board' });
  const res = await page.context().request.post('/v3/media/uploads/', {
    multipart: { image: { name: 'pin.png', mimeType: 'image/png', buffer: await png(300, 420) } },
    headers: { 'X-CSRFToken': await csrf(page) },
  });
  const image = (await res.json()).resource_response.data;
  return api(page, 'PinResource', 'create', {
    board_id: board.id,
    image_signature: image.imageSignature,
    title: 'A pin to show my picture',
  });
}

async function expectCleanPage(page: Page, width: number, touch: boolean) {
  const problems = [
    ...(await sidewaysScroll(page, width)),
    ...(touch ? await smallTapTargets(page) : []),
    ...(await axeViolations(page)),
  ];
  expect(problems, problems.join('\n')).toEqual([]);
}

test.describe('settings at 1440x900', () => {
  test.use(DESKTOP);

  test('who can message you: "No one" takes Messages out of the header, "Everyone" brings it back', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/settings/privacy');
    const messages = page.getByRole('banner').getByRole('link', { name: /^Messages/ });
    await expect(messages).toBeVisible();
    await page.getByRole('radio', { name: /^No one/ }).check();
    await expect(page.getByText('Saved')).toBeVisible();
    await expect(messages).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('radio', { name: /^No one/ })).toBeChecked();
    await expect(messages).toHaveCount(0);
    await page.getByRole('radio', { name: /^Everyone/ }).check();
    await expect(messages).toBeVisible();
  });

  test('signed out, /settings goes to log in and comes back', async ({ page }) => {
    await page.goto('/settings/security');
    await expect(page).toHaveURL(/\/login\?next=%2Fsettings%2Fsecurity$/);
    const { username } = await signUp(page);
    await api(page, 'UserSessionResource', 'delete', {});
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/settings\/security$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    // The section list, with the open one marked; /settings opens the first.
    const nav = page.getByRole('navigation', { name: 'Settings' });
    await expect(nav.getByRole('link', { name: /Security/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/settings\/profile$/);
  });

  test('change the picture: crop it, see the preview, then see it on a card', async ({ page }) => {
    const { username } = await signUp(page);
    await ownPin(page);
    await page.goto('/settings/profile');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change picture' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await png(800, 500),
    });
    const dialog = page.getByRole('dialog', { name: 'Crop your picture' });
    await expect(dialog).toBeVisible();
    // Keyboard: zoom with the slider's arrows, move with the crop area's.
    const zoom = dialog.getByLabel('Zoom');
    await expect(zoom).toBeFocused();
    await zoom.press('ArrowRight');
    await zoom.press('ArrowRight');
    await expect(zoom).not.toHaveValue('1');
    const area = dialog.getByRole('group', { name: /Crop area/ });
    await area.focus();
    await area.press('ArrowLeft');
    // The live preview: the profile head and a card's attribution, from the crop.
    const previews = dialog.locator('.profile-preview img.avatar');
    await expect(previews).toHaveCount(2);
    await expect(previews.first()).toHaveAttribute('src', /^data:image\/jpeg/);
    await expectCleanPage(page, 1440, false);
    // Escape closes and gives focus back; then choose again and save.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Change picture' })).toBeFocused();
    const again = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change picture' }).click();
    await (
      await again
    ).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(800, 500) });
    await dialog.getByRole('button', { name: 'Save picture' }).click();
    await expect(page.getByText('Picture saved')).toBeVisible();
    await expect(dialog).toBeHidden();

    const viewer = (await api(page, 'UserSessionResource', 'get', {})).viewer;
    expect(viewer.imageSmallUrl).toMatch(/^\/media\/136x136\//);
    // The header's avatar changed at once.
    await expect(page.getByRole('button', { name: 'Account' }).locator('img')).toHaveAttribute(
      'src',
      viewer.imageSmallUrl,
    );
    // A card of theirs shows it in its attribution, loaded at the small avatar's 136 px.
    await page.goto(`/${username}/_created/`);
    const avatar = page.getByTestId('pin-grid').locator('article .card-avatar img').first();
    await expect(avatar).toHaveAttribute('src', viewer.imageSmallUrl);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(136);
  });

  test('edit the profile: every error under its field, the preview as you type, a new username', async ({
    page,
  }) => {
    const { username } = await signUp(page);
    await page.goto('/settings/profile');
    await expect(page.getByText('Up to 30 characters')).toBeVisible();
    const name = page.getByLabel('Name', { exact: true });
    await name.fill('Tess Tickle');
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText('Tess Tickle')).toHaveCount(2);
    await page.getByLabel('Website').fill('ftp://files.example');
    await page.getByLabel('Username').fill('settings');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByLabel('Website')).toHaveAccessibleDescription(
      /Website must start with http:\/\/ or https:\/\//,
    );
    await expect(page.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Website')).toBeFocused();

    await page.getByLabel('Website').fill('https://tess.example');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription(
      /"settings" is the name of a page on Tack, so it can't be a username/,
    );
    const fresh = `${username}_new`.slice(0, 30);
    await page.getByLabel('Username').fill(fresh);
    await expect(page.getByLabel('Username')).toHaveAccessibleDescription(/90 days/);
    await page.getByLabel('About', { exact: true }).fill('Bakes on Sundays');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();

    // The old address leads to the new one: the server's 301 and the app's router.
    await page.goto(`/${username}/`);
    await expect(page).toHaveURL(new RegExp(`/${fresh}/$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Tess Tickle' })).toBeVisible();
    await expect(page.getByText('Bakes on Sundays')).toBeVisible();
    await expect(page.getByRole('link', { name: 'tess.example' })).toHaveAttribute(
      'href',
      'https://tess.example',
    );
    await page.evaluate((old) => {
      window.history.pushState({}, '', `/${old}/_saved`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, username);
    await expect(page).toHaveURL(new RegExp(`/${fresh}/_saved$`));
  });

  test('change the password: the rule up front, errors per field, other sessions signed out', async ({
    page,
    browser,
  }) => {
    const { username } = await signUp(page);
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const otherPage = await other.newPage();
    await api(otherPage, 'UserSessionResource', 'create', {
      email: `${username}@example.com`,
      password: PASSWORD,
    });
    await page.goto('/settings/account');
    await expect(page.getByLabel('New password')).toHaveAccessibleDescription(
      'At least 8 characters',
    );
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('New password')).toHaveAccessibleDescription(
      /Password must be at least 8 characters/,
    );
    await page.getByLabel('New password').fill('a much better passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(
      'That password is incorrect',
    );
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password').fill('a much better passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'signed out everywhere else' }),
    ).toContainText('1 session');
    expect((await api(page, 'UserSessionResource', 'get', {})).isAuthenticated).toBe(true);
    expect((await api(otherPage, 'UserSessionResource', 'get', {})).isAuthenticated).toBe(false);
    await other.close();

    // Language and country, from lists.
    await page.getByLabel('Language', { exact: true }).selectOption('fr-FR');
    await page.getByLabel('Country or region').selectOption('FR');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    const viewer = (await api(page, 'UserSessionResource', 'get', {})).viewer;
    expect([viewer.locale, viewer.country]).toEqual(['fr-FR', 'FR']);
  });

  test('see where you are signed in, and sign another session out', async ({ page, browser }) => {
    const { username } = await signUp(page);
    const other = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
    });
    const otherPage = await other.newPage();
    await api(otherPage, 'UserSessionResource', 'create', {
      email: `${username}@example.com`,
      password: PASSWORD,
    });
    await page.goto('/settings/security');
    const list = page.getByRole('list', { name: 'Sessions' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText('This device');
    const firefox = list.getByRole('listitem').filter({ hasText: 'Firefox 128 on Windows' });
    await expect(firefox).toContainText('Last used just now');
    await firefox.getByRole('button', { name: 'Sign out Firefox 128 on Windows' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    expect((await api(otherPage, 'UserSessionResource', 'get', {})).isAuthenticated).toBe(false);
    await other.close();
  });

  test('turn on two-factor sign-in, then log in with a code from the app', async ({ page }) => {
    const { username } = await signUp(page);
    await page.goto('/settings/security');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectCleanPage(page, 1440, false);
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    await page.getByLabel('Code from the app').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByLabel('Code from the app')).toHaveAccessibleDescription(
      /That code didn't work/,
    );
    await page.getByLabel('Code from the app').fill(totp(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = await codes.first().innerText();
    await page.getByRole('button', { name: "I've saved them" }).click();
    await expect(page.getByText(/On since/)).toContainText('10 of 10 recovery codes left');

    // Log out, and in again: the password, then a code.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.goto('/login');
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
    await page.getByLabel('Code').fill('123456');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByLabel('Code')).toHaveAccessibleDescription(/That code didn't work/);
    // The enrolment used this step's code: the app's next one.
    await page.getByLabel('Code').fill(totp(secret, 1));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();

    // A recovery code serves once too.
    await api(page, 'UserSessionResource', 'delete', {});
    await page.goto('/login');
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Code').fill(recovery);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  });
});

test.describe('settings on a 390x844 phone', () => {
  test.use(PHONE);

  test('a page per section: the list, a section with a way back, and its dialogs', async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectCleanPage(page, 390, true);
    await page.getByRole('link', { name: /Security/ }).tap();
    await expect(page).toHaveURL(/\/settings\/security$/);
    await expect(page.getByRole('navigation', { name: 'Settings' })).toBeHidden();
    await page.getByRole('button', { name: 'Turn on' }).tap();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectCleanPage(page, 390, true);
    await page.getByRole('link', { name: 'Settings', exact: true }).tap();
    await expect(page).toHaveURL(/\/settings$/);

    await page.getByRole('link', { name: /Edit profile/ }).tap();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change picture' }).tap();
    await (
      await chooser
    ).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(500, 800) });
    await expect(page.getByRole('dialog', { name: 'Crop your picture' })).toBeVisible();
    await expectCleanPage(page, 390, true);
    await page.getByRole('dialog').getByRole('button', { name: 'Save picture' }).tap();
    await expect(page.getByText('Picture saved')).toBeVisible();
  });
});
