// The feed benchmark's reference (`bench/feed-reference.ts`, issue 19 target 1) must answer
// Tack's signed-out first home page byte for byte, or `npm run bench -- feed-api` stops before it
// measures: it did for two days once cards gained `shareCount` and the reference did not. Here,
// in `npm test`, on a small demo world with a shared pin: the reference runs on the test app's
// database file and both answers must be the same bytes.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { firstDifference } from '../../../bench/lib/first-difference.mjs';
import { startProcess, type StartedProcess } from '../../../bench/lib/server.mjs';
import { DEMO_LOGIN, seedDemo } from '../src/demo/seed.ts';
import { LocalStorage } from '../src/modules/media/local-storage.ts';
import { dataOf, testClient } from './client.ts';
import { createTestApp, type TestApp } from './engines.ts';

const FEED = '/resource/UserHomefeedResource/get/';

let t: TestApp;
let reference: StartedProcess | undefined;

beforeAll(async () => {
  t = await createTestApp('sqlite');
  await seedDemo(t.db.db, new LocalStorage(t.mediaDir), {
    pins: 30,
    limits: { maxBytes: 20 * 1024 * 1024, maxPixels: 40_000_000 },
  });
}, 180_000);

afterAll(async () => {
  await reference?.stop();
  await t?.close();
});

/** Starts the reference on the test app's database file. */
async function startReference(): Promise<StartedProcess> {
  const { rows } = await sql<{ file: string }>`pragma database_list`.execute(t.db.db);
  return startProcess(
    'the feed reference',
    ['--import', 'tsx', 'bench/feed-reference.ts'],
    { DATABASE: rows[0]!.file, NODE_ENV: 'production' },
    60_000,
  );
}

it("answers the same bytes as Tack's signed-out first home page", async () => {
  // A share link for the newest pin, so the cards' share counts are not all zero.
  const demo = testClient(t.app);
  await demo.resource('UserSessionResource', 'create', DEMO_LOGIN);
  const tack = () => t.app.inject({ method: 'GET', url: FEED }).then((r) => r.body);
  const [newest] = dataOf({ json: JSON.parse(await tack()) }).items as { id: string }[];
  const shared = await demo.resource('InviteCodeResource', 'create', {
    object_type: 'pin',
    object_id: newest!.id,
    channel: 'copy_link',
  });
  expect(shared.status).toBe(200);

  const body = await tack();
  const page = JSON.parse(body).resource_response.data;
  expect(page.items).toHaveLength(25);
  expect(page.items[0]).toMatchObject({ id: newest!.id, shareCount: 1 });
  reference = await startReference();
  const answer = await fetch(`${reference.url}${FEED}`).then((r) => r.text());
  expect(firstDifference(body, answer)).toBeNull();
}, 120_000);
