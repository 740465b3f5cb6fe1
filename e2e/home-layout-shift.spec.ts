import { expect, test, type Page } from '@playwright/test';
import { signUp } from './helpers.ts';

// Issue 19, target 4: the demo's messages on (MESSAGES_BASE_URL has them), the banner above the
// home grid arrives with the page (apps/server/src/modules/web/home-placements.ts) and the app
// takes it over in place: the grid never moves, and the banner works as before.

const MESSAGES_BASE_URL = process.env.MESSAGES_BASE_URL ?? 'http://127.0.0.1:3001';
test.use({ baseURL: MESSAGES_BASE_URL });

const DESKTOP = { viewport: { width: 1440, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** Records every layout shift from the start of the page (the browser's own measure, CLS). */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Element }[];
      }[])
        if (!e.hadRecentInput)
          w.__shifts.push({
            value: e.value,
            sources: (e.sources ?? []).map((s) => String(s.node?.className ?? s.node?.nodeName)),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts);

/** The app's own renderer has the message (the server's markup carries no experience id). */
const takenOver = (page: Page, kind: string) =>
  expect(page.locator(`.placement[data-experience] .${kind}`)).toBeVisible({ timeout: 20_000 });

for (const [name, device] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(name, () => {
    test.use(device);

    test('signed out: the hero banner comes with the page, the grid never moves, Not now still dismisses it', async ({
      page,
    }) => {
      const served = await page.request.get('/');
      expect(await served.text()).toMatch(/data-ssr-placement="\d+"[^>]*><section class="xp-hero"/);
      await recordShifts(page);
      await page.goto('/');
      await expect(page.locator('.xp-hero')).toBeVisible();
      await takenOver(page, 'xp-hero');
      // Two frames and a moment for anything still to move.
      await page.waitForTimeout(500);
      expect(await shifts(page)).toEqual([]);
      await page.getByRole('button', { name: 'Not now' }).click();
      await expect(page.locator('.xp-hero')).toHaveCount(0);
      // Dismissed in this browser: the server no longer renders it either.
      const again = await page.request.get('/');
      expect(await again.text()).not.toContain('data-ssr-placement');
    });

    test('signed in: the callout comes with the page and the grid never moves', async ({
      page,
    }) => {
      await signUp(page);
      await recordShifts(page);
      await page.goto('/');
      await takenOver(page, 'xp-callout-neutral');
      await page.waitForTimeout(500);
      expect(await shifts(page)).toEqual([]);
      await expect(page.getByRole('link', { name: 'tune your home feed' })).toBeVisible();
    });
  });
}
