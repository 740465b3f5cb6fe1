import { expect, test } from '@playwright/test';
import { api, signUp } from './helpers.ts';

type FeedPin = {
  id: string;
  board: { name: string; url: string } | null;
  pinJoin: { annotationsWithLinksArray: { name: string; url: string }[] };
};

async function mostAnnotated(page: import('@playwright/test').Page): Promise<FeedPin> {
  const items: FeedPin[] = (await api(page, 'UserHomefeedResource', 'get', { page_size: 60 }))
    .items;
  return items.sort(
    (a, b) =>
      b.pinJoin.annotationsWithLinksArray.length - a.pinJoin.annotationsWithLinksArray.length,
  )[0]!;
}

test('annotation chips scroll by half their width, with arrows only where there is more', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  const pin = await mostAnnotated(page);
  expect(pin.pinJoin.annotationsWithLinksArray.length).toBeGreaterThanOrEqual(2);
  await page.goto(`/pin/${pin.id}/`);
  const nav = page.getByRole('navigation', { name: 'Related interests' });
  await expect(
    nav.getByRole('link', { name: pin.pinJoin.annotationsWithLinksArray[0]!.name }),
  ).toBeVisible();
  const row = page.getByTestId('annotation-row');
  // Squeeze the row so it overflows whatever the chips' widths.
  await row.evaluate((el) => void (el.style.maxWidth = '60px'));
  await page.evaluate(() => window.dispatchEvent(new Event('resize')));
  await expect(nav.getByRole('button', { name: 'Scroll left' })).toHaveCount(0);
  // One step is half the row's width (the row overflows by more than a whole width).
  const [expected, overflow] = await row.evaluate((el) => [
    el.clientWidth / 2,
    el.scrollWidth - el.clientWidth,
  ]);
  expect(overflow).toBeGreaterThan(expected * 2);
  await nav.getByRole('button', { name: 'Scroll right' }).click();
  await expect
    .poll(() => row.evaluate((el) => el.scrollLeft))
    .toBeGreaterThanOrEqual(Math.floor(expected) - 1);
  expect(await row.evaluate((el) => el.scrollLeft)).toBeLessThanOrEqual(Math.ceil(expected) + 1);
  await expect(nav.getByRole('button', { name: 'Scroll left' })).toBeVisible();
});

test('signed out, "More about this Pin" opens the drawer; signed in it is not offered', async ({
  page,
}) => {
  await page.goto('/');
  const pin = await mostAnnotated(page);
  await page.goto(`/pin/${pin.id}/`);
  await page.getByRole('button', { name: 'More about this Pin' }).click();
  const drawer = page.getByRole('dialog', { name: 'More about this Pin' });
  await expect(drawer.getByRole('heading', { name: 'Pin is from' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: pin.board!.name })).toHaveAttribute(
    'href',
    pin.board!.url.toLowerCase(),
  );
  await expect(
    drawer.getByRole('link', { name: pin.pinJoin.annotationsWithLinksArray[0]!.name }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  await signUp(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More about this Pin' })).toHaveCount(0);
});
