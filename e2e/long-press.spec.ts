import { expect, test, type Page } from '@playwright/test';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

/** A finger on the screen through Chromium's touch input: down, an optional drift, then up. */
async function finger(page: Page, x: number, y: number, drift = 0) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  if (drift)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + drift, y }],
    });
  return () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('a long press (over 500 ms, under 10 px) opens the card menu and does not open the pin; shorter or moving presses do not', async ({
  page,
}) => {
  await page.goto('/');
  const card = page.getByTestId('pin-grid').locator('article').first();
  await expect(card).toBeVisible();
  const box = (await card.locator('a.card').boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + Math.min(box.height / 2, 120)];
  const menu = page.getByRole('menu', { name: 'Pin options' });

  // Held 300 ms: not yet a long press. The touch is dispatched in the page, its release on the
  // page's own timer: from the test, on a busy machine, the finger could be lifted late.
  const opened = await page.evaluate(
    async ([x, y]) => {
      const target = document.elementFromPoint(x!, y!)!;
      const touch = new Touch({ identifier: 1, target, clientX: x!, clientY: y! });
      const send = (type: string, touches: Touch[]) =>
        target.dispatchEvent(
          new TouchEvent(type, {
            touches,
            targetTouches: touches,
            changedTouches: [touch],
            bubbles: true,
            cancelable: true,
          }),
        );
      const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
      send('touchstart', [touch]);
      await wait(300);
      send('touchend', []);
      await wait(1000);
      return document.querySelector('[role="menu"]') !== null;
    },
    [x, y],
  );
  expect(opened).toBe(false);

  // Held long but moved 25 px: not a long press.
  let up = await finger(page, x, y, 25);
  await page.waitForTimeout(700);
  await expect(menu).toHaveCount(0);
  await up();
  await page.goto('/');
  await expect(card).toBeVisible();

  // Held over 500 ms, moved 6 px: the menu opens while the finger is down; lifting it does not open the pin.
  up = await finger(page, x, y, 6);
  await expect(menu.getByRole('menuitem', { name: 'Open', exact: true })).toBeVisible();
  await up();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/$/);
  await expect(menu).toBeVisible();
});
