import { expect, test, type Page } from '@playwright/test';
import { holdRequests, signUp } from './helpers.ts';

// The home feed's first page comes laid out in the server's HTML (positions in a linked
// stylesheet, no inline styles under the CSP), and the app's first render takes over from it
// with the same pins at the same places.

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home feed shows its first page laid out in columns', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('.ssr-card');
    await expect(cards).toHaveCount(25);
    await expect(page.getByTestId('pin-grid')).toHaveCount(0);
    const boxes: Box[] = [];
    for (const card of await cards.all()) {
      await expect(card).toBeVisible();
      boxes.push((await card.boundingBox())!);
    }
    // A 1600 px window: six columns of 236 px, 16 px apart, centred; the first row on one line.
    const columns = [...new Set(boxes.map((b) => b.x))].sort((a, b) => a - b);
    expect(columns).toHaveLength(6);
    columns.forEach((x, i) => expect(x - columns[0]!).toBe(i * 252));
    expect(new Set(boxes.slice(0, 6).map((b) => b.y)).size).toBe(1);
    for (const b of boxes) expect(b.width).toBe(236);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++)
        expect(overlap(boxes[i]!, boxes[j]!), `cards ${i} and ${j} overlap`).toBe(false);
    // Each card links to its pin and shows its image.
    await expect(cards.first().locator('a')).toHaveAttribute('href', /^\/pin\/\d+\/$/);
    const img = cards.first().locator('img');
    await expect(img).toHaveAttribute('srcset', /1x, .+ 2x, .+ 3x, .+ 4x$/);
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
  });
});

/** Boxes of cards by pin link: the server's before the app runs, then the app's. */
/**
 * The cards' boxes by pin id: the server's card names its pin in its link; the app's in
 * `data-card` (its image may link to the pin's site, §2).
 */
async function boxesById(page: Page, selector: string, n = Infinity) {
  const out = new Map<string, Box>();
  for (const card of (await page.locator(selector).all()).slice(0, n)) {
    const id =
      (await card.getAttribute('data-card')) ??
      /^\/pin\/(\d+)\//.exec((await card.locator('a.ssr-link').getAttribute('href'))!)![1]!;
    out.set(id, (await card.boundingBox())!);
  }
  return out;
}

// Where the app's grid and the server's stylesheet could disagree: the column count and width
// (a wide window, a phone's two narrow columns) and the pointer (a finger's taller footers, put
// under `@media (pointer: coarse)` by the server and read by the app's `useCoarsePointer`).
const DEVICES = {
  'a 1600 px window': { n: 12, touch: false, use: {} },
  'a 390x844 touch phone': {
    // The first rows: the app's grid renders the cards near the window.
    n: 8,
    touch: true,
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
} as const;

for (const [where, device] of Object.entries(DEVICES))
  test.describe(`on ${where}`, () => {
    test.use(device.use);
    for (const who of ['a signed-out visitor', 'a signed-in viewer'] as const)
      test(`the app takes over the first page without moving a card, for ${who}`, async ({
        page,
      }) => {
        if (who === 'a signed-in viewer') await signUp(page);
        // The moment the server's cards leave the DOM (the app's first commit, before it paints):
        // what the app has put in their place.
        await page.addInitScript(() => {
          let seen = false;
          const observer = new MutationObserver(() => {
            if (document.querySelector('.ssr-card')) seen = true;
            else if (seen) {
              observer.disconnect();
              const boxes: Record<string, Box> = {};
              for (const a of document.querySelectorAll('[data-testid="pin-grid"] article'))
                boxes[a.getAttribute('data-card')!] = a.getBoundingClientRect().toJSON();
              (window as { handOff?: unknown }).handOff = boxes;
            }
          });
          observer.observe(document, { childList: true, subtree: true });
        });
        // Hold the app's JavaScript until the server's grid has been measured.
        const release = await holdRequests(page, '**/assets/*.js');
        await page.goto('/', { waitUntil: 'commit' });
        await expect(page.locator('.ssr-card').first()).toBeVisible();
        // Measured once the page's stylesheets are in: a layout read while one is still loading
        // is made without it (CI once measured the server's cards in a single 236 px column).
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every(
            (link) => link.sheet,
          ),
        );
        const server = await boxesById(page, '.ssr-card', device.n);
        expect(server.size).toBe(device.n);
        if (who === 'a signed-in viewer')
          await expect(page.locator('.ssr-card .card-body').first()).toBeVisible();

        release();
        const grid = page.getByTestId('pin-grid');
        await expect(grid.locator('article').first()).toBeVisible();
        await expect(page.locator('.ssr-card')).toHaveCount(0);
        // In the commit that removed the server's grid, the app's grid was there, the same pins at
        // the same places: no frame without a grid, nothing moves.
        const handOff = (await page.evaluate(() => (window as { handOff?: unknown }).handOff)) as
          Record<string, Box> | undefined;
        expect(handOff).toBeDefined();
        for (const [id, box] of server) expect(handOff![id], id).toMatchObject({ ...box });
        // And where they stay once the app is up.
        const client = await boxesById(page, '[data-testid="pin-grid"] article');
        for (const [id, box] of server) expect(client.get(id), id).toEqual(box);
        if (who === 'a signed-in viewer') {
          await expect(grid.locator('article .card-body').first()).toBeVisible();
          // The footers are the ones for this pointer (44 px rows on touch).
          await expect(grid.locator('article .card-body.is-touch')).toHaveCount(
            device.touch ? await grid.locator('article .card-body').count() : 0,
          );
        }
      });
  });

// Issue 19, target 7: the app's first render replaced the server's grid while its first images
// were still on their way, so they were never painted and the largest image came only after the
// app's render (about half the loads at 4x CPU). The app now waits for them (a second at most).
test('the app’s grid takes the server’s place only once the server’s first images have come', async ({
  page,
}) => {
  // At the moment the server's cards leave the DOM: were their first images there?
  await page.addInitScript(() => {
    let eager: HTMLImageElement[] = [];
    const observer = new MutationObserver(() => {
      const now = document.querySelectorAll<HTMLImageElement>(
        '[data-ssr-grid] img:not([loading=lazy])',
      );
      if (now.length) eager = [...now];
      else if (eager.length) {
        observer.disconnect();
        Object.assign(window, {
          eagerComplete: eager.every((img) => img.complete && img.naturalWidth > 0),
          replacedAt: performance.now(),
        });
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  // The images wait until the app's script has run (it runs before DOMContentLoaded).
  const release = await holdRequests(page, '**/media/**');
  page.once('domcontentloaded', () => setTimeout(release, 100));
  await page.goto('/');
  await expect(page.getByTestId('pin-grid').locator('article').first()).toBeVisible();
  await expect(page.locator('.ssr-card')).toHaveCount(0);
  const handOff = await page.evaluate(() => {
    const w = window as { eagerComplete?: boolean; replacedAt?: number };
    const wait = performance.getEntriesByName('tack:server-grid-wait')[0]?.startTime;
    return { complete: w.eagerComplete, waited: wait === undefined ? null : w.replacedAt! - wait };
  });
  // The app waited for them: they had all come, or it gave up after its second.
  expect(handOff.waited).not.toBeNull();
  expect(handOff.complete || handOff.waited! >= 990, JSON.stringify(handOff)).toBe(true);
});
