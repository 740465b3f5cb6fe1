import { expect, test, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { api, PASSWORD, uniqueName } from './helpers.ts';
import { findCard } from './card-helpers.ts';
import { expectClean } from './walk-checks.ts';

// Issue 14, advertisers (pin-card-and-saving.md §1, §3, §4; messaging-consent-routes.md §6): a
// business promotes its own pin from the card's Promote button; the campaign puts it into the
// feed of a person its audience takes, labelled Promoted, and not into anyone else's; pausing
// it from the page takes it out.

const DESKTOP = { viewport: { width: 1440, height: 900 } } as const;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

async function person(
  browser: Browser,
  firstName: string,
  options: typeof DESKTOP | typeof PHONE,
  marketing: boolean,
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const username = uniqueName(firstName.toLowerCase());
  const session = await api(page, 'UserRegisterResource', 'create', {
    email: `${username}@example.com`,
    password: PASSWORD,
    username,
    first_name: firstName,
  });
  await api(page, 'UserSettingsResource', 'update', {
    allow_analytic_cookies: false,
    allow_marketing_cookies: marketing,
    allow_personalization_cookies: true,
    surface_tag: 'settings',
  });
  return { page, username, id: session.viewer.id as string };
}

test('a quick-promote campaign puts the pin into a targeted person’s feed labelled Promoted', async ({
  browser,
}) => {
  const shop = await person(browser, 'Glowco', DESKTOP, false);
  await api(shop.page, 'BusinessConvertResource', 'create', {});
  const board = await api(shop.page, 'BoardResource', 'create', { name: 'Glow catalogue' });
  const png = await sharp({
    create: { width: 300, height: 400, channels: 3, background: { r: 240, g: 180, b: 20 } },
  })
    .png()
    .toBuffer();
  const pin = await api(shop.page, 'PinResource', 'create', {
    board_id: board.id,
    image_base64: png.toString('base64'),
    title: 'Glowco amber lamp',
  });
  const [interest] = (await api(shop.page, 'InterestsResource', 'get', { page_size: 1 })).items;

  // The card of its own pin offers Promote (PC §4), which opens quick promote with the pin.
  await shop.page.goto(`/${shop.username}/_created`);
  const card = await findCard(shop.page, pin.id);
  await card.hover();
  await card.getByRole('link', { name: 'Promote' }).click();
  await expect(shop.page).toHaveURL(new RegExp(`/advertiser/quick-promote\\?pin=${pin.id}`));
  await expect(shop.page.getByRole('heading', { name: 'Promote a pin', level: 1 })).toBeVisible();
  await expect(shop.page.getByLabel('Pin', { exact: true })).toHaveValue(pin.id);
  await shop.page.getByLabel('Campaign name').fill('Amber launch');
  await shop.page.getByLabel('Budget').fill('25');
  await shop.page.getByLabel(/Interests/).selectOption(interest.id);
  await shop.page.getByLabel(/Countries/).selectOption('FR');
  await shop.page.getByRole('button', { name: 'Promote', exact: true }).click();
  await expect(shop.page.getByRole('status').locator('.toast')).toContainText(
    'Your pin is promoted',
  );
  const campaigns = shop.page.getByRole('list', { name: 'Campaigns' });
  await expect(campaigns.getByTestId('campaign-state')).toHaveText('running');
  await expectClean(shop.page, 1440, false);

  // Targeted: in France, following the interest, marketing allowed.
  const target = await person(browser, 'Tara', DESKTOP, true);
  await api(target.page, 'UserAccountResource', 'update', { country: 'FR' });
  await api(target.page, 'InterestFollowResource', 'create', { interest_id: interest.id });
  await target.page.goto('/');
  const ad = await findCard(target.page, pin.id);
  await expect(ad.locator('.card-row-labels')).toContainText('Promoted by Glowco');
  const feed = (await api(target.page, 'UserHomefeedResource', 'get', {})).items;
  expect(feed.find((p: { id: string }) => p.id === pin.id)).toMatchObject({
    isPromoted: true,
    advertiserId: shop.id,
    campaignId: expect.any(String),
    pinPromotionId: expect.any(String),
  });

  // Not targeted (in Germany): the pin is not in their feed.
  const other = await person(browser, 'Otto', DESKTOP, true);
  await api(other.page, 'UserAccountResource', 'update', { country: 'DE' });
  await api(other.page, 'InterestFollowResource', 'create', { interest_id: interest.id });
  const otherFeed = (await api(other.page, 'UserHomefeedResource', 'get', { page_size: 100 }))
    .items;
  expect(otherFeed.map((p: { id: string }) => p.id)).not.toContain(pin.id);

  // Pausing it from the page stops the promotion: the pin is no longer an ad in that feed.
  await shop.page.getByRole('button', { name: 'Pause Amber launch' }).click();
  await expect(campaigns.getByTestId('campaign-state')).toHaveText('paused');
  const after = (await api(target.page, 'UserHomefeedResource', 'get', {})).items;
  expect(
    after.filter((p: { isPromoted: boolean }) => p.isPromoted).map((p: { id: string }) => p.id),
  ).not.toContain(pin.id);
});

test('quick promote on a phone: usable with touch, and a personal account is told to convert', async ({
  browser,
}) => {
  const shop = await person(browser, 'Phoneshop', PHONE, false);
  await api(shop.page, 'BusinessConvertResource', 'create', {});
  await shop.page.goto('/advertiser/quick-promote');
  await expect(shop.page.getByRole('heading', { name: 'New campaign' })).toBeVisible();
  await expectClean(shop.page, 390, true);
  const personal = await person(browser, 'Plain', PHONE, false);
  await personal.page.goto('/advertiser/quick-promote');
  await expect(personal.page.getByRole('alert')).toContainText(
    'Only business accounts promote pins',
  );
  await expectClean(personal.page, 390, true);
});
