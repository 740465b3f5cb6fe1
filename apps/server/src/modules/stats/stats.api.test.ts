import { afterAll, beforeAll, expect, it } from 'vitest';
import { EVENT_TYPES } from '@tack/contract';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import {
  dataOf as data,
  testClient,
  type TestClient,
  type TestResponse,
} from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { fakeWebDist } from '../../../test/web-dist.ts';
import { recordEvents } from '../events/events.repository.ts';
import { rollupCursor, rollupPinStats } from './rollup.ts';
import { setStaffRole } from '../users/staff-roles.ts';

type Metric = { metric: string; total: number | null; daily: (number | null)[] };
const DAY = 86_400_000;

describeEngines('pin statistics', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let pinner: TestClient;
  let saver: TestClient;
  let stranger: TestClient;
  let signedOut: TestClient;
  let sig: string;
  let board: string;
  const pinnerName = 'pinner';
  // The analytics page's head needs a built shell; a clean checkout has none before the build.
  const web = fakeWebDist();

  const newPin = async (title: string) =>
    data(
      await pinner.resource('PinResource', 'create', {
        board_id: board,
        image_signature: sig,
        title,
      }),
    ).id as string;
  const stats = (c: TestClient, pinId: string, days?: number) =>
    c.resource('PinAnalyticsResource', 'get', { pin_id: pinId, ...(days ? { days } : {}) });
  const totals = (res: TestResponse) =>
    Object.fromEntries((data(res).metrics as Metric[]).map((m) => [m.metric, m.total]));
  const daily = (pinId: string) =>
    t.db.db
      .selectFrom('pin_daily_stats')
      .selectAll()
      .where('pin_id', '=', pinId)
      .orderBy('day')
      .execute();
  const roll = () => rollupPinStats(t.db.db, engine, { lagMs: 0 });

  beforeAll(async () => {
    t = await createTestApp(engine, { WEB_DIST: web.dir });
    pinner = testClient(t.app);
    saver = testClient(t.app);
    stranger = testClient(t.app);
    signedOut = testClient(t.app);
    await pinner.signup(pinnerName);
    await saver.signup('saver');
    await stranger.signup('stranger');
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    sig = data(
      await pinner.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    board = data(await pinner.resource('BoardResource', 'create', { name: 'Stats' })).id;
  });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('counts a save toward the original pin, in the log and on the analytics page at once', async () => {
    const pin = await newPin('Saved one');
    const copy = data(await saver.resource('RepinResource', 'create', { pin_id: pin }));
    // A save of the saver's copy still counts toward the original its creator owns.
    const third = testClient(t.app);
    await third.signup('third');
    await third.resource('RepinResource', 'create', { pin_id: copy.id });
    const logged = await t.db.db
      .selectFrom('events')
      .select(['pin_id', 'object_id'])
      .where('event_type', '=', EVENT_TYPES.save)
      .where('pin_id', '=', pin)
      .execute();
    expect(logged).toHaveLength(2);
    expect(logged.map((e) => e.object_id)).toContain(copy.id);
    // Read at once: the newest seconds are read live, not waiting for the rollup.
    const res = await stats(pinner, pin);
    expect(res.status).toBe(200);
    expect(totals(res)).toMatchObject({ saves: 2, impressions: 0 });
    expect((data(res).metrics as Metric[])[0]!.daily).toHaveLength(30);
  });

  it("numbers a person's first 9 saves in their save events (the repin counter), no later one", async () => {
    const pin = await newPin('Counted');
    const fresh = testClient(t.app);
    await fresh.signup('counter');
    // Ten saves of one pin: each is logged and counted; the counter rides on the first 9 only.
    for (let i = 0; i < 10; i++)
      expect((await fresh.resource('RepinResource', 'create', { pin_id: pin })).status).toBe(200);
    const logged = await t.db.db
      .selectFrom('events')
      .select('aux_data')
      .where('event_type', '=', EVENT_TYPES.save)
      .where('pin_id', '=', pin)
      .orderBy('id')
      .execute();
    expect(logged.map((e) => (e.aux_data ? JSON.parse(e.aux_data).repin_count : null))).toEqual([
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      9,
      null,
    ]);
    expect(totals(await stats(pinner, pin))).toMatchObject({ saves: 10 });
  });

  it('keeps the saver identified only with analytics consent', async () => {
    const pin = await newPin('Consent');
    // Consent is not asked here (CONSENT_REQUIRED eu, a US account): analytics is on by default.
    await saver.resource('RepinResource', 'create', { pin_id: pin });
    await saver.resource('UserSettingsResource', 'update', {
      allow_analytic_cookies: false,
      allow_marketing_cookies: false,
      allow_personalization_cookies: false,
      surface_tag: 'settings',
    });
    await saver.resource('RepinResource', 'create', { pin_id: pin });
    const users = await t.db.db
      .selectFrom('events')
      .select('user_id')
      .where('pin_id', '=', pin)
      .orderBy('id')
      .execute();
    expect(users.map((u) => u.user_id === null)).toEqual([false, true]);
  });

  it('rolls up incrementally: a second run adds only what is new', async () => {
    const pin = await newPin('Incremental');
    const imp = (milestone: number) => ({
      eventType: EVENT_TYPES.impression,
      pinId: pin,
      auxData: { milestone },
    });
    await recordEvents(t.db.db, [
      imp(0),
      imp(0.5),
      imp(1),
      imp(0),
      { eventType: EVENT_TYPES.pinClick, pinId: pin },
      { eventType: EVENT_TYPES.clickthrough, pinId: pin },
      { eventType: EVENT_TYPES.boardFollow, objectId: board },
    ]);
    await roll();
    const first = await daily(pin);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ impressions: 2, pin_clicks: 1, outbound_clicks: 1, saves: 0 });
    const cursor = await rollupCursor(t.db.db);
    // Nothing new: nothing added, the cursor stays.
    await roll();
    expect(await daily(pin)).toEqual(first);
    expect(await rollupCursor(t.db.db)).toBe(cursor);
    await recordEvents(t.db.db, [imp(0), { eventType: EVENT_TYPES.pinClick, pinId: pin }]);
    await roll();
    expect((await daily(pin))[0]).toMatchObject({ impressions: 3, pin_clicks: 2 });
    expect(await rollupCursor(t.db.db)).not.toBe(cursor);
    expect(totals(await stats(pinner, pin))).toEqual({
      impressions: 3,
      saves: 0,
      pinClicks: 2,
      outboundClicks: 1,
    });
  });

  it('reads in bounded batches and buckets backdated events by their UTC day', async () => {
    const pin = await newPin('Batches');
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
    await recordEvents(
      t.db.db,
      [5, 3, 3, 0].map((d) => ({ eventType: EVENT_TYPES.pinClick, pinId: pin, at: at(d) })),
    );
    // Backdated ids sort before the cursor of earlier tests: only a log no rollup has read yet
    // may be backdated, so this test starts one from its own events.
    await t.db.db.deleteFrom('event_rollups').execute();
    await t.db.db.deleteFrom('pin_daily_stats').execute();
    await rollupPinStats(t.db.db, engine, { lagMs: 0, batchSize: 2 });
    const rows = await daily(pin);
    expect(rows.map((r) => [r.day, r.pin_clicks])).toEqual([
      [at(5).toISOString().slice(0, 10), 1],
      [at(3).toISOString().slice(0, 10), 2],
      [at(0).toISOString().slice(0, 10), 1],
    ]);
    const week = data(await stats(pinner, pin, 7));
    expect(week.dayList).toHaveLength(7);
    const clicks = (week.metrics as Metric[]).find((m) => m.metric === 'pinClicks')!;
    expect(clicks.total).toBe(4);
    expect(clicks.daily.at(-1)).toBe(1);
    expect(clicks.daily.at(-4)).toBe(2);
  });

  it('skips events of pins deleted since, and moves on', async () => {
    const gone = await newPin('Gone');
    const kept = await newPin('Kept');
    await recordEvents(t.db.db, [
      { eventType: EVENT_TYPES.pinClick, pinId: gone },
      { eventType: EVENT_TYPES.pinClick, pinId: kept },
    ]);
    expect((await pinner.resource('PinResource', 'delete', { id: gone })).status).toBe(200);
    await roll();
    expect(await daily(gone)).toEqual([]);
    expect((await daily(kept))[0]).toMatchObject({ pin_clicks: 1 });
  });

  it('answers the pinner, and 404 to a stranger, the signed out and an unknown pin', async () => {
    const pin = await newPin('Private stats');
    expect((await stats(pinner, pin)).status).toBe(200);
    const res = await stats(stranger, pin);
    expect(res.status).toBe(404);
    expect((await stats(signedOut, pin)).status).toBe(404);
    expect((await stats(pinner, '1234567890123456789')).status).toBe(404);
    expect((await stats(pinner, pin, 9)).status).toBe(400);
    // The page head answers the same.
    expect((await pinner.get(`/pin/${pin}/analytics`)).status).toBe(200);
    expect((await stranger.get(`/pin/${pin}/analytics`)).status).toBe(404);
    expect((await signedOut.get(`/pin/${pin}/analytics`)).status).toBe(404);
  });

  it('answers an operator 404 too: only the pinner (and who manages the profile) reads stats', async () => {
    const pin = await newPin('Not for operators');
    const operator = testClient(t.app);
    const id = (await operator.signup('operator')).viewer.id;
    await t.db.db.updateTable('users').set({ role: 'admin' }).where('id', '=', id).execute();
    expect((await stats(operator, pin)).status).toBe(404);
    expect((await operator.get(`/pin/${pin}/analytics`)).status).toBe(404);
    expect((await stats(pinner, pin)).status).toBe(200);
  });

  it("shows story pins' stats only to partners, set with the partner command", async () => {
    const pin = await newPin('Story');
    await t.db.db
      .updateTable('pins')
      .set({
        media: JSON.stringify({
          story: {
            pages: [
              { imageSignature: sig, width: 1, height: 1, dominantColor: '#000000', text: '' },
            ],
          },
        }),
      })
      .where('id', '=', pin)
      .execute();
    expect((await stats(pinner, pin)).status).toBe(404);
    expect(await setStaffRole(t.db.db, 'partner', pinnerName, true)).toBe(true);
    expect((await stats(pinner, pin)).status).toBe(200);
    expect(await setStaffRole(t.db.db, 'partner', pinnerName, false)).toBe(true);
    expect((await stats(pinner, pin)).status).toBe(404);
    expect(await setStaffRole(t.db.db, 'partner', 'nobody-here', true)).toBe(false);
  });

  it('shows impressions and pin clicks only for an ad-only (promoted) pin', async () => {
    const pin = await newPin('Promoted');
    await t.db.db.updateTable('pins').set({ is_promoted: 1 }).where('id', '=', pin).execute();
    expect(totals(await stats(pinner, pin))).toEqual({
      impressions: 0,
      pinClicks: 0,
      saves: null,
      outboundClicks: null,
    });
  });

  it("puts the 30-day figures on the viewer's own cards only", async () => {
    const pin = await newPin('Card');
    await recordEvents(t.db.db, [
      { eventType: EVENT_TYPES.impression, pinId: pin, auxData: { milestone: 0 } },
    ]);
    await saver.resource('RepinResource', 'create', { pin_id: pin });
    await roll();
    const own = data(await pinner.resource('PinResource', 'get', { id: pin }));
    expect(own.aggregatedPinData.creatorAnalytics).toEqual({ impression: 1, save: 1, pinClick: 0 });
    const other = data(await stranger.resource('PinResource', 'get', { id: pin }));
    expect(other.aggregatedPinData.creatorAnalytics).toBeUndefined();
  });
  // Last: it moves the cursor an hour ahead, past every id the other tests would make.
  it('leaves ids younger than the lag for a later run (a late writer is not lost)', async () => {
    const pin = await newPin('Late');
    const later = Date.now() + 3_600_000;
    // Made "now" at `later`: a run 1 s after it must leave it for a writer still committing.
    await recordEvents(t.db.db, [
      { eventType: EVENT_TYPES.pinClick, pinId: pin, at: new Date(later) },
    ]);
    await rollupPinStats(t.db.db, engine, { nowMs: later + 1_000 });
    expect(await daily(pin)).toEqual([]);
    await rollupPinStats(t.db.db, engine, { nowMs: later + 3_000 });
    expect((await daily(pin))[0]).toMatchObject({ pin_clicks: 1 });
  });
});
