import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, signUp } from './helpers.ts';

type FeedPin = {
  id: string;
  isPromoted: boolean;
  videos: unknown;
  embed: unknown;
  storyPinData: unknown;
  carouselData: unknown;
  richSummary: { typeName: string } | null;
};

const cardLink = (page: Page, id: string) =>
  page.getByTestId('pin-grid').locator(`article[data-card="${id}"] a.card`);

/** Scrolls the virtualized grid until the pin's card is in the DOM, then into view. */
async function findCard(page: Page, id: string): Promise<Locator> {
  const link = cardLink(page, id);
  for (let i = 0; i < 30 && !(await link.count()); i++) await page.mouse.wheel(0, 700);
  await link.scrollIntoViewIfNeeded();
  return link;
}

const videoOf = (card: Locator) => card.locator('video.card-motion');
const isPlaying = (card: Locator) =>
  videoOf(card).evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0);

test('the demo feed shows every card kind (screenshot at 1600x1000 in the artifacts)', async ({
  page,
}, info) => {
  await page.goto('/');
  await signUp(page); // footers (labels such as "Promoted by") are for signed-in viewers
  await page.reload();
  const grid = page.getByTestId('pin-grid');
  for (const kind of ['video', 'gif', 'storyPin', 'product', 'recipe', 'image'])
    await expect(grid.locator(`a.card[data-pin-type="${kind}"]`).first()).toBeAttached();
  await expect(grid.locator('a.card .dots').first()).toBeAttached();
  await expect(grid.getByText(/Promoted by/).first()).toBeAttached();
  await expect(grid.locator('a.card[data-pin-type="storyPin"] .pin-type').first()).toHaveText(
    /▶ 0:20/,
  );
  const shot = await page.screenshot({ path: info.outputPath('home-feed-1600x1000.png') });
  await info.attach('home feed at 1600x1000', { body: shot, contentType: 'image/png' });
});

test('videos play on hover, one organic video at a time, promoted ones alongside; a gif animates on hover', async ({
  page,
}) => {
  // Tall enough that the videos compared are on screen together (Chromium pauses hidden ones).
  await page.setViewportSize({ width: 1600, height: 3000 });
  await page.goto('/');
  const feed: FeedPin[] = (await api(page, 'UserHomefeedResource', 'get', { page_size: 60 })).items;
  const organic = feed.filter((p) => p.videos && !p.isPromoted);
  const promoted = feed.find((p) => p.videos && p.isPromoted)!;
  expect(organic.length).toBeGreaterThanOrEqual(2);
  expect(promoted).toBeTruthy();

  // Hover plays; leaving pauses and keeps the time.
  const a = await findCard(page, organic[0]!.id);
  await a.hover();
  await expect.poll(() => isPlaying(a)).toBe(true);
  await page.mouse.move(1, 1);
  await expect.poll(() => videoOf(a).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  const kept = await videoOf(a).evaluate((v: HTMLVideoElement) => v.currentTime);
  expect(kept).toBeGreaterThan(0);

  // Keyboard focus keeps A playing; hovering another organic video is then ignored...
  await a.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect.poll(() => isPlaying(a)).toBe(true);
  const b = await findCard(page, organic[1]!.id);
  await b.hover();
  await page.waitForTimeout(800);
  expect(await videoOf(b).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  expect(await isPlaying(a)).toBe(true);
  // ...while a promoted video plays alongside.
  const c = await findCard(page, promoted.id);
  await page.mouse.move(1, 1);
  await c.hover();
  await expect.poll(() => isPlaying(c)).toBe(true);
  expect(await isPlaying(a)).toBe(true);

  // A gif shows its animation only while hovered.
  const gif = feed.find((p) => p.embed)!;
  const g = await findCard(page, gif.id);
  await expect(g.locator('img.card-motion')).toHaveCount(0);
  await page.mouse.move(1, 1);
  await g.hover();
  await expect(g.locator('img.card-motion')).toBeVisible();
});
