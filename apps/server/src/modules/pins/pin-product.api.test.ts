import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

/** A pin marked as a product in the builder: its price, currency, availability and merchant. */
describeEngines('product pins made in the builder', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let maker: TestClient;
  let board: { id: string };
  let signature: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    maker = testClient(t.app);
    await maker.signup('shopkeeper');
    board = dataOf(await maker.resource('BoardResource', 'create', { name: 'Wares' }));
    const form = multipart('image', 'a.png', await makePng(300, 300), 'image/png');
    signature = dataOf(
      await maker.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
  });
  afterAll(() => t?.close());

  const create = (product: unknown, extra: Record<string, unknown> = {}) =>
    maker.resource('PinResource', 'create', {
      board_id: board.id,
      image_signature: signature,
      title: 'Linen apron',
      product,
      ...extra,
    });

  it('keeps the price in its currency, availability and merchant for card and closeup', async () => {
    const res = await create(
      { price: '34.5', currency: 'GBP', availability: 'PreOrder', merchant: 'Loom & Co' },
      { link: 'https://loom.example/apron' },
    );
    expect(res.status).toBe(200);
    const pin = dataOf(res);
    expect(pin.richSummary).toMatchObject({
      typeName: 'product',
      displayName: 'Linen apron',
      siteName: 'Loom & Co',
      products: [
        {
          brand: 'Loom & Co',
          offerSummary: {
            price: '£34.50',
            currency: 'GBP',
            inStock: true,
            availability: 'PreOrder',
          },
        },
      ],
    });
    expect(pin.productPinData.items[0]).toMatchObject({
      price: '£34.50',
      currency: 'GBP',
      availability: 'PreOrder',
      url: 'https://loom.example/apron',
    });
    expect(pin.shoppingFlags).toEqual(expect.arrayContaining([1, 5]));
    expect(pin.isShoppable).toBe(true);
    expect(pin.isEligibleForPdp).toBe(true);
    // The same pin read back (the closeup's call) and in the board's feed (the card's).
    expect(dataOf(await maker.resource('PinResource', 'get', { id: pin.id })).richSummary).toEqual(
      pin.richSummary,
    );
    const feed = await maker.resource('BoardFeedResource', 'get', { board_id: board.id });
    expect(feed.body).toContain('£34.50');
  });

  it('a sold-out product is not shoppable', async () => {
    const pin = dataOf(
      await create({ price: '10', currency: 'USD', availability: 'OutOfStock', merchant: 'Shop' }),
    );
    expect(pin.isShoppable).toBe(false);
    expect(pin.isOosProduct).toBe(true);
  });

  it('answers each bad product field on its own field, in words', async () => {
    const res = await create({
      price: '12.345',
      currency: 'usd',
      availability: 'Soon',
      merchant: '',
    });
    expect(res.status).toBe(400);
    const errors = res.json.resource_response.error.errors as { field: string; message: string }[];
    const byField = Object.fromEntries(errors.map((e) => [e.field, e.message]));
    expect(byField).toMatchObject({
      'product.price': 'Price must be an amount like 19.99',
      'product.currency': 'Currency must be a three-letter code like USD',
      'product.merchant': 'Name the merchant that sells it',
    });
    expect(byField['product.availability']).toMatch(/^Availability must be one of InStock/);
    const extra = await create({
      price: '1',
      currency: 'USD',
      availability: 'InStock',
      merchant: 'x',
      colour: 'red',
    });
    expect(extra.status).toBe(400);
  });
});
