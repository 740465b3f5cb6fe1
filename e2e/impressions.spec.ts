import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { signUp } from './helpers.ts';

// Impression tracking and pin clicks (pin-card-and-saving.md §7, §9). What the browser logged is
// read back from the e2e server's own database file (read-only), as the server stored it: there
// is no endpoint that lists the event log, and none is added for tests.

interface Row {
  event_type: number;
  pin_id: string | null;
  page_kind: string | null;
  view_type: number | null;
  aux_data: string | null;
}

function eventsOf(userId: string): Row[] {
  const dir = process.env.TACK_E2E_DATA_DIR;
  if (!dir) throw new Error('TACK_E2E_DATA_DIR is not set (run through npm run test:e2e)');
  const db = new Database(path.join(dir, 'tack.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        'SELECT event_type, pin_id, page_kind, view_type, aux_data FROM events WHERE user_id = ? ORDER BY id',
      )
      .all(userId) as Row[];
  } finally {
    db.close();
  }
}

/**
 * The app sends its queue every 5 s, when a batch is full, and when the page hides: a test makes
 * it hide now. The queue may already be empty (sent meanwhile), so the test then reads the
 * database until what it expects is there.
 */
async function flush(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
}

async function scrollThrough(page: Page, steps: number, dy: number) {
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, dy);
    await page.waitForTimeout(120);
  }
}

test('scrolling the grid logs each milestone of each pin once; opening a closeup logs one pin click', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { id: userId } = await signUp(page);
  const sent: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/resource/EventBatchResource/create/')) sent.push(r.status());
  });
  await page.goto('/');
  const grid = page.getByTestId('pin-grid');
  await expect(grid.locator('article').first()).toBeVisible();
  await page.mouse.move(720, 500);
  await scrollThrough(page, 12, 250);
  // Back up and down again: the same pins at the same milestones are not logged again (§9's
  // 28-day window is per browser).
  await scrollThrough(page, 12, -250);
  await scrollThrough(page, 6, 250);
  await flush(page);

  await expect
    .poll(() => eventsOf(userId).filter((e) => e.event_type === 3).length)
    .toBeGreaterThan(10);
  const impressions = eventsOf(userId).filter((e) => e.event_type === 3);
  const counts = new Map<string, number>();
  for (const e of impressions) {
    const key = `${e.pin_id}:${JSON.parse(e.aux_data ?? '{}').milestone}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  expect(
    [...counts.values()].every((n) => n === 1),
    JSON.stringify([...counts]),
  ).toBe(true);
  const milestonesOf = (pin: string) =>
    impressions
      .filter((e) => e.pin_id === pin)
      .map((e) => JSON.parse(e.aux_data!).milestone)
      .sort();
  const fullySeen = [...new Set(impressions.map((e) => e.pin_id!))].filter((p) =>
    milestonesOf(p).includes(1),
  );
  expect(fullySeen.length).toBeGreaterThan(3);
  // A fully seen pin passed every milestone on its way in.
  for (const p of fullySeen) expect(milestonesOf(p)).toEqual([0, 0.5, 0.8, 1]);
  expect(impressions.every((e) => e.view_type === 1 && e.page_kind === 'home')).toBe(true);

  // Opening a closeup from a card: one pin click (12) for that pin.
  await page.evaluate(() => window.scrollTo(0, 0));
  // The image leaves for the pin's link (§2): Open Pin opens the closeup.
  const card = grid.locator('article').first();
  const pinId = (await card.getAttribute('data-card'))!;
  await card.hover();
  await card.getByRole('link', { name: /^Open Pin/ }).click();
  await expect(page).toHaveURL(new RegExp(`/pin/${pinId}/`));
  await flush(page);
  await expect
    .poll(() =>
      eventsOf(userId)
        .filter((e) => e.event_type === 12)
        .map((e) => e.pin_id),
    )
    .toEqual([pinId]);
});
