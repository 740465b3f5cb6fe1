import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

/**
 * Weight-loss ads (pin-card-and-saving.md §3 adData.isWeightLossAd, §4 feedback states, §8):
 * hiding one opts the viewer out of them all, on every surface; undo takes it back.
 */
describeEngines('weight-loss ads', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let maker: TestClient;
  let viewer: TestClient;
  let viewerId: string;
  const pins: Record<'first' | 'second' | 'plainAd', string> = {
    first: '',
    second: '',
    plainAd: '',
  };
  const found = async (query: string) =>
    data(await viewer.resource('SearchPinsResource', 'get', { query })).items as {
      id: string;
      adData: { isWeightLossAd: boolean } | null;
    }[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    maker = testClient(t.app);
    viewer = testClient(t.app);
    await maker.signup('mealco');
    viewerId = (await viewer.signup('viewer')).viewer.id;
    const board = data(await maker.resource('BoardResource', 'create', { name: 'Ads' }));
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    const sig = data(
      await maker.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    for (const key of Object.keys(pins) as (keyof typeof pins)[]) {
      pins[key] = data(
        await maker.resource('PinResource', 'create', {
          board_id: board.id,
          image_signature: sig,
          title: `Meal plan ${key}`,
        }),
      ).id;
    }
    await t.db.db
      .updateTable('pins')
      .set({ is_promoted: 1 })
      .where('id', 'in', Object.values(pins))
      .execute();
    await t.db.db
      .updateTable('pins')
      .set({ is_weight_loss_ad: 1 })
      .where('id', 'in', [pins.first, pins.second])
      .execute();
  });
  afterAll(() => t?.close());

  const optedOut = async () =>
    (
      await t.db.db
        .selectFrom('users')
        .select('weight_loss_ads_opted_out')
        .where('id', '=', viewerId)
        .executeTakeFirstOrThrow()
    ).weight_loss_ads_opted_out;

  it('marks a weight-loss ad in adData, and only promoted pins carry adData', async () => {
    const items = await found('meal plan');
    expect(items.find((p) => p.id === pins.first)?.adData).toEqual({ isWeightLossAd: true });
    expect(items.find((p) => p.id === pins.plainAd)?.adData).toEqual({ isWeightLossAd: false });
    await t.db.db
      .updateTable('pins')
      .set({ is_promoted: 0 })
      .where('id', '=', pins.plainAd)
      .execute();
    expect((await found('meal plan')).find((p) => p.id === pins.plainAd)?.adData).toBeNull();
    await t.db.db
      .updateTable('pins')
      .set({ is_promoted: 1 })
      .where('id', '=', pins.plainAd)
      .execute();
  });

  it('hiding one weight-loss ad leaves every weight-loss ad out, and undo brings them back', async () => {
    const hide = await viewer.resource('PinFeedbackResource', 'update', {
      pin_id: pins.first,
      feedback_type: 1,
    });
    expect(hide.status).toBe(200);
    expect(await optedOut()).toBe(1);
    // The viewer's own fields say so (PC §3 weight_loss_ads_opted_out).
    expect(data(await viewer.resource('UserSessionResource', 'get', {})).viewer).toMatchObject({
      weight_loss_ads_opted_out: true,
    });
    const ids = (await found('meal plan')).map((p) => p.id);
    expect(ids).not.toContain(pins.second);
    expect(ids).toContain(pins.plainAd);
    // Only for that viewer.
    const others = data(await maker.resource('SearchPinsResource', 'get', { query: 'meal plan' }));
    expect(others.items.map((p: { id: string }) => p.id)).toContain(pins.second);

    await viewer.resource('PinFeedbackResource', 'update', {
      pin_id: pins.first,
      feedback_type: 1,
      undo: true,
    });
    expect(await optedOut()).toBe(0);
    expect(data(await viewer.resource('UserSessionResource', 'get', {})).viewer).toMatchObject({
      weight_loss_ads_opted_out: false,
    });
    expect((await found('meal plan')).map((p) => p.id)).toContain(pins.second);
  });

  it('hiding an ordinary ad changes no opt-out', async () => {
    await viewer.resource('PinFeedbackResource', 'update', {
      pin_id: pins.plainAd,
      feedback_type: 1,
    });
    expect(await optedOut()).toBe(0);
  });
});
