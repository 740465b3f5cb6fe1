import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '@tack/contract';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { EVENT_RATE_LIMIT } from '../../app.ts';
import { deleteLogBefore, eventRetentionJob, retentionCutoff } from './events-retention.ts';

const impression = (pinId: string, milestone: number) => ({
  event_type: EVENT_TYPES.impression,
  pin_id: pinId,
  view_type: 1,
  aux_data: { milestone },
});

describeEngines('the event log (EventBatchResource)', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: TestClient;
  let viewer: TestClient;
  let pinId: string;
  let secretPinId: string;
  let boardId: string;
  const log = (c: TestClient, options: unknown) =>
    c.resource('EventBatchResource', 'create', options);
  const rows = () => t.db.db.selectFrom('events').selectAll().orderBy('id').execute();
  const clear = () => t.db.db.deleteFrom('events').execute();

  beforeAll(async () => {
    // Asked everywhere, so "no choice yet" means no analytics.
    t = await createTestApp(engine, { CONSENT_REQUIRED: 'always' });
    owner = testClient(t.app);
    viewer = testClient(t.app);
    await owner.signup('olive');
    await viewer.signup('victor');
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    const sig = data(
      await owner.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    boardId = data(await owner.resource('BoardResource', 'create', { name: 'Open' })).id;
    const secret = data(await owner.resource('BoardResource', 'create', { name: 'Hush' })).id;
    await owner.resource('BoardResource', 'update', { board_id: secret, privacy: 'secret' });
    pinId = data(
      await owner.resource('PinResource', 'create', { board_id: boardId, image_signature: sig }),
    ).id;
    secretPinId = data(
      await owner.resource('PinResource', 'create', { board_id: secret, image_signature: sig }),
    ).id;
  });
  afterAll(() => t.close());

  it('stores a valid batch, every field, in one go', async () => {
    await clear();
    const res = await log(viewer, {
      page_kind: 'home',
      events: [
        impression(pinId, 0),
        impression(pinId, 0.5),
        { event_type: EVENT_TYPES.pinClick, pin_id: pinId, component: 'grid', element: 'card' },
        { event_type: EVENT_TYPES.boardFollow, object_id: boardId },
        { event_type: EVENT_TYPES.topicUnfollow, object_id: '1700000000000000009' },
        {
          event_type: EVENT_TYPES.carouselImpression,
          pin_id: pinId,
          view_parameter: 72,
          aux_data: { slot: 2 },
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(data(res)).toEqual({ stored: 6, dropped: 0 });
    const stored = await rows();
    expect(stored.map((r) => r.event_type)).toEqual([3, 3, 12, 26, 602, 7352]);
    expect(stored[1]).toMatchObject({
      pin_id: pinId,
      view_type: 1,
      page_kind: 'home',
      aux_data: JSON.stringify({ milestone: 0.5 }),
    });
    expect(stored[2]).toMatchObject({ component: 'grid', element: 'card' });
    expect(stored[3]).toMatchObject({ object_id: boardId, pin_id: null });
    expect(stored[5]).toMatchObject({ view_parameter: 72 });
  });

  it('keeps no user_id without analytics consent, and keeps it with', async () => {
    await clear();
    await log(viewer, { page_kind: 'pin', events: [impression(pinId, 1)] });
    expect((await rows())[0]!.user_id).toBeNull();
    await viewer.resource('UserSettingsResource', 'update', {
      allow_analytic_cookies: true,
      allow_marketing_cookies: false,
      allow_personalization_cookies: false,
      surface_tag: 'settings',
    });
    await log(viewer, { page_kind: 'pin', events: [impression(pinId, 1)] });
    const after = await rows();
    expect(after[1]!.user_id).not.toBeNull();
    await viewer.resource('UserSettingsResource', 'update', {
      allow_analytic_cookies: false,
      allow_marketing_cookies: false,
      allow_personalization_cookies: false,
      surface_tag: 'settings',
    });
    await log(viewer, { page_kind: 'pin', events: [impression(pinId, 1)] });
    expect((await rows())[2]!.user_id).toBeNull();
  });

  it('logs a signed-out visitor by page kind only (PC §2)', async () => {
    await clear();
    const visitor = testClient(t.app);
    for (const kind of ['shopping-category', 'unauth-profile', 'ideas-root'])
      expect(
        (await log(visitor, { page_kind: kind, events: [impression(pinId, 0.8)] })).status,
      ).toBe(200);
    expect(await rows()).toMatchObject(
      ['shopping-category', 'unauth-profile', 'ideas-root'].map((page_kind) => ({
        page_kind,
        user_id: null,
        pin_id: pinId,
      })),
    );
  });

  it('stores "search", which apps before the route table sent, as "other"', async () => {
    await clear();
    const res = await log(testClient(t.app), {
      page_kind: 'search',
      events: [impression(pinId, 0)],
    });
    expect(res.status).toBe(200);
    expect(await rows()).toMatchObject([{ page_kind: 'other' }]);
  });

  it('logs a page view with its landing page type and deeplink or click (MC §2.2)', async () => {
    await clear();
    const view = (landing: string, entry: string) => ({
      event_type: EVENT_TYPES.pageView,
      aux_data: { landing, entry },
    });
    const res = await log(testClient(t.app), {
      page_kind: 'board',
      events: [view('own_board', 'deeplink'), view('', 'click')],
    });
    expect(res.status).toBe(200);
    expect((await rows()).map((r) => [r.event_type, JSON.parse(r.aux_data!)])).toEqual([
      [EVENT_TYPES.pageView, { landing: 'own_board', entry: 'deeplink' }],
      [EVENT_TYPES.pageView, { landing: '', entry: 'click' }],
    ]);
  });

  it('drops events about pins the viewer cannot see, and stores the rest', async () => {
    await clear();
    const res = await log(viewer, {
      page_kind: 'home',
      events: [
        impression(secretPinId, 0),
        { event_type: EVENT_TYPES.pinClick, pin_id: '999999' },
        impression(pinId, 0),
      ],
    });
    expect(data(res)).toEqual({ stored: 1, dropped: 2 });
    expect((await rows()).map((r) => r.pin_id)).toEqual([pinId]);
    // The owner sees their secret board's pin.
    expect(
      data(await log(owner, { page_kind: 'board', events: [impression(secretPinId, 0)] })),
    ).toEqual({
      stored: 1,
      dropped: 0,
    });
  });

  it('stores a carousel swipe (108) with its slot data, and refuses one without it', async () => {
    await clear();
    const slot = {
      carouselSlotId: '1700000000000000001',
      carouselDataId: pinId,
      carouselSlotIndex: 0,
      toCarouselSlotIndex: 1,
    };
    const swipe = { event_type: EVENT_TYPES.carouselSwipe, pin_id: pinId, aux_data: slot };
    expect(data(await log(viewer, { page_kind: 'home', events: [swipe] }))).toEqual({
      stored: 1,
      dropped: 0,
    });
    expect(await rows()).toMatchObject([{ event_type: 108, pin_id: pinId }]);
    expect(JSON.parse((await rows())[0]!.aux_data!)).toEqual(slot);
    // About a pin like the other pin events: one the viewer cannot see is dropped.
    expect(
      data(await log(viewer, { page_kind: 'home', events: [{ ...swipe, pin_id: secretPinId }] })),
    ).toEqual({ stored: 0, dropped: 1 });
    for (const aux of [{}, { ...slot, toCarouselSlotIndex: -1 }, { ...slot, carouselSlotId: 3 }]) {
      const res = await log(viewer, { page_kind: 'home', events: [{ ...swipe, aux_data: aux }] });
      expect(res.status).toBe(400);
      expect(res.json.resource_response.error.message).toMatch(/carouselSlotId, carouselDataId/);
    }
    expect(await rows()).toHaveLength(1);
  });

  it('refuses the spec types Tack gives no meaning (14, 102, 103, 7762, 8948, 14577, 14581, 16815)', async () => {
    await clear();
    for (const type of [14, 102, 103, 7762, 8948, 14577, 14581, 16815]) {
      const res = await log(viewer, { page_kind: 'home', events: [{ event_type: type }] });
      expect(res.status).toBe(400);
      expect(res.json.resource_response.error.message).toMatch(`unknown event type ${type}`);
    }
    expect(await rows()).toEqual([]);
  });

  it('refuses saves and clickthroughs sent by a client: only the server logs them', async () => {
    await clear();
    for (const type of [EVENT_TYPES.save, EVENT_TYPES.clickthrough]) {
      const res = await log(viewer, {
        page_kind: 'pin',
        events: [{ event_type: type, pin_id: pinId }],
      });
      expect(res.status).toBe(400);
      expect(res.json.resource_response.error.message).toMatch(/logged by the server itself/);
    }
    expect(await rows()).toEqual([]);
  });

  describe('refuses each bad shape with a clear message (400, nothing stored)', () => {
    const many = Array.from({ length: 501 }, () => impression('1', 0));
    const cases: [string, unknown, RegExp][] = [
      ['no events', { page_kind: 'home', events: [] }, /at least one event/],
      ['too many events', { page_kind: 'home', events: many }, /at most 500 events/],
      ['not a list', { page_kind: 'home', events: 'x' }, /events/],
      ['no page kind', { events: [impression('1', 0)] }, /page_kind/],
      ['an unknown page kind', { page_kind: 'moon', events: [impression('1', 0)] }, /page_kind is one of/],
      ['an unknown type', { page_kind: 'home', events: [{ event_type: 4 }] }, /unknown event type 4/],
      ['a type as text', { page_kind: 'home', events: [{ event_type: 'x' }] }, /event_type/],
      ['an impression without a pin', { page_kind: 'home', events: [{ event_type: 3, aux_data: { milestone: 0 } }] }, /needs the pin_id/],
      ['an impression without a milestone', { page_kind: 'home', events: [{ event_type: 3, pin_id: '1' }] }, /aux_data.milestone/],
      ['a made-up milestone', { page_kind: 'home', events: [impression('1', 0.3)] }, /aux_data.milestone/],
      ['a follow without its board', { page_kind: 'home', events: [{ event_type: 26 }] }, /object_id/],
      ['a pin id that is no id', { page_kind: 'home', events: [{ event_type: 12, pin_id: 'abc' }] }, /numeric id/],
      ['a long component', { page_kind: 'home', events: [{ event_type: 101, component: 'x'.repeat(61) }] }, /component/],
      ['a nested aux_data', { page_kind: 'home', events: [{ event_type: 101, aux_data: { a: { b: 1 } } }] }, /aux_data values/],
      ['a big aux_data', { page_kind: 'home', events: [{ event_type: 101, aux_data: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])) }] }, /at most 10 keys/],
      ['an unknown field', { page_kind: 'home', events: [{ event_type: 101, user_id: '1' }] }, /user_id|Unrecognized|unknown/i],
      ['a negative view type', { page_kind: 'home', events: [{ event_type: 101, view_type: -1 }] }, /view_type/],
      ['a page view without its landing type', { page_kind: 'home', events: [{ event_type: 2, aux_data: { entry: 'click' } }] }, /aux_data.landing/],
      ['a page view of an unknown landing type', { page_kind: 'home', events: [{ event_type: 2, aux_data: { landing: 'moon', entry: 'click' } }] }, /aux_data.landing/],
      ['a page view neither deeplink nor click', { page_kind: 'home', events: [{ event_type: 2, aux_data: { landing: 'home', entry: 'pop' } }] }, /deeplink or click/],
    ]; // prettier-ignore
    it.each(cases)('%s', async (_name, options, message) => {
      await clear();
      const res = await log(viewer, options);
      expect(res.status).toBe(400);
      expect(res.json.resource_response.error.message).toMatch(message);
      expect(await rows()).toEqual([]);
    });
  });

  it('limits each viewer to its rate, and not the next viewer', async () => {
    const flooder = testClient(t.app);
    await flooder.signup('flo');
    let last = 0;
    for (let i = 0; i <= EVENT_RATE_LIMIT.max; i++)
      last = (await log(flooder, { page_kind: 'home', events: [impression(pinId, 0)] })).status;
    expect(last).toBe(429);
    expect((await log(viewer, { page_kind: 'home', events: [impression(pinId, 0)] })).status).toBe(
      200,
    );
  });

  it('retention deletes events older than the setting, in bounded batches, and only those', async () => {
    await clear();
    await log(viewer, { page_kind: 'home', events: [impression(pinId, 0), impression(pinId, 1)] });
    const now = Date.now();
    const old = new Date(now - 91 * 86_400_000).toISOString();
    const edge = new Date(now - 89 * 86_400_000).toISOString();
    const ids = (await rows()).map((r) => r.id);
    await t.db.db
      .insertInto('events')
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          id: `100000000000${i}`,
          event_type: 3,
          created_at: i < 4 ? old : edge,
        })),
      )
      .execute();
    // A batch of 3 deletes 3 of the 4 old ones; the next the last; then nothing.
    const cutoff = retentionCutoff(now, 90);
    expect(await deleteLogBefore(t.db.db, 'events', cutoff, 3)).toBe(3);
    expect(await deleteLogBefore(t.db.db, 'events', cutoff, 3)).toBe(1);
    expect(await deleteLogBefore(t.db.db, 'events', cutoff, 3)).toBe(0);
    const left = (await rows()).map((r) => r.id);
    expect(left).toEqual(expect.arrayContaining([...ids, '1000000000004']));
    expect(left).toHaveLength(3);
    // Link decisions age out by the same setting.
    await t.db.db
      .insertInto('link_decisions')
      .values(
        [old, new Date(now).toISOString()].map((created_at, i) => ({
          id: `200000000000${i}`,
          url: 'https://example.com/',
          host: 'example.com',
          status: 'ok',
          source: 'check',
          created_at,
        })),
      )
      .execute();
    // The job itself: with a 1-day setting the 89-day-old one goes too, and it comes back in an hour.
    const next = await eventRetentionJob(t.db.db, 1)(null, {} as never);
    expect((await rows()).map((r) => r.id).sort()).toEqual([...ids].sort());
    const decisions = await t.db.db.selectFrom('link_decisions').select('id').execute();
    expect(decisions.map((d) => d.id)).toEqual(['2000000000001']);
    expect(next && next.again.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
  });
});
