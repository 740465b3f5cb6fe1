import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from '../../test/engines.ts';
import { dataOf as data, testClient } from '../../test/client.ts';
import { LocalStorage } from '../modules/media/local-storage.ts';
import { DEMO_LOGIN, seedDemo } from './seed.ts';

describeEngines('demo notifications', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await seedDemo(t.db.db, new LocalStorage(t.mediaDir), {
      pins: 60,
      limits: { maxBytes: 20 * 1024 * 1024, maxPixels: 40_000_000 },
    });
  }, 180_000);
  afterAll(() => t.close());

  it('the demo account has its pins’ saves and two new followers, unread', async () => {
    const demo = testClient(t.app);
    await demo.resource('UserSessionResource', 'create', DEMO_LOGIN);
    const lines = data(await demo.resource('NotificationsResource', 'get', { page_size: 50 }))
      .items as { kind: string; actorCount: number; actors: unknown[] }[];
    expect(lines[0]).toMatchObject({ kind: 'user_followed', actorCount: 2 });
    const saves = await t.db.db
      .selectFrom('saves as s')
      .innerJoin('pins as p', 'p.id', 's.pin_id')
      .innerJoin('users as u', 'u.id', 'p.pinner_id')
      .select('s.saved_pin_id')
      .where('u.username', '=', 'demo')
      .execute();
    const told = lines.filter((l) => l.kind === 'pin_saved').reduce((n, l) => n + l.actorCount, 0);
    // Every save of the demo's pins is told once (a person saving twice is one actor).
    expect(told).toBeGreaterThan(0);
    expect(told).toBeLessThanOrEqual(saves.length);
    expect(data(await demo.resource('NotificationCountResource', 'get', {})).unread).toBe(
      lines.length,
    );
  }, 60_000);
});
