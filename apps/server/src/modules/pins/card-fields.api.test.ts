import { afterAll, beforeAll, expect, it } from 'vitest';
import { Pin } from '@tack/contract';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { fakeWebDist } from '../../../test/web-dist.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import type { Updateable } from 'kysely';
import type { PinsTable } from '../../db/database.ts';

type PinOut = Pin;

describeEngines('pin card fields from stored data', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let maker: TestClient;
  let saver: TestClient;
  let follower: TestClient;
  let anon: TestClient;
  let saverId: string;
  let board: { id: string };
  const images: { sig: string; width: number; height: number }[] = [];
  const ids: Record<'promoted' | 'plain' | 'card' | 'collection' | 'item1' | 'item2', string> = {
    promoted: '',
    plain: '',
    card: '',
    collection: '',
    item1: '',
    item2: '',
  };

  const get = async (c: TestClient, id: string): Promise<PinOut> => {
    const res = await c.resource('PinResource', 'get', { id });
    expect(res.status).toBe(200);
    return data(res);
  };
  const setColumns = (id: string, values: Updateable<PinsTable>) =>
    t.db.db.updateTable('pins').set(values).where('id', '=', id).execute();
  const save = async (id: string) =>
    data(await saver.resource('RepinResource', 'create', { pin_id: id })).id as string;

  const webDist = fakeWebDist();

  beforeAll(async () => {
    t = await createTestApp(engine, { WEB_DIST: webDist.dir });
    maker = testClient(t.app);
    saver = testClient(t.app);
    follower = testClient(t.app);
    anon = testClient(t.app);
    await maker.signup('maker');
    saverId = (await saver.signup('saver')).viewer.id;
    await follower.signup('follower');
    board = data(await maker.resource('BoardResource', 'create', { name: 'Shop' }));
    for (let i = 0; i < 3; i++) {
      const [width, height] = [300 + i * 50, 450];
      const form = multipart('image', 'a.png', await makePng(width, height), 'image/png');
      const res = await maker.post('/v3/media/uploads/', form.payload, {
        'content-type': form.contentType,
      });
      images.push({ sig: res.json.resource_response.data.imageSignature, width, height });
    }
    for (const [k, key] of (Object.keys(ids) as (keyof typeof ids)[]).entries()) {
      const img = images[k % images.length]!;
      ids[key] = data(
        await maker.resource('PinResource', 'create', {
          board_id: board.id,
          image_signature: img.sig,
          title: `Pin ${key}`,
          link: `https://shop.example/${key}`,
        }),
      ).id;
    }
    await setColumns(ids.promoted, { is_promoted: 1, promoter_name: 'Northwind' });
    await setColumns(ids.card, {
      is_third_party_ad: 1,
      is_pre_owned: 1,
      auto_alt_text: 'a wool coat on a hanger',
      seo_title: 'Warm coats for winter',
      seo_description: 'Coats and jackets to keep you warm.',
      seo_noindex_reason: 'is_sensitive_rich_pin_title',
      sponsorship_status: 1,
      sponsorship_creator_name: 'Maya Okafor',
      sponsorship_sponsor_name: 'Fable & Co',
    });
    const item = (id: string, img: (typeof images)[number]) => ({
      pinId: id,
      link: `https://shop.example/${id}`,
      imageSignature: img.sig,
      width: img.width,
      height: img.height,
      dominantColor: '#c82838',
    });
    await setColumns(ids.collection, {
      collection_items: JSON.stringify([
        item(ids.item1, images[1]!),
        item(ids.item2, images[2]!),
        { ...item(ids.plain, images[0]!), pinId: null, link: null },
      ]),
    });
  });
  afterAll(async () => {
    await t.close();
    webDist.remove();
  });

  it('serves each field from its stored column, and the answer passes the contract', async () => {
    const p = await get(anon, ids.card);
    expect(() => Pin.parse(p)).not.toThrow();
    expect(p).toMatchObject({
      isThirdPartyAd: true,
      isEligibleForPreLovedGoodsLabel: true,
      altText: null,
      autoAltText: 'a wool coat on a hanger',
      seo: {
        title: 'Warm coats for winter',
        description: 'Coats and jackets to keep you warm.',
        noindexReason: 'is_sensitive_rich_pin_title',
      },
      sponsorship: { status: 1, creatorName: 'Maya Okafor', sponsorName: 'Fable & Co' },
      isDownstreamPromotion: false,
      collectionPin: null,
    });
    const plain = await get(anon, ids.plain);
    expect(plain).toMatchObject({
      isThirdPartyAd: false,
      isEligibleForPreLovedGoodsLabel: false,
      autoAltText: null,
      seo: null,
      sponsorship: null,
      collectionPin: null,
      isDownstreamPromotion: false,
    });
    await setColumns(ids.plain, { sponsorship_status: 2 });
    expect((await get(anon, ids.plain)).sponsorship).toEqual({
      status: 2,
      creatorName: null,
      sponsorName: null,
    });
    await setColumns(ids.plain, { sponsorship_status: null });
  });

  it('collection items come in order with their pin, link and a 236x image that is served', async () => {
    const p = await get(anon, ids.collection);
    expect(() => Pin.parse(p)).not.toThrow();
    const items = p.collectionPin!.itemData;
    expect(items.map((i) => [i.pinId, i.link])).toEqual([
      [ids.item1, `https://shop.example/${ids.item1}`],
      [ids.item2, `https://shop.example/${ids.item2}`],
      [null, null],
    ]);
    const item1 = await get(anon, ids.item1);
    expect(items[0]!.image).toEqual(item1.images['236x']);
    expect(items[0]!.image).toMatchObject({
      width: 236,
      height: Math.round((images[1]!.height * 236) / images[1]!.width),
    });
    for (const i of items) {
      const img = await anon.get(i.image.url);
      expect(img.status).toBe(200);
      expect(img.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('a save of a promoted pin is a downstream promotion; a save of any other pin is not', async () => {
    const ofPromoted = await save(ids.promoted);
    const ofPlain = await save(ids.plain);
    const a = await get(anon, ofPromoted);
    expect(a).toMatchObject({ isRepin: true, isPromoted: false, isDownstreamPromotion: true });
    expect(await get(anon, ofPlain)).toMatchObject({ isRepin: true, isDownstreamPromotion: false });
    // The promoted original itself is promoted, not downstream.
    expect(await get(anon, ids.promoted)).toMatchObject({
      isPromoted: true,
      isDownstreamPromotion: false,
    });
    // Feeds use the same query: the saver's profile and a follower's home feed say so too.
    const saved = data(
      await anon.resource('UserSavedPinsResource', 'get', { username: 'saver', page_size: 50 }),
    ).items as PinOut[];
    const flags = new Map(saved.map((p) => [p.id, p.isDownstreamPromotion]));
    expect(flags.get(ofPromoted)).toBe(true);
    expect(flags.get(ofPlain)).toBe(false);
    await follower.resource('UserFollowResource', 'create', { user_id: saverId });
    const home = data(await follower.resource('UserHomefeedResource', 'get', { page_size: 50 }))
      .items as PinOut[];
    for (const p of home) expect(() => Pin.parse(p)).not.toThrow();
    const inHome = new Map(home.map((p) => [p.id, p]));
    expect(inHome.get(ofPromoted)?.isDownstreamPromotion).toBe(true);
    expect(inHome.get(ofPlain)?.isDownstreamPromotion).toBe(false);
    // Derived, not stored: when the original stops being promoted, its saves follow.
    await setColumns(ids.promoted, { is_promoted: 0, promoter_name: null });
    expect((await get(anon, ofPromoted)).isDownstreamPromotion).toBe(false);
    await setColumns(ids.promoted, { is_promoted: 1, promoter_name: 'Northwind' });
    expect((await get(anon, ofPromoted)).isDownstreamPromotion).toBe(true);
  });

  it('a save keeps what describes the content, but not the third-party ad', async () => {
    const original = await get(anon, ids.card);
    const s = await get(anon, await save(ids.card));
    expect(s).toMatchObject({
      isThirdPartyAd: false,
      isDownstreamPromotion: false,
      isEligibleForPreLovedGoodsLabel: true,
      autoAltText: original.autoAltText,
      seo: original.seo,
      sponsorship: original.sponsorship,
    });
    const c = await get(anon, await save(ids.collection));
    expect(c.collectionPin).toEqual((await get(anon, ids.collection)).collectionPin);
  });

  it('a stored collection that does not fit fails loudly instead of reaching a card', async () => {
    const good = (await t.db.db
      .selectFrom('pins')
      .select('collection_items')
      .where('id', '=', ids.collection)
      .executeTakeFirstOrThrow())!.collection_items;
    await setColumns(ids.collection, {
      collection_items: JSON.stringify([{ pinId: null, link: null, dominantColor: '#000000' }]),
    });
    expect((await anon.resource('PinResource', 'get', { id: ids.collection })).status).toBe(500);
    await setColumns(ids.collection, { collection_items: good });
    expect((await anon.resource('PinResource', 'get', { id: ids.collection })).status).toBe(200);
  });

  it('a stored rich summary that does not fit is a 500, not a 400 blaming the caller', async () => {
    await setColumns(ids.collection, { rich_summary: JSON.stringify({ typeName: 'recipe' }) });
    expect((await anon.resource('PinResource', 'get', { id: ids.collection })).status).toBe(500);
    await setColumns(ids.collection, { rich_summary: null });
    expect((await anon.resource('PinResource', 'get', { id: ids.collection })).status).toBe(200);
  });

  it("the pin page's head follows the card's text rules: SEO title on a sensitive reason, noindex, spec alt text", async () => {
    const html = (await anon.get(`/pin/${ids.card}/`)).body;
    expect(html).toContain('<title>Warm coats for winter | Tack</title>');
    expect(html).toContain(
      '<meta name="description" content="Coats and jackets to keep you warm.">',
    );
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(
      '<meta property="og:image:alt" content="This may contain: a wool coat on a hanger">',
    );
    expect(html).not.toContain('Pin card |');
    const plain = (await anon.get(`/pin/${ids.plain}/`)).body;
    expect(plain).toContain('<title>Pin plain | Tack</title>');
    expect(plain).not.toContain('noindex');
    expect(plain).toContain('content="This contains an image of: Pin plain"');
  });
});
