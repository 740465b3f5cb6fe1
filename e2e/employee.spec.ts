import { expect, test, type Page } from '@playwright/test';
import { api, homePins, makeEmployee, signUp } from './helpers.ts';
import { expectClean } from './walk-checks.ts';

// Employees (PC §1, §2, §6): a query parameter starting with deb_ turns on a debug overlay on
// the cards: ids, the feed source the server names, rank and timings. Nobody else sees it, and
// its code is fetched only when it shows.

const DEVICES = {
  'a 1440x900 window': {
    width: 1440,
    touch: false,
    use: { viewport: { width: 1440, height: 900 } },
  },
  'a 390x844 touch phone': {
    width: 390,
    touch: true,
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
} as const;

/** The URLs of scripts the page fetched whose name says they hold the overlay. */
function overlayChunks(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/DebugOverlay-[^/]+\.js$/.test(r.url())) seen.push(r.url());
  });
  return seen;
}

/** Signs up and follows the pinner of the first home pin: their pins come as "followed person". */
async function followSomeone(page: Page) {
  const [first] = await homePins(page, 1);
  const pin = await api(page, 'PinResource', 'get', { id: first!.id });
  await api(page, 'UserFollowResource', 'create', { user_id: pin.pinner.id });
  return pin as { id: string; board: { id: string }; pinner: { id: string; fullName: string } };
}

for (const [where, device] of Object.entries(DEVICES))
  test.describe(`on ${where}`, () => {
    test.use(device.use);
    // The admin command starts a TypeScript process, and axe reads a page of cards with overlays.
    test.setTimeout(120_000);

    test('an employee with ?deb_signals=1 sees ids and the feed source on each card', async ({
      page,
    }) => {
      const { username } = await signUp(page);
      const followed = await followSomeone(page);
      makeEmployee(username);
      const chunks = overlayChunks(page);

      // Without deb_: no overlay, and its code is not fetched.
      await page.goto('/');
      await expect(page.locator('[data-card]').first()).toBeVisible();
      await expect(page.getByTestId('debug-overlay')).toHaveCount(0);
      expect(chunks).toEqual([]);

      await page.goto('/?deb_signals=1');
      const card = page.locator(`[data-card="${followed.id}"]`);
      await card.scrollIntoViewIfNeeded();
      const overlay = card.getByTestId('debug-overlay');
      await expect(overlay).toContainText(`pin${followed.id}`);
      await expect(overlay).toContainText(`board${followed.board.id}`);
      await expect(overlay).toContainText(`pinner${followed.pinner.id}`);
      await expect(overlay).toContainText(`followed person: ${followed.pinner.fullName}`);
      await expect(overlay).toContainText(/server\d+ ms for the page/);
      await expect(overlay).toContainText(/clientrendered at \d+ ms/);
      expect(chunks.length).toBe(1);
      // Every card has one, and what it says is what the server says.
      const feed = await api(page, 'UserHomefeedResource', 'get', {});
      expect(feed.items[0].debug).toBeUndefined(); // the API without deb_ says nothing
      const first = page.locator('[data-card]').first();
      await expect(first.getByTestId('debug-overlay')).toContainText(/source(followed|fallback)/);
      // Text only: nothing in it takes focus, and clicks go through to the card.
      await expect(overlay.locator('a, button, input, [tabindex]')).toHaveCount(0);
      expect(await overlay.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
      await expectClean(page, device.width, device.touch);
    });

    test('someone who is not an employee sees nothing with ?deb_signals=1', async ({ page }) => {
      await signUp(page);
      const chunks = overlayChunks(page);
      const res = await page.goto('/?deb_signals=1');
      await expect(page.locator('[data-card]').first()).toBeVisible();
      // Neither the page's first feed page nor the API asked with deb_ carries debug data.
      expect(await res!.text()).not.toContain('"debug"');
      const options = encodeURIComponent(JSON.stringify({ options: {} }));
      const answer = await page
        .context()
        .request.get(`/resource/UserHomefeedResource/get/?data=${options}&deb_signals=1`);
      expect(answer.ok()).toBe(true);
      expect(await answer.text()).not.toContain('"debug"');
      await expect(page.getByTestId('debug-overlay')).toHaveCount(0);
      expect(chunks).toEqual([]);
      await expectClean(page, device.width, device.touch);
    });
  });
