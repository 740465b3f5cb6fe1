import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

type FeedPin = { id: string; recommendationReason: { reason: string } };

// The saves' topics are asked last, only as far back as the followed sources already fill the
// page (home-feed.ts): a topic's pin newer than that still takes its place, on the first page.
describeEngines('home feed: pins on the topics of the viewer saves', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let viewer: TestClient;
  const chairs: string[] = [];
  let topicPin: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const maker = testClient(t.app);
    const other = testClient(t.app);
    viewer = testClient(t.app);
    await maker.signup('maker');
    await other.signup('other');
    await viewer.signup('viewer');
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    const sig = data(
      await maker.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    const board = data(await maker.resource('BoardResource', 'create', { name: 'Chairs' })).id;
    const otherBoard = data(await other.resource('BoardResource', 'create', { name: 'Pots' })).id;
    const pin = async (who: TestClient, boardId: string, title: string) =>
      data(
        await who.resource('PinResource', 'create', {
          board_id: boardId,
          image_signature: sig,
          title,
        }),
      ).id as string;
    const pot = await pin(other, otherBoard, 'Pot');
    for (let i = 0; i < 8; i++) chairs.push(await pin(maker, board, `Chair ${i}`));
    // Someone else's pot, made between the two newest chairs: its id says so.
    topicPin = (BigInt(chairs[6]!) + 1n).toString();
    expect(topicPin < chairs[7]!).toBe(true);
    await t.db.db.updateTable('pins').set({ id: topicPin }).where('id', '=', pot).execute();
    await t.db.db
      .insertInto('interests')
      .values({
        id: '1700000000000000007',
        name: 'Pottery',
        slug: 'pottery',
        created_at: '2025-01-01',
      })
      .execute();
    await t.db.db
      .insertInto('pin_interests')
      .values({ pin_id: topicPin, interest_id: '1700000000000000007' })
      .execute();
    // The viewer follows the chairs' board and saves the pot: their saves now say pottery.
    await viewer.put(`/v3/boards/${board}/follow/`);
    expect((await viewer.resource('RepinResource', 'create', { pin_id: topicPin })).status).toBe(
      200,
    );
  });
  afterAll(() => t?.close());

  it('a topic pin newer than the page the followed board fills comes on that page', async () => {
    const followed: FeedPin[] = [];
    let bookmark: string | null = null;
    do {
      const page = data(
        await viewer.resource('UserHomefeedResource', 'get', {
          page_size: 3,
          ...(bookmark ? { bookmark } : {}),
        }),
      ) as { items: FeedPin[]; bookmark: string | null };
      followed.push(...page.items.filter((p) => p.recommendationReason.reason !== 'popular'));
      bookmark = page.bookmark;
    } while (bookmark);
    expect(followed.map((p) => p.id)).toEqual([
      chairs[7],
      topicPin,
      ...chairs.slice(0, 7).reverse(),
    ]);
    expect(followed[1]!.recommendationReason.reason).toBe('saved_interest');
  });
});
