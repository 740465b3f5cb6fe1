import sharp from 'sharp';
import { expect, type Locator, type Page } from '@playwright/test';
import { api } from './helpers.ts';

/** A pin as the card tests read it from the API. */
export type ApiPin = {
  id: string;
  title: string;
  link: string | null;
  domain: string | null;
  altText: string | null;
  autoAltText: string | null;
  isPromoted: boolean;
  campaignId: string | null;
  promoterName: string | null;
  isDownstreamPromotion: boolean;
  isThirdPartyAd: boolean;
  isEligibleForPreLovedGoodsLabel: boolean;
  sponsorship: { status: number; creatorName: string | null; sponsorName: string | null } | null;
  seo: { title: string; description: string; noindexReason: string | null } | null;
  collectionPin: { itemData: { pinId: string | null; link: string | null }[] } | null;
  carouselData: unknown;
  videos: unknown;
  embed: unknown;
  storyPinData: unknown;
  pinNote: string;
  board: { id: string; name: string; url: string } | null;
};

/** The article of a pin's card in the grid. */
export const cardOf = (page: Page, id: string): Locator =>
  page.getByTestId('pin-grid').locator(`article[data-card="${id}"]`);

/** Tab stops inside a card: from its first, Tab until focus leaves it. */
export async function tabStops(page: Page, card: Locator): Promise<string[]> {
  const first = await card.evaluate((el) => {
    const all = el.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]');
    const first = [...all].find((e) => e.tabIndex >= 0 && e.getClientRects().length > 0);
    first?.focus();
    return first !== undefined;
  });
  expect(first).toBe(true);
  const stops: string[] = [];
  while (await card.evaluate((el) => el.contains(document.activeElement))) {
    stops.push(
      await page.evaluate(() => {
        const a = document.activeElement as HTMLElement;
        return a.getAttribute('aria-label') || a.textContent?.trim() || a.tagName;
      }),
    );
    if (stops.length > 20) break;
    await page.keyboard.press('Tab');
  }
  return stops;
}

/** Scrolls the virtualized grid until the pin's card is in the DOM, then into view. */
export async function findCard(page: Page, id: string): Promise<Locator> {
  const card = cardOf(page, id);
  await expect(page.getByTestId('pin-grid').locator('article').first()).toBeVisible();
  for (let i = 0; i < 40 && !(await card.count()); i++) await page.mouse.wheel(0, 700);
  await card.scrollIntoViewIfNeeded();
  return card;
}

/** The home feed as a signed-in viewer gets it from the API, `n` pins. */
export async function feedPins(page: Page, n = 60): Promise<ApiPin[]> {
  return (await api(page, 'UserHomefeedResource', 'get', { page_size: n })).items;
}

/**
 * A secret board of the signed-in viewer, through the API: pins made on it stay out of the home
 * feed, where other tests act on the first cards.
 */
export async function createBoard(page: Page, name: string) {
  const board = (await api(page, 'BoardResource', 'create', { name })) as {
    id: string;
    url: string;
  };
  await api(page, 'BoardResource', 'update', { board_id: board.id, privacy: 'secret' });
  return board;
}

/** Uploads a plain image and creates a pin with it on a board of the signed-in viewer. */
export async function createPin(
  page: Page,
  options: { board_id: string; title: string; link?: string; alt_text?: string },
): Promise<ApiPin> {
  const buffer = await sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
  const request = page.context().request;
  await request.get('/healthz');
  const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;
  const res = await request.post('/v3/media/uploads/', {
    multipart: { image: { name: 'card.png', mimeType: 'image/png', buffer } },
    headers: { 'X-CSRFToken': token },
  });
  expect(res.ok()).toBe(true);
  const upload = (await res.json()).resource_response.data as { imageSignature: string };
  return api(page, 'PinResource', 'create', {
    ...options,
    image_signature: upload.imageSignature,
  });
}
