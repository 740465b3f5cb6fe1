import { expect, test, type Page } from '@playwright/test';
import { api, signUp } from './helpers.ts';

type FeedPin = {
  id: string;
  board: { id: string; name: string };
  recommendationReason: { reason: string; reasonId: string | null } | null;
};

async function followBoard(page: Page, boardId: string) {
  const request = page.context().request;
  await request.get('/healthz');
  const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;
  const res = await request.put(`/v3/boards/${boardId}/follow/`, {
    headers: { 'X-CSRFToken': token },
  });
  expect(res.ok()).toBe(true);
}

const cardOf = (page: Page, id: string) =>
  page.getByTestId('pin-grid').locator(`article[data-card="${id}"]`);

test('hide a followed board’s pin, undo, hide again and unfollow its board from the overlay; it is gone after a reload; restore both from /edit', async ({
  page,
}) => {
  await signUp(page);
  // Follow the board of a pin near the top of the feed.
  const first: FeedPin[] = (await api(page, 'UserHomefeedResource', 'get', { page_size: 10 }))
    .items;
  const board = first[0]!.board;
  await followBoard(page, board.id);
  const page1: FeedPin[] = (await api(page, 'UserHomefeedResource', 'get', { page_size: 25 }))
    .items;
  const fromBoard = page1.filter((p) => p.board.id === board.id);
  expect(fromBoard[0]!.recommendationReason).toMatchObject({
    reason: 'followed_board',
    reasonId: board.id,
  });
  const target = fromBoard[0]!.id;

  await page.goto('/');
  const card = cardOf(page, target);
  await expect(card.locator('.card-meta-text')).toHaveText(
    `From ${board.name}, a board you follow`,
  );
  await card.hover();
  await card.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Hide Pin' }).click();
  const overlay = page.getByRole('status').filter({ hasText: 'Pin hidden' });
  await expect(overlay).toContainText("Got it! We won't show you this Pin.");
  await expect(overlay.getByRole('link', { name: 'Tune your home feed' })).toHaveAttribute(
    'href',
    '/edit',
  );
  await overlay.getByRole('button', { name: 'Undo' }).click();
  await expect(cardOf(page, target).locator('a.card')).toBeVisible();

  await cardOf(page, target).hover();
  await cardOf(page, target).getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Hide Pin' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'Pin hidden' })
    .getByRole('button', { name: 'Unfollow' })
    .click();
  const done = page.getByRole('status').filter({ hasText: 'Unfollowed' });
  await expect(done).toContainText(`You won't see Pins from ${board.name} in your home feed.`);
  await expect(done.getByRole('button', { name: 'Unfollow' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('pin-grid').locator('article').first()).toBeVisible();
  for (const p of fromBoard) await expect(cardOf(page, p.id)).toHaveCount(0);
  const after: FeedPin[] = (await api(page, 'UserHomefeedResource', 'get', { page_size: 50 }))
    .items;
  expect(after.filter((p) => p.board.id === board.id)).toEqual([]);

  // Tune your home feed: switch the board back on and restore the hidden pin.
  await page.goto('/edit');
  await expect(page.getByRole('heading', { name: 'Tune your home feed' })).toBeVisible();
  const toggle = page.getByRole('switch', { name: `Show Pins from ${board.name}` });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  const hidden = page.locator('.tune-hidden li');
  await expect(hidden).toHaveCount(1);
  await hidden.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('No hidden Pins.')).toBeVisible();

  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(cardOf(page, target).locator('a.card')).toBeVisible();
});

test('explore ideas: open an interest, follow it, and see it on /edit', async ({ page }) => {
  await signUp(page);
  await page.goto('/ideas/');
  await page.locator('.idea-tile', { hasText: 'Baking' }).click();
  await expect(page.getByRole('heading', { name: 'Baking', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Baking | Tack');
  await expect(page.getByTestId('pin-grid').locator('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await page.goto('/edit');
  await expect(page.getByRole('switch', { name: 'Show Pins from Baking' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('search boards and people from the result tabs', async ({ page }) => {
  await page.goto('/search/pins/?q=garden');
  await page.getByRole('link', { name: 'Boards', exact: true }).click();
  await expect(page).toHaveURL(/\/search\/boards\/\?q=garden/);
  await expect(page.locator('.board-card', { hasText: 'Garden plans' }).first()).toBeVisible();
  await page.goto('/search/pins/?q=maya');
  await page.getByRole('link', { name: 'People' }).click();
  await page.getByRole('link', { name: /Maya Okafor/ }).click();
  await expect(page).toHaveURL(/\/maya_makes\/$/);
});

test('a closeup shows related pins from the same board, interests or site', async ({ page }) => {
  // A demo pin on a board of several: pins other tests create may share nothing with anything.
  const [pin] = await api(page, 'SearchPinsResource', 'get', {
    query: 'garden',
    page_size: 1,
  }).then((d) => d.items);
  const related: FeedPin[] = (
    await api(page, 'RelatedPinsResource', 'get', { pin_id: pin.id, page_size: 5 })
  ).items;
  expect(related.length).toBeGreaterThan(0);
  await page.goto(`/pin/${pin.id}/`);
  await expect(page.getByRole('heading', { name: 'More to explore' })).toBeVisible();
  await expect(cardOf(page, related[0]!.id).locator('a.card')).toBeVisible();
  await expect(cardOf(page, pin.id)).toHaveCount(0);
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the reason line has a row of its own under the pinner’s 44 px link', async ({ page }) => {
    await signUp(page);
    const first: FeedPin[] = (await api(page, 'UserHomefeedResource', 'get', { page_size: 10 }))
      .items;
    const board = first[0]!.board;
    await followBoard(page, board.id);
    const page1: FeedPin[] = (await api(page, 'UserHomefeedResource', 'get', { page_size: 25 }))
      .items;
    const target = page1.find((p) => p.board.id === board.id)!.id;

    await page.goto('/');
    const card = cardOf(page, target);
    await card.scrollIntoViewIfNeeded();
    const reason = card.locator('.card-row-reason');
    await expect(reason).toHaveText(`From ${board.name}, a board you follow`);
    const pinner = card.locator('.card-row-attribution a.card-pinner');
    const link = (await pinner.boundingBox())!;
    expect(link.height).toBeGreaterThanOrEqual(44);
    expect((await reason.boundingBox())!.y).toBeGreaterThanOrEqual(link.y + link.height);
    // The footer is as tall as the grid reserved: its last row ends inside the card.
    const body = (await card.locator('.card-body').boundingBox())!;
    const last = (await card.locator('.card-row').last().boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(body.y + body.height + 0.5);
  });
});
