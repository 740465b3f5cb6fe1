import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, signUp } from './helpers.ts';
import { findCard, type ApiPin } from './card-helpers.ts';

// The card's motion on hover and in the carousel (spec §4 "Card visibility", §9).

/** Samples a computed style of `el` on every frame while `act` runs and `ms` more. */
async function sample(el: Locator, prop: string, act: () => Promise<void>, ms = 800) {
  await el.evaluate(
    (node, [p, span]) => {
      const w = window as unknown as { samples: [number, string][] };
      w.samples = [];
      const t0 = performance.now();
      const tick = () => {
        w.samples.push([performance.now(), getComputedStyle(node).getPropertyValue(p as string)]);
        if (performance.now() - t0 < (span as number)) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    [prop, ms + 400] as const,
  );
  await act();
  await el.page().waitForTimeout(ms + 500);
  return el.page().evaluate(() => (window as unknown as { samples: [number, string][] }).samples);
}

/** A carousel pin of the signed-out home feed. */
async function carouselPin(page: Page): Promise<ApiPin> {
  const feed: ApiPin[] = (await api(page, 'UserHomefeedResource', 'get', { page_size: 60 })).items;
  const pin = feed.find((p) => p.carouselData);
  expect(pin, 'a carousel pin in the demo feed').toBeTruthy();
  return pin!;
}

test('hover: the overlay fades in over 120 ms; signed out, Save shows and opens the login prompt', async ({
  page,
}) => {
  await page.goto('/');
  const card = page.getByTestId('pin-grid').locator('article').first();
  const overlay = card.locator('.card-overlay');
  await expect(overlay).toHaveCSS('opacity', '0');
  await expect(overlay).toHaveCSS('transition-property', 'opacity');
  await expect(overlay).toHaveCSS('transition-duration', '0.12s');
  await expect(card.locator('.card-actions')).toHaveCSS('transition-duration', '0.12s');
  const seen = (await sample(overlay, 'opacity', () => card.hover(), 400)).map(
    ([t, v]) => [t, Number(v)] as const,
  );
  const start = seen.find(([, v]) => v > 0)!;
  const end = seen.find(([, v]) => v >= 1)!;
  expect(start && end).toBeTruthy();
  // Frames in between show it part-way, and it is fully in within a few frames of 120 ms.
  expect(seen.some(([, v]) => v > 0.02 && v < 0.98)).toBe(true);
  expect(end[0] - start[0]).toBeLessThan(300);

  // Signed out: the hover offers Save (no board chip), and Save asks to log in.
  await expect(card.locator('.card-actions')).toHaveCSS('opacity', '1');
  await expect(card.getByRole('link', { name: /Save to board/ })).toHaveCount(0);
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Log in to save this Pin' })).toBeVisible();
});

test('carousel: the track slides over 0.25 s, the slot picks the source link and the opened slot, its title shows for 4 s after each change', async ({
  page,
}) => {
  const pin = await carouselPin(page);
  await page.goto('/');
  const slots = (pin.carouselData as { slots: { link: string | null; title: string }[] }).slots;
  const card = await findCard(page, pin.id);
  const track = card.locator('.carousel-track');
  await expect(track).toHaveCSS('transition-property', 'transform');
  await expect(track).toHaveCSS('transition-duration', '0.25s');
  const title = card.locator('.slot-title');
  // Shown on first render too, and gone 4 s later.
  await expect(title).toHaveText(slots[0]!.title);

  const width = (await card.locator('a.card').boundingBox())!.width;
  const next = card.locator('.carousel-arrow.right');
  // translateX of `matrix(a, b, c, d, tx, ty)`, 0 for `none`.
  let changed = 0;
  const click = async () => {
    changed = Date.now();
    await next.click();
  };
  const moved = (await sample(track, 'transform', click, 400)).map(([t, v]) => [
    t,
    v === 'none' ? 0 : Number(v.split(',')[4]),
  ]);
  const xs = moved.map(([, x]) => x!);
  expect(
    xs.some((x) => x < -1 && x > -width + 1),
    `part-way positions in ${xs}`,
  ).toBe(true);
  const from = moved.find(([, x]) => x! < -1)!;
  const to = moved.find(([, x]) => Math.abs(x! + width) < 0.5)!;
  expect(to[0]! - from[0]!).toBeGreaterThan(100);
  expect(to[0]! - from[0]!).toBeLessThan(450);
  await expect(card.getByLabel('Image 2 of 3')).toBeVisible();

  // The slot's link is the card's source link; the title shows again and hides after 4 s.
  await expect(title).toHaveText(slots[1]!.title);
  await card.hover();
  await expect(card.locator('.card-actionbar a')).toHaveAttribute(
    'href',
    `/offsite/?${new URLSearchParams({ url: slots[1]!.link!, pin: pin.id })}`,
  );
  await page.waitForTimeout(Math.max(0, 3300 - (Date.now() - changed)));
  await expect(title).toBeVisible();
  await expect(title).toHaveCount(0, { timeout: 2500 });
  await card.locator('.carousel-arrow.left').click();
  await expect(title).toHaveText(slots[0]!.title);
  await expect(card.locator('.card-actionbar a')).toHaveAttribute(
    'href',
    `/offsite/?${new URLSearchParams({ url: slots[0]!.link!, pin: pin.id })}`,
  );
  await next.click();
  // The image leaves for the slot's link (§2): Open Pin opens the closeup at the slot.
  await card.getByRole('link', { name: /^Open Pin/ }).click();
  await expect(page).toHaveURL(new RegExp(`/pin/${pin.id}/\\?slot=1$`));
});

test('carousel on a touch screen: a left swipe moves forward, a right swipe back, within the slots; slow or vertical swipes do not', async ({
  browser,
}) => {
  // A touch screen at the desktop size (phones are covered by long-press.spec.ts).
  const context = await browser.newContext({
    hasTouch: true,
    viewport: { width: 1600, height: 1000 },
  });
  const page = await context.newPage();
  const pin = await carouselPin(page);
  await page.goto('/');
  const link = page.getByTestId('pin-grid').locator(`article[data-card="${pin.id}"] a.card`);
  for (let i = 0; i < 60 && !(await link.count()); i++)
    await page.evaluate(() => window.scrollBy(0, 600));
  await link.scrollIntoViewIfNeeded();
  const card = page.getByTestId('pin-grid').locator(`article[data-card="${pin.id}"]`);
  const box = (await link.boundingBox())!;
  const y = box.y + Math.min(box.height / 2, 120);
  const cdp = await context.newCDPSession(page);
  // Each touch carries its own time (the card reads the events' timeStamp), 20 ms apart: a swipe
  // is as fast or as slow as the test says, however long the busy machine takes to deliver it.
  const touch = (type: string, at: number, x?: number, toY = y) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: x === undefined ? [] : [{ x, y: toY }],
      timestamp: at / 1000,
    });
  async function swipe(fromX: number, toX: number, holdMs = 0, toY = y) {
    const start = Date.now();
    await touch('touchStart', start, fromX);
    for (let k = 1; k <= 4; k++)
      await touch(
        'touchMove',
        start + 20 * k,
        fromX + ((toX - fromX) * k) / 4,
        y + ((toY - y) * k) / 4,
      );
    await touch('touchEnd', start + 100 + holdMs);
  }
  const [left, right] = [box.x + box.width * 0.8, box.x + box.width * 0.2];

  await swipe(left, right);
  await expect(card.getByLabel('Image 2 of 3')).toBeVisible();
  await swipe(left, right);
  await expect(card.getByLabel('Image 3 of 3')).toBeVisible();
  await swipe(left, right); // bounded by the slot count
  await expect(card.getByLabel('Image 3 of 3')).toBeVisible();
  await swipe(right, left);
  await expect(card.getByLabel('Image 2 of 3')).toBeVisible();
  // Slower than 500 ms, or mostly vertical: not a carousel swipe.
  await swipe(left, right, 600);
  await expect(card.getByLabel('Image 2 of 3')).toBeVisible();
  await swipe(box.x + box.width / 2, box.x + box.width / 2 - 30, 0, y + 120);
  await expect(card.getByLabel('Image 2 of 3')).toBeVisible();
  // Swiping never opened the pin.
  await expect(page).toHaveURL(/\/$/);
  await context.close();
});

test('signed in, the hover has the quick Save and "Save to board" (the save flow); after a quick save, a link to the board it went to', async ({
  page,
}) => {
  const { username } = await signUp(page);
  await page.goto('/');
  const card = page.getByTestId('pin-grid').locator('article').nth(1);
  const id = await card.getAttribute('data-card');
  await card.hover();
  await expect(card.getByRole('link', { name: /Save to board/ })).toHaveAttribute(
    'href',
    `/pin/${id}/repin/`,
  );
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  const board = card.getByRole('link', { name: 'Saved to Profile' });
  await expect(board).toHaveText('Profile');
  // A quick save goes to the profile (spec §2 "/me/"): its saved pins.
  await expect(board).toHaveAttribute('href', `/${username}/_saved`);
  await page.mouse.move(1, 1);
  // The saved overlay stays on the card without hover.
  await expect(card.locator('.card-actions')).toHaveCSS('opacity', '1');
  await board.click();
  await expect(page).toHaveURL(new RegExp(`/${username}/_saved$`));
  await expect(page.getByTestId('pin-grid').locator('article[data-card]')).toHaveCount(1);

  await page.goto('/');
  const other = page.getByTestId('pin-grid').locator('article').nth(2);
  await other.hover();
  await other.getByRole('link', { name: /Save to board/ }).click();
  await expect(page).toHaveURL(/\/pin\/\d+\/repin\/$/);
  await expect(page).toHaveTitle(/Save Pin/);
});
