import { expect, test, type Page } from '@playwright/test';
import { api, signUp } from './helpers.ts';
import { axeViolations } from './walk-checks.ts';

/**
 * Hide Pin from the surface a card is on (pin-card-and-saving.md §4 feedback states, §7): search
 * results hide from search, related pins from p2p, and a weight-loss ad anywhere opts the viewer
 * out of such ads with §8's message.
 */
type Found = {
  id: string;
  title: string;
  isPromoted: boolean;
  adData: { isWeightLossAd: boolean } | null;
};

const cardOf = (page: Page, id: string) =>
  page.getByTestId('pin-grid').locator(`article[data-card="${id}"]`);

async function hideCard(page: Page, id: string) {
  const card = cardOf(page, id);
  await card.hover();
  await card.getByRole('button', { name: 'More options' }).click();
  await page.getByRole('menuitem', { name: 'Hide Pin' }).click();
}

const search = async (page: Page, query: string): Promise<Found[]> =>
  (await api(page, 'SearchPinsResource', 'get', { query, page_size: 25 })).items;

test('a search result hides from search only: no Tune your home feed, gone after a reload', async ({
  page,
}) => {
  await signUp(page);
  // Promoted pins have no card menu (§6): hide an ordinary one.
  const pin = (await search(page, 'garden')).find((p) => !p.isPromoted);
  await page.goto('/search/pins/?q=garden');
  await hideCard(page, pin!.id);
  const overlay = page.getByRole('status').filter({ hasText: 'Pin hidden' });
  await expect(overlay).toContainText("Got it! We won't show you this Pin.");
  await expect(overlay.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(overlay.getByRole('link', { name: 'Tune your home feed' })).toHaveCount(0);
  expect((await search(page, 'garden')).map((p) => p.id)).not.toContain(pin!.id);
  // The hide is search's: the pin is still the viewer's to see elsewhere.
  expect((await api(page, 'PinResource', 'get', { id: pin!.id })).id).toBe(pin!.id);
  await page.reload();
  await expect(cardOf(page, pin!.id)).toHaveCount(0);
});

test('a related pin under a closeup hides from p2p, and Undo brings it back', async ({ page }) => {
  await signUp(page);
  // A demo pin with an ordinary related pin (pins other tests make may have no relations).
  let pin: Found | undefined;
  let target = '';
  for (const candidate of (await search(page, 'garden')).filter((p) => !p.isPromoted)) {
    const related: Found[] = (
      await api(page, 'RelatedPinsResource', 'get', { pin_id: candidate.id, page_size: 5 })
    ).items;
    const ordinary = related.find((p) => !p.isPromoted);
    if (ordinary) {
      pin = candidate;
      target = ordinary.id;
      break;
    }
  }
  expect(pin, 'a demo pin with related pins').toBeTruthy();
  await page.goto(`/pin/${pin!.id}/`);
  await hideCard(page, target);
  const overlay = page.getByRole('status').filter({ hasText: 'Pin hidden' });
  // The overlay shows once the server took the hide.
  await expect(overlay).toContainText("Got it! We won't show you this Pin.");
  await expect(overlay.getByRole('link', { name: 'Tune your home feed' })).toHaveCount(0);
  const again = async () =>
    (await api(page, 'RelatedPinsResource', 'get', { pin_id: pin!.id, page_size: 25 })).items.map(
      (p: Found) => p.id,
    );
  expect(await again()).not.toContain(target);
  await overlay.getByRole('button', { name: 'Undo' }).click();
  await expect(cardOf(page, target).locator('a.card')).toBeVisible();
  expect(await again()).toContain(target);
});

test('hiding a weight-loss ad says so, and such ads leave the viewer’s feeds', async ({ page }) => {
  await signUp(page);
  // The demo has one: a promoted pin marked as a weight-loss ad.
  let ad: Found | undefined;
  let bookmark: string | undefined;
  for (let i = 0; i < 20 && !ad; i++) {
    const res = await api(page, 'UserHomefeedResource', 'get', {
      page_size: 50,
      ...(bookmark ? { bookmark } : {}),
    });
    ad = (res.items as Found[]).find((p) => p.adData?.isWeightLossAd);
    bookmark = res.bookmark;
    if (!bookmark) break;
  }
  expect(ad, 'the demo has a weight-loss ad').toBeTruthy();
  // Promoted cards have no menu (§6): the ad's closeup offers it.
  await page.goto(`/pin/${ad!.id}/`);
  await page.getByRole('button', { name: 'More options' }).first().click();
  await page.getByRole('menuitem', { name: 'See fewer weight-loss ads' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Hidden' });
  await expect(notice).toContainText(
    "Got it! You'll start seeing fewer ads about GLP-1 medication within a few hours.",
  );
  await expect(notice).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  expect((await search(page, ad!.title)).map((p) => p.id)).not.toContain(ad!.id);
});
