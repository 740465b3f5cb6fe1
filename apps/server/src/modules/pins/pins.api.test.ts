import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

describeEngines('pins, saves and feeds', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let creator: TestClient;
  let saver: TestClient;
  let anon: TestClient;
  let board: { id: string; url: string };
  let secretBoard: { id: string };
  const pinIds: string[] = [];

  async function upload(c: TestClient, seed: number): Promise<string> {
    const form = multipart(
      'image',
      'art.png',
      await makePng(300 + seed, 500, { r: (seed * 7) % 255, g: 90, b: 120 }),
      'image/png',
    );
    const res = await c.post('/v3/media/uploads/', form.payload, {
      'content-type': form.contentType,
    });
    expect(res.status).toBe(200);
    return res.json.resource_response.data.imageSignature;
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    creator = testClient(t.app);
    saver = testClient(t.app);
    anon = testClient(t.app);
    await creator.signup('cora');
    await saver.signup('sid');
    board = data(await creator.resource('BoardResource', 'create', { name: 'Art' }));
    secretBoard = data(await creator.resource('BoardResource', 'create', { name: 'Hidden' }));
    await creator.resource('BoardResource', 'update', {
      board_id: secretBoard.id,
      privacy: 'secret',
    });
    for (let i = 0; i < 5; i++) {
      const sig = await upload(creator, i);
      const pin = await creator.resource('PinResource', 'create', {
        board_id: board.id,
        image_signature: sig,
        title: `Pin ${i}`,
        description: 'A study',
        link: 'https://www.example.com/a',
      });
      expect(pin.status).toBe(200);
      pinIds.push(data(pin).id);
    }
  });
  afterAll(() => t.close());

  it('creates a pin with every image size, its domain and the image dimensions', async () => {
    const pin = data(await anon.resource('PinResource', 'get', { id: pinIds[0] }));
    expect(pin).toMatchObject({
      title: 'Pin 0',
      domain: 'example.com',
      width: 300,
      height: 500,
      pinner: { username: 'cora' },
      board: { id: board.id, url: '/cora/art/' },
    });
    expect(Object.keys(pin.images).sort()).toEqual([
      '136x136',
      '170x',
      '236x',
      '474x',
      '564x',
      '736x',
      'orig',
    ]);
    expect(pin.images['236x']).toMatchObject({ width: 236, height: 393 });
    expect(pin.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    const img = await anon.get(pin.images['236x'].url);
    expect(img.status).toBe(200);
    expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('refuses pins on boards the viewer does not own, and unknown images', async () => {
    const sig = await upload(saver, 42);
    expect(
      (await saver.resource('PinResource', 'create', { board_id: board.id, image_signature: sig }))
        .status,
    ).toBe(403);
    expect(
      (
        await saver.resource('PinResource', 'create', {
          board_id: secretBoard.id,
          image_signature: sig,
        })
      ).status,
    ).toBe(404);
    const own = data(await saver.resource('BoardResource', 'create', { name: 'Mine' }));
    const unknown = await saver.resource('PinResource', 'create', {
      board_id: own.id,
      image_signature: 'f'.repeat(32),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.resource_response.error.field).toBe('image_signature');
  });

  it('pages the home feed newest first with a bookmark, without repeats', async () => {
    const first = data(await anon.resource('UserHomefeedResource', 'get', { page_size: 3 }));
    expect(first.items.map((p: { id: string }) => p.id)).toEqual([pinIds[4], pinIds[3], pinIds[2]]);
    const second = data(
      await anon.resource('UserHomefeedResource', 'get', {
        page_size: 3,
        bookmark: first.bookmark,
      }),
    );
    expect(second.items.map((p: { id: string }) => p.id)).toEqual([pinIds[1], pinIds[0]]);
    expect(second.bookmark).toBeNull();
  });

  it('saves a pin to a board in one step, answering id and board, and shows it on saved and board feeds', async () => {
    const target = data(await saver.resource('BoardResource', 'create', { name: 'Keepers' }));
    const res = await saver.resource('RepinResource', 'create', {
      pin_id: pinIds[2],
      board_id: target.id,
    });
    expect(res.status).toBe(200);
    expect(data(res)).toEqual({
      id: expect.any(String),
      board: { id: target.id, url: '/sid/keepers/', name: 'Keepers' },
    });
    const saved = data(await anon.resource('UserSavedPinsResource', 'get', { username: 'sid' }));
    expect(saved.items[0]).toMatchObject({
      id: data(res).id,
      isRepin: true,
      originPinId: pinIds[2],
    });
    const onBoard = data(await anon.resource('BoardFeedResource', 'get', { board_id: target.id }));
    expect(onBoard.items.map((p: { id: string }) => p.id)).toEqual([data(res).id]);
    expect(
      data(await anon.resource('BoardResource', 'get', { board_id: target.id })).pinCount,
    ).toBe(1);
    expect(data(await anon.resource('PinResource', 'get', { id: pinIds[2] })).saveCount).toBe(1);
    // Saves are not "created" pins.
    expect(
      data(await anon.resource('UserCreatedPinsResource', 'get', { username: 'sid' })).items,
    ).toHaveLength(0);
  });

  it('quick-saves to the Profile board when no board is given', async () => {
    const res = data(await saver.resource('RepinResource', 'create', { pin_id: pinIds[1] }));
    expect(res.board).toMatchObject({ name: 'Profile', url: '/sid/_saved' });
  });

  it('keeps secret boards out of every feed and lookup for others', async () => {
    const sig = await upload(creator, 77);
    const hidden = data(
      await creator.resource('PinResource', 'create', {
        board_id: secretBoard.id,
        image_signature: sig,
        title: 'Hush',
      }),
    );
    for (const who of [anon, saver]) {
      expect((await who.resource('PinResource', 'get', { id: hidden.id })).status).toBe(404);
      expect(
        (await who.resource('BoardFeedResource', 'get', { board_id: secretBoard.id })).status,
      ).toBe(404);
      const home = data(await who.resource('UserHomefeedResource', 'get', { page_size: 50 }));
      expect(home.items.map((p: { id: string }) => p.id)).not.toContain(hidden.id);
      const saved = data(
        await who.resource('UserSavedPinsResource', 'get', { username: 'cora', page_size: 50 }),
      );
      expect(saved.items.map((p: { id: string }) => p.id)).not.toContain(hidden.id);
      expect((await who.resource('RepinResource', 'create', { pin_id: hidden.id })).status).toBe(
        who === anon ? 401 : 404,
      );
    }
    expect((await creator.resource('PinResource', 'get', { id: hidden.id })).status).toBe(200);
  });

  it('deletes a pin only for its pinner or board owner, and keeps counts right', async () => {
    expect((await saver.resource('PinResource', 'delete', { id: pinIds[0] })).status).toBe(403);
    const before = data(
      await anon.resource('BoardResource', 'get', { board_id: board.id }),
    ).pinCount;
    expect((await creator.resource('PinResource', 'delete', { id: pinIds[0] })).status).toBe(200);
    expect(data(await anon.resource('BoardResource', 'get', { board_id: board.id })).pinCount).toBe(
      before - 1,
    );
    expect((await anon.resource('PinResource', 'get', { id: pinIds[0] })).status).toBe(404);
  });
});
