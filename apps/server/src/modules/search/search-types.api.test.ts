import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { ok, people, type Person } from '../notifications/people.testing.ts';

/**
 * Every search content type of MC §3 (pins, buyable_pins, videos, boards, users, my_pins,
 * idea_pins, my_content, shop_tool; codes 0-4), each by what it finds for "teak".
 *
 * Sela's board Shop: a bowl, a chair for sale (in stock), a stool (out of stock), a video, an
 * idea pin, and her save of Teakfan's shelf; her secret board: a secret pin. Her board "Teak
 * furniture" is public; Teakfan is a person.
 */
describeEngines('search content types (MC §3)', (engine) => {
  let t: TestApp;
  let p: Record<string, Person>;
  let anon: TestClient;
  const id: Record<string, string> = {};

  const search = (c: TestClient, scope: unknown, query = 'teak') =>
    c.resource('SearchPinsResource', 'get', { query, scope, page_size: 25 });
  const found = async (c: TestClient, scope: unknown) => {
    const res = await search(c, scope);
    expect(res.status, res.body).toBe(200);
    return (data(res).items as { id: string }[]).map((x) => x.id).sort();
  };
  const keys = (...names: string[]) => names.map((n) => id[n]!).sort();

  beforeAll(async () => {
    t = await createTestApp(engine);
    p = await people(t, ['sela', 'teakfan']);
    anon = testClient(t.app);
    const sela = p.sela!;
    const form = multipart('image', 'a.png', await makePng(50, 70), 'image/png');
    const sig = data(
      await sela.c.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    const pin = async (who: Person, key: string, title: string, o: object = {}) => {
      id[key] = (
        await ok(
          who.c.resource('PinResource', 'create', {
            board_id: who.board,
            image_signature: sig,
            title,
            ...o,
          }),
        )
      ).id;
    };
    const product = (availability: string) => ({
      product: { price: '120.00', currency: 'USD', availability, merchant: 'Woodco' },
    });
    await pin(sela, 'bowl', 'Teak bowl');
    await pin(sela, 'chair', 'Teak chair', product('InStock'));
    await pin(sela, 'stool', 'Teak stool', product('OutOfStock'));
    await pin(sela, 'video', 'Teak turning');
    // A transcoded video as pins keep it (the upload and transcode are videos.api.test.ts's).
    await t.db.db
      .updateTable('pins')
      .set({
        media: JSON.stringify({
          video: { key: `v720p/${'ab'.repeat(16)}.mp4`, width: 640, height: 360, durationMs: 4000 },
        }),
      })
      .where('id', '=', id.video!)
      .execute();
    const draft = await ok(
      sela.c.resource('StoryPinDraftResource', 'create', {
        title: 'Teak oil how-to',
        pages: [{ image_signature: sig, text: 'Wipe it on' }],
      }),
    );
    id.idea = (
      await ok(
        sela.c.resource('StoryPinResource', 'create', { draft_id: draft.id, board_id: sela.board }),
      )
    ).id;
    await pin(p.teakfan!, 'shelf', 'Teak shelf');
    id.save = (
      await ok(
        sela.c.resource('RepinResource', 'create', { pin_id: id.shelf, board_id: sela.board }),
      )
    ).id;
    const secret = await ok(sela.c.resource('BoardResource', 'create', { name: 'Private' }));
    await ok(
      sela.c.resource('BoardResource', 'update', { board_id: secret.id, privacy: 'secret' }),
    );
    await pin(sela, 'secret', 'Teak secret', { board_id: secret.id });
    await ok(sela.c.resource('BoardResource', 'create', { name: 'Teak furniture' }));
  });
  afterAll(() => t.close());

  it('pins (0): every original that matches, never a save twice nor a hidden pin', async () => {
    const all = keys('bowl', 'chair', 'stool', 'video', 'idea', 'shelf');
    expect(await found(anon, 'pins')).toEqual(all);
    expect(await found(anon, 0)).toEqual(all);
    expect(await found(anon, '0')).toEqual(all);
    expect(await found(p.sela!.c, 'pins')).toEqual([...all, id.secret!].sort());
  });

  it('buyable_pins (1): product pins, in stock or not', async () => {
    expect(await found(anon, 'buyable_pins')).toEqual(keys('chair', 'stool'));
    expect(await found(anon, 1)).toEqual(keys('chair', 'stool'));
  });

  it('videos (2): pins with a video', async () => {
    expect(await found(anon, 'videos')).toEqual(keys('video'));
    expect(await found(anon, '2')).toEqual(keys('video'));
  });

  it('boards (3) and users (4): their own searches, named when asked of pins', async () => {
    for (const [scope, resource] of [
      ['boards', 'SearchBoardsResource'],
      [3, 'SearchBoardsResource'],
      ['users', 'SearchUsersResource'],
      [4, 'SearchUsersResource'],
    ] as const) {
      const res = await search(anon, scope);
      expect(res.status).toBe(400);
      expect(res.json.resource_response.error.message).toContain(resource);
    }
    const boards = data(
      await anon.resource('SearchBoardsResource', 'get', { query: 'teak', page_size: 25 }),
    ).items.map((b: { name: string }) => b.name);
    // Public boards by name (Teakfan's own board is named after him); never the secret one.
    expect(boards.sort()).toEqual(['Teak furniture', 'teakfan board']);
    const users = data(
      await anon.resource('SearchUsersResource', 'get', { query: 'teak', page_size: 25 }),
    ).items.map((u: { username: string }) => u.username);
    expect(users).toEqual(['teakfan']);
  });

  it('my_pins: everything on the viewer boards, saves and secret ones included', async () => {
    expect(await found(p.sela!.c, 'my_pins')).toEqual(
      keys('bowl', 'chair', 'stool', 'video', 'idea', 'save', 'secret'),
    );
    expect(await found(p.teakfan!.c, 'my_pins')).toEqual(keys('shelf'));
    expect((await search(anon, 'my_pins')).status).toBe(401);
  });

  it('my_content: the pins the viewer created, not their saves', async () => {
    expect(await found(p.sela!.c, 'my_content')).toEqual(
      keys('bowl', 'chair', 'stool', 'video', 'idea', 'secret'),
    );
    expect((await search(anon, 'my_content')).status).toBe(401);
  });

  it('idea_pins: idea pins only', async () => {
    expect(await found(anon, 'idea_pins')).toEqual(keys('idea'));
  });

  it('shop_tool: products one can buy now (a price, in stock)', async () => {
    expect(await found(anon, 'shop_tool')).toEqual(keys('chair'));
  });

  it('refuses an unknown type or code', async () => {
    for (const scope of ['everything', 5, '-1']) {
      const res = await search(anon, scope);
      expect(res.status).toBe(400);
      expect(res.json.resource_response.error.field).toBe('scope');
    }
  });
});
