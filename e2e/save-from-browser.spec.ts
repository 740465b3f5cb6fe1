import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { saveWindowUrl } from '@tack/contract/save-page';
import { api, chooseBoard, PASSWORD, signUp, uniqueName } from './helpers.ts';
import { expectClean } from './walk-checks.ts';

/**
 * Saving from other sites (issue 17): the Tack button (a bookmarklet) on a page served on
 * loopback, the same on a page with a strict CSP whose pictures the button cannot see (the
 * server reads the page), and the browser extension loaded into Chromium, saving an image from
 * its hover button. Each pin is checked in the e2e server's own database: the page as its link
 * and source, and `button_external` as its method (MC §7: a button without a guid).
 */
const png = (w: number, h: number, r: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r, g: 120, b: 90 } } })
    .png()
    .toBuffer();

const ARTICLE = `<!doctype html><html lang="en"><head><title>Garden benches</title></head><body>
<h1>Garden benches</h1>
<img src="/img/hero.png" alt="A stone bench">
<img src="/img/detail.png" alt="">
<img src="/img/icon.png" alt="Logo">
</body></html>`;

// A strict page: no script of its own may run, nothing may load but its own images, and it
// keeps other windows at a distance (COOP). Its pictures load lazily, so the button finds only
// 1 px placeholders; what the page says about itself names the real one.
const STRICT = `<!doctype html><html lang="en"><head><title>Stone steps</title>
<meta property="og:image" content="/img/steps.png">
<meta property="og:description" content="Steps of grey stone.">
<script>document.title = 'inline script ran'</script>
</head><body><img src="/img/pixel.png" data-src="/img/steps.png" alt="Stone steps"></body></html>`;

let site: http.Server;
let origin = '';

test.beforeAll(async () => {
  const files: Record<string, [string, Buffer, Record<string, string>?]> = {
    '/article': ['text/html; charset=utf-8', Buffer.from(ARTICLE)],
    '/strict': [
      'text/html; charset=utf-8',
      Buffer.from(STRICT),
      {
        'content-security-policy': "default-src 'none'; img-src 'self'",
        'cross-origin-opener-policy': 'same-origin',
      },
    ],
    '/img/hero.png': ['image/png', await png(640, 480, 200)],
    '/img/detail.png': ['image/png', await png(300, 400, 40)],
    '/img/icon.png': ['image/png', await png(64, 64, 10)],
    '/img/steps.png': ['image/png', await png(500, 700, 90)],
    '/img/pixel.png': ['image/png', await png(1, 1, 0)],
  };
  site = http.createServer((req, res) => {
    const file = files[req.url ?? ''];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0], ...file[2] }).end(file[1]);
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((r) => site.close(() => r())));

interface StoredPin {
  method: string;
  source_url: string | null;
  link: string | null;
  description: string;
}

/** The pins on a board as the server stored them (read-only; no endpoint lists the method). */
function storedPins(boardId: string): StoredPin[] {
  const dir = process.env.TACK_E2E_DATA_DIR;
  if (!dir) throw new Error('TACK_E2E_DATA_DIR is not set (run through npm run test:e2e)');
  const db = new Database(path.join(dir, 'tack.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        'SELECT method, source_url, link, description FROM pins WHERE board_id = ? ORDER BY id',
      )
      .all(boardId) as StoredPin[];
  } finally {
    db.close();
  }
}

/** The Tack button's code, as the "Save from your browser" page offers it to drag. */
async function bookmarkletCode(page: Page): Promise<string> {
  await page.goto('/save-from-browser/');
  const button = page.getByRole('link', { name: 'Save to Tack' });
  await expect(button).toHaveAttribute('href', /^javascript:/);
  const href = (await button.getAttribute('href'))!;
  return decodeURIComponent(href.slice('javascript:'.length));
}

async function saveInWindow(win: Page, board: string) {
  await chooseBoard(win, board);
  await win.getByRole('button', { name: /^Save/ }).click();
}

test('the Tack button saves two pictures of a page, with the page as their link', async ({
  page,
  context,
}) => {
  await signUp(page);
  const board = await api(page, 'BoardResource', 'create', { name: uniqueName('Benches') });
  const code = await bookmarkletCode(page);

  await page.goto(`${origin}/article`);
  // Clicked as a bookmark is: a javascript: address the browser runs in the page.
  await page.evaluate(
    (href) => {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = 'bookmark';
      document.body.append(a);
    },
    `javascript:${encodeURIComponent(code)}`,
  );
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'bookmark' }).click();
  const win = await opened;
  await expect(win).toHaveURL(/\/save\/#/);

  const images = win.getByRole('group', { name: 'Choose images (2)' });
  // The 64 px logo is not offered; the first picture is chosen already.
  await expect(images.getByRole('checkbox')).toHaveCount(2);
  await expect(images.getByRole('checkbox', { name: /Image 1 of 2, 640 × 480/ })).toBeChecked();
  await expect(images.getByRole('img', { name: 'A stone bench' })).toHaveJSProperty(
    'naturalWidth',
    640,
  );
  await images.getByRole('checkbox', { name: /Image 2 of 2, 300 × 400/ }).check();
  await expect(win.getByLabel('Title')).toHaveValue('Garden benches');
  await win.getByLabel('Description').fill('For the back garden');
  await expect(win.getByRole('button', { name: 'Save 2 Pins' })).toBeVisible();
  await saveInWindow(win, board.name);
  await expect(win.getByRole('heading', { name: `2 Pins saved to ${board.name}` })).toBeFocused();

  const page1 = `${origin}/article`;
  expect(storedPins(board.id)).toEqual([
    {
      method: 'button_external',
      source_url: page1,
      link: page1,
      description: 'For the back garden',
    },
    {
      method: 'button_external',
      source_url: page1,
      link: page1,
      description: 'For the back garden',
    },
  ]);
  await win.getByRole('link', { name: 'See Pin 1' }).click();
  await expect(win.getByRole('heading', { level: 1 })).toHaveText('Garden benches');
});

test('on a strict page the button sees no picture: the server reads the page instead', async ({
  page,
  context,
}) => {
  await signUp(page);
  const board = await api(page, 'BoardResource', 'create', { name: uniqueName('Steps') });
  const code = await bookmarkletCode(page);

  await page.goto(`${origin}/strict`);
  // The page's CSP is in force: its own inline script did not run.
  await expect(page).toHaveTitle('Stone steps');
  // A bookmark runs outside the page's CSP (as the CSP spec asks of browsers); Playwright's
  // evaluate runs the same way, where a link in this page would be blocked.
  const opened = context.waitForEvent('page');
  await page.evaluate(code);
  const win = await opened;

  const images = win.getByRole('group', { name: /found by Tack on the page/ });
  await expect(images.getByRole('checkbox')).toHaveCount(1);
  await expect(images.getByRole('checkbox', { name: /500 × 700/ })).toBeChecked();
  await expect(win.getByLabel('Description')).toHaveValue('Steps of grey stone.');
  await saveInWindow(win, board.name);
  await expect(win.getByRole('heading', { name: `Saved to ${board.name}` })).toBeVisible();
  const strict = `${origin}/strict`;
  expect(storedPins(board.id)).toEqual([
    {
      method: 'button_external',
      source_url: strict,
      link: strict,
      description: 'Steps of grey stone.',
    },
  ]);
});

test('signed out, the window asks to log in and comes back with the same pictures', async ({
  page,
}) => {
  const { username } = await signUp(page);
  await page.context().clearCookies();
  const request = {
    url: `${origin}/article`,
    title: 'Garden benches',
    images: [{ src: `${origin}/img/hero.png`, width: 640, height: 480, alt: 'A stone bench' }],
  };
  await page.goto(saveWindowUrl('', request, 'bookmarklet'));
  await expect(page.getByText('Log in to save from 127.0.0.1.')).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/save\/#url=/);
  await expect(page.getByRole('group', { name: 'The image' }).getByRole('checkbox')).toBeChecked();
});

for (const [size, device] of Object.entries({
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false },
})) {
  test.describe(`saving from the browser, ${size}`, () => {
    test.use(device);
    test('the offer and the save window fit, are big enough to tap and pass axe', async ({
      page,
    }) => {
      await signUp(page);
      await page.goto('/save-from-browser/');
      await expect(page.getByRole('link', { name: 'Save to Tack' })).toHaveAttribute(
        'href',
        /^javascript:/,
      );
      await expect(page.getByText('Bookmarks like this one need a desktop browser')).toBeVisible();
      await expectClean(page, device.viewport.width, device.hasTouch);
      await page.screenshot({ path: `e2e/artifacts/save/${size}-offer.png`, fullPage: true });

      const request = {
        url: `${origin}/article`,
        title: 'Garden benches',
        images: [
          { src: `${origin}/img/hero.png`, width: 640, height: 480, alt: 'A stone bench' },
          { src: `${origin}/img/detail.png`, width: 300, height: 400, alt: '' },
        ],
      };
      await page.goto(saveWindowUrl('', request, 'bookmarklet'));
      const images = page.getByRole('group', { name: 'Choose images (2)' });
      await expect(images.getByRole('img', { name: 'A stone bench' })).toHaveJSProperty(
        'naturalWidth',
        640,
      );
      await expectClean(page, device.viewport.width, device.hasTouch);
      await page.screenshot({ path: `e2e/artifacts/save/${size}-window.png`, fullPage: true });
      // Keyboard: the second picture is chosen with Space, the board picker opens and closes.
      await images.getByRole('checkbox', { name: /Image 2 of 2/ }).focus();
      await page.keyboard.press('Space');
      await expect(images.getByRole('checkbox', { name: /Image 2 of 2/ })).toBeChecked();
      const boardButton = page.getByRole('button', { name: /^Board / });
      await boardButton.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Choose a board' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Choose a board' })).toBeHidden();
      await expect(boardButton).toBeFocused();
    });
  });
}

test.describe('the browser extension', () => {
  const extension = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../apps/extension/.output/chrome-mv3',
  );
  let context: BrowserContext;
  let userDir: string;
  test.beforeAll(async () => {
    expect(fs.existsSync(path.join(extension, 'manifest.json')), 'e2e/run.mjs builds it').toBe(
      true,
    );
    userDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tack-extension-'));
    context = await chromium.launchPersistentContext(userDir, {
      executablePath: '/usr/bin/chromium',
      headless: false,
      baseURL: process.env.BASE_URL,
      viewport: { width: 1440, height: 900 },
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        `--disable-extensions-except=${extension}`,
        `--load-extension=${extension}`,
      ],
    });
  });
  test.afterAll(async () => {
    await context?.close();
    fs.rmSync(userDir, { recursive: true, force: true });
  });

  test('saves a picture from its hover button, signed in through the Tack window', async () => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const id = new URL(worker.url()).host;
    const page = await context.newPage();

    // Options: the person's Tack server; the extension keeps nothing else.
    await page.goto(`chrome-extension://${id}/options.html`);
    // The hover button is on until turned off (the stored settings have filled the form).
    const hoverSwitch = page.getByLabel('Show a Save button on images as I point at them');
    await expect(hoverSwitch).toBeChecked();
    await page.getByLabel('Your Tack server').fill('ftp://nowhere');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'The address must start with https:// or http://',
    );
    await page.getByLabel('Your Tack server').fill(process.env.BASE_URL!);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Saved. Images go to ${new URL(process.env.BASE_URL!).origin}.`,
    );

    await signUp(page);
    const board = await api(page, 'BoardResource', 'create', { name: uniqueName('Hovered') });
    await page.goto(`${origin}/article`);
    const save = page.getByRole('button', { name: 'Save image to Tack' });
    // Pointing at the 64 px logo shows nothing; at the bench, the button.
    await page.getByRole('img', { name: 'Logo' }).hover();
    await expect(save).toBeHidden();
    await expect(async () => {
      await page.mouse.move(0, 0);
      await page.getByRole('img', { name: 'A stone bench' }).hover();
      await expect(save).toBeVisible({ timeout: 1000 });
    }).toPass();
    const opened = context.waitForEvent('page');
    await save.click();
    const win = await opened;
    await expect(win).toHaveURL(/\/save\/#.*via=extension/);
    const images = win.getByRole('group', { name: 'The image' });
    await expect(images.getByRole('checkbox', { name: /640 × 480/ })).toBeChecked();
    await saveInWindow(win, board.name);
    await expect(win.getByRole('heading', { name: `Saved to ${board.name}` })).toBeVisible();
    const article = `${origin}/article`;
    expect(storedPins(board.id)).toEqual([
      { method: 'button_external', source_url: article, link: article, description: '' },
    ]);
    await win.close();

    // Turned off in the options: pointing at the bench shows no button any more.
    const options = await context.newPage();
    await options.goto(`chrome-extension://${id}/options.html`);
    await expect(options.getByLabel('Your Tack server')).toHaveValue(
      new URL(process.env.BASE_URL!).origin,
    );
    await options.getByLabel('Show a Save button on images as I point at them').uncheck();
    await options.getByRole('button', { name: 'Save' }).click();
    await expect(options.getByRole('status')).toHaveText(/^Saved\./);
    await page.bringToFront();
    await page.reload();
    await page.getByRole('img', { name: 'A stone bench' }).hover();
    await page.waitForTimeout(500);
    await expect(save).toBeHidden();
  });
});
