import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf as data, testClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import type { Sources } from '../follows/feed-sources.ts';
import { SAVED_INTERESTS_MAX, savedInterests } from './saved-signals.ts';

const sources = (...interests: string[]): Sources => ({
  board: new Set(),
  user: new Set(),
  interest: new Set(interests),
});

// The topics of a person's recent saves, most saved first (saved-signals.ts): at most five, and
// the topics they follow or unfollowed neither come back nor take one of the five places.
describeEngines("home feed: the topics of the viewer's saves", (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let viewerId: string;
  // Topic k is on 7 - k saved pins: topic 0 is the most saved.
  const topics = Array.from(
    { length: 7 },
    (_, k) => `17000000000000001${String(k).padStart(2, '0')}`,
  );
  const since = '2000-01-01T00:00:00.000Z';

  beforeAll(async () => {
    t = await createTestApp(engine);
    const maker = testClient(t.app);
    const viewer = testClient(t.app);
    await maker.signup('maker');
    viewerId = (await viewer.signup('viewer')).viewer.id;
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    const sig = data(
      await maker.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    const board = data(await maker.resource('BoardResource', 'create', { name: 'Things' })).id;
    for (const [k, id] of topics.entries()) {
      await t.db.db
        .insertInto('interests')
        .values({ id, name: `Topic ${k}`, slug: `topic-${k}`, created_at: '2025-01-01' })
        .execute();
      for (let n = 0; n < 7 - k; n++) {
        const pin = data(
          await maker.resource('PinResource', 'create', {
            board_id: board,
            image_signature: sig,
            title: `Topic ${k} pin ${n}`,
          }),
        ).id as string;
        await t.db.db
          .insertInto('pin_interests')
          .values({ pin_id: pin, interest_id: id })
          .execute();
        expect((await viewer.resource('RepinResource', 'create', { pin_id: pin })).status).toBe(
          200,
        );
      }
    }
  });
  afterAll(() => t?.close());

  it('keeps the five most saved topics', async () => {
    const got = await savedInterests(t.db.db, viewerId, since, sources(), sources());
    expect(SAVED_INTERESTS_MAX).toBe(5);
    expect([...got]).toEqual(topics.slice(0, 5));
  });

  it('leaves out followed and unfollowed topics without giving up their places', async () => {
    const got = await savedInterests(
      t.db.db,
      viewerId,
      since,
      sources(topics[0]!),
      sources(topics[1]!),
    );
    expect([...got]).toEqual(topics.slice(2, 7));
  });

  it('counts only the saves since the given time', async () => {
    const later = new Date(Date.now() + 60_000).toISOString();
    expect(await savedInterests(t.db.db, viewerId, later, sources(), sources())).toEqual(new Set());
  });
});
