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
  object_id: string | null;
}

/** The e2e server's database, read-only. */
function openDb() {
  const dir = process.env.TACK_E2E_DATA_DIR;
  if (!dir) throw new Error('TACK_E2E_DATA_DIR is not set (run through npm run test:e2e)');
  return new Database(path.join(dir, 'tack.db'), { readonly: true, fileMustExist: true });
}

/** A name in a table, by id (the boards and interests the follow events name). */
function nameOf(table: 'boards' | 'interests', id: string): string | undefined {
  const db = openDb();
  try {
    return (db.prepare(`SELECT name FROM ${table} WHERE id = ?`).get(id) as { name: string })?.name;
  } finally {
    db.close();
  }
}

function eventsOf(userId: string): Row[] {
  const db = openDb();
  try {
    return db
      .prepare(
        'SELECT event_type, pin_id, page_kind, view_type, aux_data, object_id FROM events WHERE user_id = ? ORDER BY id',
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
  // A pin with a link (another test may have put an image-only or removed pin first).
  // Picked among the cards on screen once the grid shows the top again (it mounts the cards
  // there a frame or more after the scroll), then found by its id: "the first such card in the
  // page" could be one still mounted from further down, and another one by the time of the click
  // (this test's flake in CI: the closeup of another pin opened).
  const onScreen = () =>
    page.evaluate(() => {
      const cards = [...document.querySelectorAll('[data-testid="pin-grid"] article')]
        .filter((a) => a.querySelector('a.card[href^="/offsite/"]'))
        .map((a) => ({ id: a.getAttribute('data-card'), top: a.getBoundingClientRect().top }))
        .filter((c) => c.top >= 0 && c.top < innerHeight - 200)
        .sort((a, b) => a.top - b.top);
      return cards[0]?.id ?? null;
    });
  await expect.poll(onScreen).not.toBeNull();
  const pinId = (await onScreen())!;
  const card = grid.locator(`article[data-card="${pinId}"]`);
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

test('an open dialog pauses impressions: cards that come into view meanwhile count once it closes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 700 });
  const { id: userId } = await signUp(page);
  await page.goto('/');
  const grid = page.getByTestId('pin-grid');
  await expect(grid.locator('article').first()).toBeVisible();
  const count = () => eventsOf(userId).filter((e) => e.event_type === 3).length;
  // What the first screen logs, settled.
  let before = -1;
  await expect
    .poll(
      async () => {
        await flush(page);
        await page.waitForTimeout(400);
        const now = count();
        const settled = now > 0 && now === before;
        before = now;
        return settled;
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  // A dialog over the grid; then more of the grid comes into view behind it.
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Create board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create board' });
  await expect(dialog).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 2200 });
  await expect(grid.locator('article').nth(20)).toBeVisible();
  await page.waitForTimeout(600);
  await flush(page);
  await page.waitForTimeout(1000);
  expect(count(), 'no impression is logged while the dialog is open').toBe(before);

  // Closed: tracking resumes, and what is on screen now counts.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await flush(page);
  await expect.poll(count, { timeout: 10_000 }).toBeGreaterThan(before);
});

test('the whole grid shares one IntersectionObserver', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // Counts the observers made with the impression tracker's 143 px top margin, and what they watch.
  await page.addInitScript(() => {
    const Native = window.IntersectionObserver;
    const w = window as unknown as { impressionObservers: number; observed: number };
    w.impressionObservers = 0;
    w.observed = 0;
    window.IntersectionObserver = class extends Native {
      constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super(cb, options);
        if (options?.rootMargin?.startsWith('-143px')) {
          w.impressionObservers += 1;
          const observe = this.observe.bind(this);
          this.observe = (el: Element) => {
            w.observed += 1;
            observe(el);
          };
        }
      }
    };
  });
  await signUp(page);
  await page.goto('/');
  await expect(page.getByTestId('pin-grid').locator('article').nth(10)).toBeVisible();
  await scrollThrough(page, 10, 400);
  const counts = await page.evaluate(() => {
    const w = window as unknown as { impressionObservers: number; observed: number };
    return { observers: w.impressionObservers, observed: w.observed };
  });
  expect(counts.observers).toBe(1);
  expect(counts.observed).toBeGreaterThan(20);
});

test('following and unfollowing a board and a topic logs 26/27 and 601/602 with their ids', async ({
  page,
}) => {
  const { id: userId } = await signUp(page);
  // A board of someone else's, from the board search.
  await page.goto('/search/boards/?q=garden');
  await page.locator('.board-card', { hasText: 'Garden plans' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Garden plans');
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await page.getByRole('button', { name: 'Following' }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  // The button flips at once; the calls and their events follow. A full navigation now would
  // cancel what is still on its way, so the board's two events are awaited here first.
  const follows = () => eventsOf(userId).filter((e) => [26, 27, 601, 602].includes(e.event_type));
  await expect
    .poll(async () => (await flush(page), follows().map((e) => e.event_type)))
    .toEqual([26, 27]);
  // A topic, from Explore.
  await page.goto('/ideas/');
  await page.locator('.idea-tile', { hasText: 'Baking' }).click();
  await expect(page.getByRole('heading', { name: 'Baking', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await page.getByRole('button', { name: 'Following' }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await expect
    .poll(async () => (await flush(page), follows().map((e) => e.event_type)))
    .toEqual([26, 27, 601, 602]);
  const [follow, unfollow, topic, untopic] = follows();
  expect(unfollow!.object_id).toBe(follow!.object_id);
  expect(nameOf('boards', follow!.object_id!)).toBe('Garden plans');
  expect(untopic!.object_id).toBe(topic!.object_id);
  expect(nameOf('interests', topic!.object_id!)).toBe('Baking');
});
