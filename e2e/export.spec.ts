import fs from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { api, signUp } from './helpers.ts';
import { axeViolations, sidewaysScroll, smallTapTargets } from './walk-checks.ts';

// Issue 17, Export: a person with a board and pins opens Settings, "Privacy and data", and
// downloads their data; the zip has their board, their pins' images and the offline index.

/** The names of a zip file's entries, and the text of the ones asked for (read with yauzl). */
function readZip(
  file: string,
  texts: string[],
): Promise<{ names: string[]; text: Map<string, string> }> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const names: string[] = [];
      const text = new Map<string, string>();
      zip.on('error', reject);
      zip.on('end', () => resolve({ names, text }));
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        if (!texts.includes(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            text.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

async function personWithBoard(browser: Browser, options: Parameters<Browser['newContext']>[0]) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    ...options,
  });
  const page = await context.newPage();
  const me = await signUp(page);
  const buffer = await sharp({
    create: { width: 300, height: 400, channels: 3, background: { r: 30, g: 120, b: 90 } },
  })
    .png()
    .toBuffer();
  await page.request.get('/healthz');
  const token = (await context.cookies()).find((c) => c.name === 'csrftoken')!.value;
  const res = await page.request.post('/v3/media/uploads/', {
    multipart: { image: { name: 'fern.png', mimeType: 'image/png', buffer } },
    headers: { 'X-CSRFToken': token },
  });
  expect(res.ok()).toBe(true);
  const { imageSignature } = (await res.json()).resource_response.data;
  const board = await api(page, 'BoardResource', 'create', { name: 'Zqexport ferns' });
  const pin = await api(page, 'PinResource', 'create', {
    board_id: board.id,
    image_signature: imageSignature,
    title: 'Maidenhair fern',
    description: 'Likes shade',
  });
  return { page, context, me, board, pin, imageSignature: imageSignature as string };
}

test('Download your data gives a zip with your board, pins and images', async ({ browser }) => {
  const { page, context, board, pin, imageSignature } = await personWithBoard(browser, {
    viewport: { width: 1440, height: 900 },
  });
  await page.goto('/settings/privacy');
  const link = page.getByRole('link', { name: 'Download your data' });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^tack-.+\.zip$/);
  const file = await download.path();
  const zip = await readZip(file, ['tack-export.json', 'index.html']);
  expect(zip.names).toEqual(
    expect.arrayContaining(['tack-export.json', 'index.html', `images/${imageSignature}.png`]),
  );
  const manifest = JSON.parse(zip.text.get('tack-export.json')!);
  expect(manifest.boards).toEqual([
    expect.objectContaining({ id: board.id, name: 'Zqexport ferns' }),
  ]);
  expect(manifest.pins).toEqual([
    expect.objectContaining({ id: pin.id, boardId: board.id, description: 'Likes shade' }),
  ]);
  expect(zip.text.get('index.html')).toContain('<h2>Zqexport ferns</h2>');
  expect(fs.statSync(file).size).toBeGreaterThan(0);
  await context.close();
});

for (const [name, options] of [
  ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ['desktop', { viewport: { width: 1440, height: 900 } }],
] as const) {
  test(`the download is reachable and accessible on ${name}`, async ({ browser }) => {
    const { page, context } = await personWithBoard(browser, options);
    await page.goto('/settings/privacy');
    const link = page.getByRole('link', { name: 'Download your data' });
    await expect(link).toBeVisible();
    expect(await sidewaysScroll(page, options.viewport.width)).toEqual([]);
    // 44 px touch targets where a finger is the pointer.
    if (name === 'phone') expect(await smallTapTargets(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    // Keyboard: Tab reaches the link, and Enter starts the download.
    let reached = false;
    for (let i = 0; i < 60 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await link.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    await context.close();
  });
}

/** What an export says of a person's collection, without ids: boards, sections, pins, images. */
function collectionOf(zip: { names: string[]; text: Map<string, string> }) {
  const m = JSON.parse(zip.text.get('tack-export.json')!);
  const boardName = new Map<string, string>(
    m.boards.map((b: { id: string; name: string }) => [b.id, b.name]),
  );
  const sectionName = new Map<string, string>(
    m.sections.map((s: { id: string; title: string }) => [s.id, s.title]),
  );
  return {
    boards: m.boards.map((b: Record<string, unknown>) => [b.name, b.description, b.privacy]).sort(),
    sections: m.sections
      .map((s: { boardId: string; title: string }) => [boardName.get(s.boardId), s.title])
      .sort(),
    pins: m.pins
      .map((p: Record<string, unknown> & { boardId: string; sectionId: string | null }) => [
        boardName.get(p.boardId),
        p.sectionId ? sectionName.get(p.sectionId) : null,
        p.title,
        p.description,
        (p.image as { signature: string }).signature,
      ])
      .sort(),
    images: zip.names.filter((n) => n.startsWith('images/')).sort(),
  };
}

async function download(page: import('@playwright/test').Page): Promise<string> {
  await page.goto('/settings/privacy');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download your data' }).click(),
  ]);
  return file.path();
}

test('an export imported into a new account gives every board, section, pin and image back', async ({
  browser,
}) => {
  const { page, context, board, imageSignature } = await personWithBoard(browser, {
    viewport: { width: 1440, height: 900 },
  });
  const section = await api(page, 'BoardSectionResource', 'create', {
    board_id: board.id,
    title: 'Shade lovers',
  });
  await api(page, 'PinResource', 'create', {
    board_id: board.id,
    section: section.id,
    image_signature: imageSignature,
    title: 'Bird’s nest fern',
    description: 'Second pin, in a section',
  });
  const before = collectionOf(await readZip(await download(page), ['tack-export.json']));
  expect(before.pins).toHaveLength(2);
  expect(before.sections).toEqual([['Zqexport ferns', 'Shade lovers']]);

  // Someone new brings it in at Settings > Import and watches it finish.
  const other = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1440, height: 900 },
  });
  const tab = await other.newPage();
  await signUp(tab);
  await tab.goto('/settings/import');
  await tab.getByLabel('File to import').setInputFiles({
    name: 'tack-export.zip',
    mimeType: 'application/zip',
    buffer: fs.readFileSync(await download(page)),
  });
  await tab.getByRole('button', { name: 'Start import' }).click();
  const item = tab.getByRole('listitem').filter({ hasText: 'tack-export.zip' });
  await expect(item.getByText(/^Done: /)).toBeVisible({ timeout: 60_000 });
  await expect(item).toContainText('0 failed');

  const after = collectionOf(await readZip(await download(tab), ['tack-export.json']));
  expect(after).toEqual(before);
  await other.close();
  await context.close();
});
