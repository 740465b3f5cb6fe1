import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { api, signUp, uniqueName } from './helpers.ts';
import { expectClean } from './walk-checks.ts';

/**
 * Issue 17, Import: a person opens Settings, "Import", chooses their browser's bookmarks file
 * and watches the progress bar reach the end; the folder is a board with a pin for each page
 * that has a picture, and the page without one is in the report with why. The pages are served
 * by this test on loopback, which the e2e server may fetch from (FETCH_ALLOW_LOOPBACK_FOR_TESTS
 * in e2e/run.mjs). Each page answers after a short wait, so the import is seen under way.
 */
const PAGES = 6;
const page = (i: number) => `<!doctype html><html><head><title>Page ${i}</title>
<meta property="og:title" content="Fern number ${i}">
<meta property="og:image" content="/img/${i}.png"></head><body></body></html>`;

let server: http.Server;
let origin = '';

test.beforeAll(async () => {
  const files: Record<string, [string, Buffer]> = {
    '/plain': ['text/html', Buffer.from('<html><body><p>No pictures here.</p></body></html>')],
  };
  for (let i = 0; i < PAGES; i++) {
    files[`/fern/${i}`] = ['text/html; charset=utf-8', Buffer.from(page(i))];
    files[`/img/${i}.png`] = [
      'image/png',
      await sharp({
        create: { width: 400, height: 500, channels: 3, background: { r: 40 * i, g: 140, b: 90 } },
      })
        .png()
        .toBuffer(),
    ];
  }
  server = http.createServer((req, res) => {
    const file = files[req.url ?? ''];
    setTimeout(() => {
      if (!file) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
    }, 150);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((r) => server.close(() => r())));

function bookmarks(folder: string): Buffer {
  const links = [
    ...Array.from({ length: PAGES }, (_, i) => `<DT><A HREF="${origin}/fern/${i}">Fern ${i}</A>`),
    `<DT><A HREF="${origin}/plain">A page with no picture</A>`,
  ];
  return Buffer.from(`<!DOCTYPE NETSCAPE-Bookmark-file-1>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
<TITLE>Bookmarks</TITLE><H1>Bookmarks</H1>
<DL><p>
<DT><H3>${folder}</H3>
<DL><p>
${links.join('\n')}
</DL><p>
</DL><p>
`);
}

test.describe('at 1440x900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('import a bookmarks file: the progress bar reaches the end, the report says what failed', async ({
    page: tab,
  }) => {
    const me = await signUp(tab);
    const folder = uniqueName('Ferns');
    await tab.goto('/settings');
    await tab.getByRole('link', { name: /^Import/ }).click();
    await expect(tab.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
    await expect(tab.getByText('You haven’t imported anything yet.')).toBeVisible();
    await expectClean(tab, 1440, false);

    await tab.getByLabel('File to import').setInputFiles({
      name: 'bookmarks.html',
      mimeType: 'text/html',
      buffer: bookmarks(folder),
    });
    // By keyboard: from the file field, Tab reaches the button, Enter starts.
    await tab.getByLabel('File to import').focus();
    await tab.keyboard.press('Tab');
    await expect(tab.getByRole('button', { name: 'Start import' })).toBeFocused();
    await tab.keyboard.press('Enter');

    const item = tab.getByRole('listitem').filter({ hasText: 'bookmarks.html' });
    await expect(item).toBeVisible();
    await expect(item.getByText('Browser bookmarks')).toBeVisible();
    const bar = item.getByRole('progressbar', { name: 'Progress of bookmarks.html' });
    await expect(bar).toBeVisible();
    await expect(item.getByText(/^Done: 8 of 8 items/)).toBeVisible({ timeout: 30_000 });
    await expect(bar).toHaveAttribute('value', '8');
    await expect(bar).toHaveAttribute('max', '8');
    await expect(item).toContainText('Pins: 6 imported, 0 skipped as duplicate, 1 failed');
    await expect(tab.getByRole('button', { name: 'Start import' })).toBeEnabled();

    const show = item.getByRole('button', { name: 'Show what failed' });
    await show.focus();
    await tab.keyboard.press('Enter');
    const report = item.getByRole('list', { name: 'What failed' });
    await expect(report).toContainText('A page with no picture');
    await expect(report).toContainText('200 px');
    await expect(item.getByRole('button', { name: 'Hide what failed' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectClean(tab, 1440, false);

    // The folder is a board holding a pin for each page with a picture.
    const boards = await api(tab, 'BoardsResource', 'get', { username: me.username });
    const board = boards.items.find((b: { name: string }) => b.name === folder);
    expect(board.pinCount).toBe(PAGES);
  });
});

test.describe('on a phone at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a file that is not one Tack imports is refused in words, at the field', async ({
    page: tab,
  }) => {
    await signUp(tab);
    await tab.goto('/settings/import');
    await expect(tab.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
    await expectClean(tab, 390, true);
    const field = tab.getByLabel('File to import');
    await tab.getByRole('button', { name: 'Start import' }).tap();
    await expect(tab.getByRole('alert')).toHaveText('Choose a file to import.');
    await expect(field).toBeFocused();
    await field.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('just some notes'),
    });
    await tab.getByRole('button', { name: 'Start import' }).tap();
    await expect(tab.getByRole('alert')).toContainText("That file isn't one Tack can import");
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(tab.getByText('You haven’t imported anything yet.')).toBeVisible();
    await expectClean(tab, 390, true);
  });
});
