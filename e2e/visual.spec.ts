import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, signUp, uniqueName } from './helpers.ts';
import { createPin, findCard } from './card-helpers.ts';
import { axeOn } from './walk-checks.ts';

// Issue 21, items 7 and 9: error pages with a way home, and visual consistency, at desktop size
// and on a touch phone.

const SIZES = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
};

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  return box!;
}

/** The error page's ways on: a home link and a search box. */
async function expectWayHome(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go home' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
}

/** A public board with one pin of a new user, named with a word no other test uses. */
async function boardWithOnePin(page: Page) {
  const word = uniqueName('zinnia').replace(/_/g, '');
  const me = await signUp(page, uniqueName('v'));
  const board = (await api(page, 'BoardResource', 'create', { name: `${word} board` })) as {
    id: string;
    url: string;
  };
  const pin = await createPin(page, { board_id: board.id, title: `${word} pin` });
  return { word, me, board, pin };
}

/** Axe's label-content-name-mismatch (an accessible name without the visible text) in a part. */
async function nameMismatches(page: Page, selector: string) {
  const results = await axeOn(page)
    .include(selector)
    .withRules(['label-content-name-mismatch'])
    .analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`));
}

for (const [size, use] of Object.entries(SIZES)) {
  test.describe(`at ${size} size`, () => {
    test.use(use);

    test('a pin id that names no pin is "Pin not found" with a way home', async ({ page }) => {
      const res = await page.goto('/pin/abc/');
      expect(res!.status()).toBe(404);
      await expectWayHome(page, 'Pin not found');
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
      // The search box on the error page searches.
      await page.getByRole('main').getByRole('searchbox').fill('garden');
      await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/search\/pins\/\?q=garden$/);
    });

    test('a malformed URL is our not-found page as HTML, for a browser', async ({ page }) => {
      for (const path of ['/%E0%A4%A', '/pin/%zz/']) {
        const res = await page.goto(path);
        expect(res!.status()).toBe(404);
        expect(res!.headers()['content-type']).toMatch(/^text\/html/);
        await expectWayHome(page, /not found/);
      }
      const request = page.context().request;
      for (const path of ['/%E0%A4%A', '/media/%zz', '/assets/missing.js']) {
        const res = await request.get(path, { headers: { accept: 'text/html' } });
        expect(res.status(), path).toBe(404);
        expect(res.headers()['content-type'], path).toMatch(/^text\/html/);
        expect(await res.text(), path).toContain('<div id="root">');
      }
    });

    test('operators pages: log in when signed out, "no access" for others', async ({ page }) => {
      await page.goto('/admin/experiences');
      await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fexperiences$/);
      await signUp(page);
      await page.goto('/admin/experiences');
      await expectWayHome(page, "You don't have access");
      await page.goto('/admin/experiences/new');
      await expectWayHome(page, "You don't have access");
    });

    // Known gap: the routes have our errorElement, but a lazy chunk that fails on the first load
    // still leaves the outlet blank (React Router does not reach it); to look into.
    test.fixme('a page that fails to load shows the error page, not a blank one', async ({
      page,
    }) => {
      await signUp(page);
      await page.route('**/assets/AdminExperiencesPage-*.js', (route) => route.abort());
      await page.goto('/admin/experiences');
      await expectWayHome(page, 'Something went wrong');
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    });

    test('search tabs share one layout; board results show their owner; counts are singular', async ({
      page,
      browser,
    }) => {
      const { word, me } = await boardWithOnePin(page);
      // One follower, from someone else.
      const otherContext = await browser.newContext();
      const other = await otherContext.newPage();
      await signUp(other);
      await api(other, 'UserFollowResource', 'create', { user_id: me.id });
      await otherContext.close();

      const tops: Box[] = [];
      const firsts: Box[] = [];
      await page.goto(`/search/pins/?q=${word}`);
      const pinCard = page.getByTestId('pin-grid').locator('article').first();
      await expect(pinCard).toBeVisible();
      tops.push(await boxOf(page.getByRole('navigation', { name: 'Search for' })));
      firsts.push(await boxOf(pinCard));

      await page.getByRole('link', { name: 'Boards', exact: true }).click();
      const boardTile = page.getByRole('region', { name: 'Boards' }).getByRole('link').first();
      await expect(boardTile).toContainText(`by Tess`);
      await expect(boardTile).toContainText(/1 Pin(?!s)/);
      tops.push(await boxOf(page.getByRole('navigation', { name: 'Search for' })));
      firsts.push(await boxOf(boardTile));

      await page.goto(`/search/users/?q=${me.username}`);
      const person = page.getByRole('list', { name: 'People' }).getByRole('link').first();
      await expect(person).toContainText(me.username);
      tops.push(await boxOf(page.getByRole('navigation', { name: 'Search for' })));
      firsts.push(await boxOf(person));

      for (const box of tops.slice(1)) {
        expect(box.x).toBeCloseTo(tops[0]!.x, 0);
        expect(box.y).toBeCloseTo(tops[0]!.y, 0);
      }
      for (const box of firsts.slice(1)) {
        expect(Math.abs(box.x - firsts[0]!.x), 'results start at one left edge').toBeLessThan(2);
        expect(Math.abs(box.y - firsts[0]!.y), 'results start at one top').toBeLessThan(2);
      }

      await person.click();
      await expect(page.getByText(/\b1 follower(?!s)/)).toBeVisible();
      await expect(page.getByText(/\b1 board(?!s)/)).toBeVisible();
    });

    test('the profile at /{username}/ shows Saved as the active tab', async ({ page }) => {
      const me = await signUp(page);
      await page.goto(`/${me.username}/`);
      const tabs = page.getByRole('navigation', { name: 'Profile' });
      await expect(tabs.getByRole('link', { name: 'Saved' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(tabs.getByRole('link', { name: 'Created' })).not.toHaveAttribute(
        'aria-current',
        'page',
      );
      await tabs.getByRole('link', { name: 'Created' }).click();
      await expect(tabs.getByRole('link', { name: 'Created' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    test("Organize's checkbox does not cover the pin-type label", async ({ page }) => {
      await signUp(page);
      const feed = (await api(page, 'UserHomefeedResource', 'get', { page_size: 100 })).items as {
        id: string;
        isPromoted: boolean;
        richSummary: { typeName: string } | null;
      }[];
      const recipe = feed.find((p) => p.richSummary?.typeName === 'recipe' && !p.isPromoted);
      expect(recipe, 'a recipe pin in the demo feed').toBeTruthy();
      const board = await api(page, 'BoardResource', 'create', { name: 'Dinners' });
      const saved = await api(page, 'RepinResource', 'create', {
        pin_id: recipe!.id,
        board_id: board.id,
      });
      await page.goto(board.url);
      await page.getByRole('button', { name: 'Organize' }).click();
      const card = await findCard(page, saved.id);
      const box = card.locator('.card-select');
      const label = card.locator('.pin-type');
      await expect(box).toBeVisible();
      await expect(label).toBeVisible();
      expect(intersects(await boxOf(box), await boxOf(label))).toBe(false);
    });

    test('Explore shows interest tiles with pictures', async ({ page }) => {
      await page.goto('/ideas/');
      const tiles = page.locator('.idea-tile');
      await expect(tiles.first()).toBeVisible();
      const images = page.locator('.idea-tile img');
      expect(await images.count()).toBeGreaterThan(0);
      await expect(images.first()).toBeVisible();
      await expect
        .poll(() => images.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const size = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(size.scrollWidth).toBeLessThanOrEqual(size.innerWidth);
      expect(await nameMismatches(page, '.idea-tiles')).toEqual([]);
    });

    test('reactions are drawn as SVG icons and named with their visible count', async ({
      page,
    }) => {
      test.slow(); // a new user, an upload, a pin page and three axe runs
      const { word, pin } = await boardWithOnePin(page);
      await api(page, 'PinReactionResource', 'create', { pin_id: pin.id, reaction_type: 1 });
      await page.goto(`/pin/${pin.id}/`);
      const reactions = page.getByRole('group', { name: 'Reactions' });
      const love = reactions.getByRole('button', { name: 'Love, 1' });
      await expect(love).toBeVisible();
      await expect(love.locator('svg')).toBeVisible();
      expect(await reactions.locator('svg').count()).toBe(5);
      // No emoji text for a font to draw (or not): only the count.
      const text = await reactions.innerText();
      expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
      expect(await nameMismatches(page, '.reactions')).toEqual([]);

      for (const path of [`/search/boards/?q=${word}`, `/search/users/?q=${word}`]) {
        await page.goto(path);
        await expect(page.locator('.search-tiles, .empty').first()).toBeVisible();
        expect(await nameMismatches(page, 'main .search-tiles, main .tabs')).toEqual([]);
      }
    });
  });
}
