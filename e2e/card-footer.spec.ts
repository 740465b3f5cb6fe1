import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, signUp } from './helpers.ts';
import { createBoard, createPin, feedPins, findCard, type ApiPin } from './card-helpers.ts';

// The card footer (signed-in viewers): its parts, each by its rule (spec §2, §5, §6, §9).

test('own pin on a board: source link cut at 27 (12 in the action bar), note, Edit instead of the menu, 32 px avatar, human alt text, Send, See more', async ({
  page,
}) => {
  await signUp(page);
  const board = await createBoard(page, 'Card footer');
  const domain = 'a-very-long-domain-name-for-cards.example';
  const pin = await createPin(page, {
    board_id: board.id,
    title: 'Footer study',
    link: `https://${domain}/study`,
    alt_text: 'an orange square',
  });
  expect(pin.domain).toBe(domain);
  await api(page, 'PinResource', 'update', { id: pin.id, note: '  Frame it in spring  ' });
  await page.goto(board.url);
  const card = await findCard(page, pin.id);

  const source = card.locator('.card-row-domain').getByRole('link');
  await expect(source).toHaveText(`${domain.slice(0, 27)}…`);
  // Outbound links leave through /offsite/ (issue 12).
  await expect(source).toHaveAttribute(
    'href',
    `/offsite/?${new URLSearchParams({ url: `https://${domain}/study`, pin: pin.id })}`,
  );
  await expect(source).toHaveAttribute('title', domain);
  await card.hover();
  await expect(card.locator('.card-actionbar a')).toHaveText(`${domain.slice(0, 12)}…`);

  await expect(card.locator('.card-row-note')).toHaveText('Note Frame it in spring');
  await expect(card.getByRole('link', { name: 'Edit Pin' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'More options' })).toHaveCount(0);
  await expect(card.locator('a.card img')).toHaveAttribute(
    'alt',
    'This contains: an orange square',
  );

  const avatar = (await card.locator('.card-avatar .avatar').boundingBox())!;
  expect([avatar.width, avatar.height]).toEqual([32, 32]);

  // Send opens "Send this Pin": copying the link is still one click away.
  await card.getByRole('button', { name: 'Send' }).click();
  const send = page.getByRole('dialog', { name: 'Send this Pin' });
  await send.getByRole('button', { name: 'Copy link' }).click();
  await expect(send.getByRole('status')).toHaveText('Link copied');
  await page.keyboard.press('Escape');
  await expect(send).toHaveCount(0);

  await card.getByRole('button', { name: 'See more' }).click();
  const more = page.getByRole('dialog', { name: 'More information' });
  await expect(more.getByRole('heading', { name: 'Pin is from' })).toBeVisible();
  await expect(more.getByRole('link', { name: 'Card footer' })).toHaveAttribute(
    'href',
    board.url.toLowerCase(),
  );
  await page.keyboard.press('Escape');
  await expect(more).toHaveCount(0);
});

test('reactions show with their count on a saved pin, and are hidden on promoted and downstream-promoted pins', async ({
  page,
}) => {
  await signUp(page);
  const board = await createBoard(page, 'Reacted');
  const feed = await feedPins(page);
  const promoted = feed.find((p) => p.isPromoted && !p.isThirdPartyAd)!;
  const plain = feed.find((p) => !p.isPromoted && !p.isDownstreamPromotion && !p.carouselData)!;
  expect(promoted && plain).toBeTruthy();
  const saved = async (p: ApiPin) =>
    (await api(page, 'RepinResource', 'create', { pin_id: p.id, board_id: board.id })).id as string;
  const downstream = await saved(promoted);
  const copy = await saved(plain);
  for (const id of [downstream, copy, promoted.id])
    await api(page, 'PinReactionResource', 'create', { pin_id: id, reaction_type: 1 });
  type Reacted = ApiPin & { reactionCountsData: { reactionType: number; reactionCount: number }[] };
  const onBoard: Reacted[] = (await api(page, 'BoardFeedResource', 'get', { board_id: board.id }))
    .items;
  expect(onBoard.find((p) => p.id === downstream)!.isDownstreamPromotion).toBe(true);
  // Others may have reacted to the same pin before: the line shows the total, love among them.
  const total = onBoard
    .find((p) => p.id === copy)!
    .reactionCountsData.reduce((n, r) => n + r.reactionCount, 0);
  expect(total).toBeGreaterThanOrEqual(1);

  await page.goto(board.url);
  const reacted = await findCard(page, copy);
  await expect(reacted.locator('.card-row-reactions')).toHaveText(
    new RegExp(`^\\s*${total} ${total === 1 ? 'reaction' : 'reactions'}$`, 'u'),
  );
  // Drawn as icons (no emoji font needed), love among them.
  await expect(reacted.locator('.card-row-reactions svg[data-reaction="love"]')).toHaveCount(1);
  const hidden = await findCard(page, downstream);
  await expect(hidden.locator('a.card')).toBeVisible();
  await expect(hidden.locator('.card-row-reactions')).toHaveCount(0);

  await page.goto('/');
  const ad = await findCard(page, promoted.id);
  await expect(ad.locator('.card-row-labels')).toContainText('Promoted');
  await expect(ad.locator('.card-row-reactions')).toHaveCount(0);
  // The closeup follows the same rule.
  await page.goto(`/pin/${promoted.id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Reactions' })).toHaveCount(0);
  await page.goto(`/pin/${copy}/`);
  await expect(page.getByRole('group', { name: 'Reactions' })).toBeVisible();
});

test('a ctrl- or command-click on a card opens in a new tab: the image its site, Open Pin the pin', async ({
  page,
  context,
}) => {
  await signUp(page);
  await page.goto('/');
  // A pin with a link (every demo pin has one): its image leaves through /offsite/ (§2).
  const card = page
    .getByTestId('pin-grid')
    .locator('article:has(a.card[href^="/offsite/?url="])')
    .first();
  const id = (await card.getAttribute('data-card'))!;
  await card.hover();
  const open = card.getByRole('link', { name: /^Open Pin/ });
  await expect(open).toHaveAttribute('href', `/pin/${id}/`);
  const opened = context.waitForEvent('page');
  await open.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  // A new tab starts on about:blank, loaded, before it navigates: wait for the address itself.
  await expect(tab).toHaveURL((url) => url.pathname === `/pin/${id}/`);
  // The grid's page stays where it was.
  await expect(page).toHaveURL(/\/$/);
});

// The demo seeds a pin of each kind near the top of the home feed (apps/server/src/demo/card-kinds.ts).

test('labels follow the sponsorship status; third-party ads say Ad, promoted pins name the advertiser, pre-owned products say so', async ({
  page,
}) => {
  await signUp(page);
  const feed = await feedPins(page, 80);
  const status = (s: number, creator: boolean) =>
    feed.find((p) => p.sponsorship?.status === s && Boolean(p.sponsorship.creatorName) === creator);
  const cases: [string, ApiPin | undefined, string | null][] = [
    [
      'status 1 with a creator',
      status(1, true),
      `Paid partnership with ${status(1, true)?.sponsorship?.creatorName}`,
    ],
    ['status 1 without a creator', status(1, false), 'Sponsored'],
    ['status 0', status(0, false), 'Paid partnership'],
    ['status 3', status(3, false), 'Paid partnership'],
    ['status 2', feed.find((p) => p.sponsorship?.status === 2), null],
    ['third-party ad', feed.find((p) => p.isThirdPartyAd), 'Ad'],
    [
      'promoted',
      feed.find((p) => p.isPromoted && !p.isThirdPartyAd && p.promoterName),
      `Promoted by ${feed.find((p) => p.isPromoted && !p.isThirdPartyAd && p.promoterName)?.promoterName}`,
    ],
    [
      'pre-owned',
      feed.find((p) => p.isEligibleForPreLovedGoodsLabel && !p.isPromoted && !p.sponsorship),
      'Pre-owned',
    ],
  ];
  await page.goto('/');
  for (const [kind, pin, label] of cases) {
    expect(pin, `a demo pin for ${kind}`).toBeTruthy();
    const card = await findCard(page, pin!.id);
    await expect(card.locator('.card-row-attribution'), kind).toBeVisible();
    if (label) await expect(card.locator('.card-row-labels'), kind).toHaveText(label);
    else await expect(card.locator('.card-row-labels'), kind).toHaveCount(0);
  }
});

test('product cards show the price, the original price struck through only when it differs, and the merchant', async ({
  page,
}) => {
  await signUp(page);
  type Product = ApiPin & {
    richSummary: {
      typeName: string;
      siteName: string;
      products: {
        brand: string;
        offerSummary: {
          price: string | null;
          standardPrice: string | null;
          inStock: boolean;
          minPrice: string | null;
        };
      }[];
    } | null;
  };
  const feed = (await feedPins(page, 80)) as Product[];
  const offer = (p: Product) => p.richSummary?.products[0]?.offerSummary;
  const sale = feed.find((p) => {
    const o = offer(p);
    return o?.inStock && !o.minPrice && o.price && o.standardPrice && o.standardPrice !== o.price;
  })!;
  const full = feed.find((p) => {
    const o = offer(p);
    return (
      o?.inStock && !o.minPrice && o.price && (!o.standardPrice || o.standardPrice === o.price)
    );
  })!;
  expect(sale && full).toBeTruthy();
  await page.goto('/');
  for (const p of [sale, full]) {
    const o = offer(p)!;
    const row = (await findCard(page, p.id)).locator('.card-row-rich');
    await expect(row.locator('.price')).toHaveText(
      o.standardPrice !== o.price && o.standardPrice ? `${o.price}${o.standardPrice}` : o.price!,
    );
    await expect(row.locator('s')).toHaveCount(p === sale ? 1 : 0);
    await expect(row.locator('.card-merchant')).toHaveText(
      p.richSummary!.products[0]!.brand.trim() || p.richSummary!.siteName,
    );
  }
});

test('collection chips: the first 3 items of a 4-item collection, none for a 2-item one', async ({
  page,
}) => {
  await signUp(page);
  const feed = await feedPins(page, 80);
  const four = feed.find((p) => (p.collectionPin?.itemData.length ?? 0) >= 4)!;
  const two = feed.find((p) => p.collectionPin?.itemData.length === 2)!;
  expect(four && two).toBeTruthy();
  await page.goto('/');
  const card = await findCard(page, four.id);
  const chips = card.locator('.card-row-chips').getByRole('link');
  await expect(chips).toHaveCount(3);
  for (const [i, item] of four.collectionPin!.itemData.slice(0, 3).entries())
    await expect(chips.nth(i)).toHaveAttribute('href', `/pin/${item.pinId}/`);
  // Chips sit right under the image.
  const image = (await card.locator('a.card').boundingBox())!;
  const row = (await card.locator('.card-row-chips').boundingBox())!;
  expect(row.y - (image.y + image.height)).toBeLessThanOrEqual(8);
  const small = await findCard(page, two.id);
  await expect(small.locator('.card-row-title')).toBeVisible();
  await expect(small.locator('.card-row-chips')).toHaveCount(0);
});

test('alt text says "This contains:" for human text, "This may contain:" for machine text, else names the title; a sensitive SEO reason shows the SEO title', async ({
  page,
}) => {
  await signUp(page);
  const feed = (await feedPins(page, 80)).filter(
    (p) => !p.carouselData && !p.videos && !p.embed && !p.storyPinData,
  );
  const human = feed.find((p) => p.altText?.trim())!;
  const machine = feed.find((p) => !p.altText?.trim() && p.autoAltText?.trim())!;
  const sensitive = feed.find((p) => p.seo?.noindexReason === 'is_sensitive_rich_pin_title')!;
  const plainSeo = feed.find((p) => p.seo && p.seo.noindexReason === 'is_duplicate_pin')!;
  expect(human && machine && sensitive && plainSeo).toBeTruthy();
  await page.goto('/');
  const img = async (p: ApiPin) => (await findCard(page, p.id)).locator('a.card img').first();
  await expect(await img(human)).toHaveAttribute('alt', `This contains: ${human.altText!.trim()}`);
  await expect(await img(machine)).toHaveAttribute(
    'alt',
    `This may contain: ${machine.autoAltText!.trim()}`,
  );
  const seoCard = await findCard(page, sensitive.id);
  await expect(seoCard.locator('.card-title')).toHaveText(sensitive.seo!.title);
  // The image's name: the title, then where it leaves for when the pin has a link (§2).
  await expect(seoCard.locator('a.card')).toHaveAttribute(
    'aria-label',
    sensitive.domain ? `${sensitive.seo!.title}, visit ${sensitive.domain}` : sensitive.seo!.title,
  );
  const dupCard = await findCard(page, plainSeo.id);
  await expect(dupCard.locator('.card-title')).toHaveText(plainSeo.title.trim());

  // A pin with no alt text of either kind: the title fallback.
  const board = await createBoard(page, 'Untold');
  const bare = await createPin(page, { board_id: board.id, title: 'Quiet corner' });
  await page.goto(board.url);
  await expect(await img(bare)).toHaveAttribute('alt', 'This contains an image of: Quiet corner');
});

test.describe('on a touch phone (a coarse pointer)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** A control's box is at least 44x44 px, a finger's size (WCAG 2.5.5). */
  async function expectFingerSized(control: Locator, name: string) {
    await expect(control, name).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.width, `${name} is ${box.width} px wide`).toBeGreaterThanOrEqual(44);
    expect(box.height, `${name} is ${box.height} px high`).toBeGreaterThanOrEqual(44);
  }

  test("44 px controls: Favorite with its count beside the pinner's link, the source link its row; Copy link, Send and More information in the menu instead of the Send and See more buttons", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUp(page);
    const feed = (await feedPins(page)) as (ApiPin & { pinner: { fullName: string } })[];
    const pin = feed.find(
      (p) => p.domain && p.link && !p.isPromoted && !p.carouselData && !p.collectionPin,
    )!;
    expect(pin, 'a demo pin with a source link').toBeTruthy();
    await page.goto('/');
    const card = await findCard(page, pin.id);
    await expect(card.locator('.card-body.is-touch')).toBeVisible();

    // Send and See more have left the card; Favorite is in the attribution row, not the title's.
    await expect(card.getByRole('button', { name: 'Send' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'See more' })).toHaveCount(0);
    await expect(
      card.locator('.card-row-title').getByRole('button', { name: /favorite/i }),
    ).toHaveCount(0);
    const attribution = card.locator('.card-row-attribution');
    const favorite = attribution.getByRole('button', { name: /^Favorite/ });
    await expectFingerSized(favorite, 'Favorite');
    await favorite.tap();
    const unfavorite = attribution.getByRole('button', { name: /^Remove from favorites, \d/ });
    await expect(unfavorite).toHaveAttribute('aria-pressed', 'true');
    // It still shows its count.
    await expect(unfavorite.locator('.fav-count')).toHaveText(/^\d/);

    // The avatar and the name are one link, as high as the row.
    const pinner = attribution.getByRole('link', { name: pin.pinner.fullName });
    await expect(pinner).toHaveCount(1);
    await expect(pinner.locator('.avatar')).toBeVisible();
    await expectFingerSized(pinner, 'the pinner link');
    await expect(attribution.getByRole('link')).toHaveCount(1);
    await expectFingerSized(card.locator('.card-row-domain').getByRole('link'), 'the source link');

    // The menu: Send's actions (Copy link, with its toast, and Send, the send dialog) and See
    // more's (More information).
    const more = card.getByRole('button', { name: 'More options' });
    await expectFingerSized(more, 'More options');
    await more.tap();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Hide Pin',
      'Download image',
      'Copy link',
      'Send',
      'Report Pin',
      'More information',
    ]);
    await menu.getByRole('menuitem', { name: 'Copy link' }).tap();
    await expect(page.locator('.toast')).toContainText('Link copied');
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain(`/pin/${pin.id}/`);
    await more.tap();
    await menu.getByRole('menuitem', { name: 'More information' }).tap();
    const dialog = page.getByRole('dialog', { name: 'More information' });
    await expect(dialog.getByRole('heading', { name: 'Pin is from' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(more).toBeFocused();
  });

  test('own pin: the Edit button is 44 px', async ({ page }) => {
    await signUp(page);
    const board = await createBoard(page, 'Touch footer');
    const pin = await createPin(page, { board_id: board.id, title: 'Thumb study' });
    await page.goto(board.url);
    const card = await findCard(page, pin.id);
    await expectFingerSized(card.getByRole('link', { name: 'Edit Pin' }), 'Edit Pin');
    await expect(card.getByRole('button', { name: 'More options' })).toHaveCount(0);
    await expectFingerSized(
      card.locator('.card-row-attribution').getByRole('button', { name: /^Favorite/ }),
      'Favorite',
    );
  });
});

/** A new account's home page, its first screen of cards mounted with their footers. */
async function homeGrid(page: Page) {
  await signUp(page);
  await page.goto('/');
  const grid = page.getByTestId('pin-grid');
  await expect(grid.locator('[data-card] .card-row-title').first()).toBeVisible();
  return grid;
}

/** A card as it came into the page: its footer's rows, Save buttons and height then. */
type Inserted = { id: string; rows: number; save: number; height: number };

test('a card mounted while the page scrolls keeps its footer space and gets its rows and Save button once the page is still; one mounted while still has them at once', async ({
  page,
}) => {
  // The first screen mounted with the page still: every card's footer and Save button are there.
  const grid = await homeGrid(page);
  const firstScreen = await grid
    .locator('[data-card]')
    .evaluateAll((cards) => cards.map((c) => c.querySelectorAll('.card-body .card-row').length));
  expect(firstScreen.length).toBeGreaterThan(0);
  expect(firstScreen.every((rows) => rows > 0)).toBe(true);
  // From here, each card as it comes into the page: its footer's rows, Save button and height.
  await grid.evaluate((el) => {
    const inserted: Inserted[] = [];
    Object.assign(window, { __inserted: inserted });
    new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes]))
        if (node instanceof HTMLElement && node.matches('[data-card]'))
          inserted.push({
            id: node.dataset.card!,
            rows: node.querySelectorAll('.card-body .card-row').length,
            save: node.querySelectorAll('.card-actions button').length,
            height: node.getBoundingClientRect().height,
          });
    }).observe(el, { childList: true, subtree: true });
  });
  for (let step = 0; step < 6; step++) await page.mouse.wheel(0, 1_000);
  const inserted = () =>
    page.evaluate(() => (window as unknown as { __inserted: Inserted[] }).__inserted);
  await expect.poll(async () => (await inserted()).length).toBeGreaterThan(0);
  // Mounted by the scroll: the footer's space, empty, and no Save button yet.
  const waited = (await inserted()).filter((c) => c.rows === 0 && c.save === 0);
  expect(waited.length).toBeGreaterThan(0);
  // Once the page is still, every card has its rows and its Save button, at the height it had.
  await expect
    .poll(() =>
      grid
        .locator('[data-card]')
        .evaluateAll((cards) =>
          cards.every(
            (c) =>
              c.querySelectorAll('.card-body .card-row').length > 0 &&
              c.querySelectorAll('.card-actions button').length > 0,
          ),
        ),
    )
    .toBe(true);
  for (const card of waited) {
    const now = grid.locator(`[data-card="${card.id}"]`);
    if (await now.count())
      expect((await now.boundingBox())!.height, card.id).toBeCloseTo(card.height, 0);
  }
});

test('focus coming into a card mounted while the page scrolls shows its footer and Save button at once', async ({
  page,
}) => {
  const grid = await homeGrid(page);
  const found = await grid.evaluate(async (el) => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    window.scrollBy(0, 3_000);
    await frame();
    // One more scroll: its event comes in the next frame, before the queue's turn in it, so the
    // page still counts as scrolling when this looks, however slow the machine.
    window.scrollBy(0, 10);
    await frame();
    const waiting = [...el.querySelectorAll<HTMLElement>('[data-card]')].find(
      (c) => !c.querySelector('.card-row') && c.querySelector('a.card'),
    );
    if (!waiting) return null;
    waiting.querySelector<HTMLElement>('a.card')!.focus();
    // React renders a focus event's update before the next task; no frame runs in between.
    await Promise.resolve();
    return {
      rows: waiting.querySelectorAll('.card-body .card-row').length,
      save: waiting.querySelectorAll('.card-actions button').length,
    };
  });
  expect(found, 'a card mounted by the scroll, its parts waiting').not.toBeNull();
  expect(found!.rows).toBeGreaterThan(0);
  expect(found!.save).toBeGreaterThan(0);
});
