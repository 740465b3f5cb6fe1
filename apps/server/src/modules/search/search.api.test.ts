import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';
import { SEARCH_CANDIDATES, searchPins } from './search.repository.ts';

describeEngines('search', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: TestClient;
  let anon: TestClient;
  const ids: Record<string, string> = {};
  let ownerId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = testClient(t.app);
    anon = testClient(t.app);
    ownerId = (await owner.signup('searcher')).viewer.id;
    const board = data(await owner.resource('BoardResource', 'create', { name: 'Kitchen' }));
    const secret = data(await owner.resource('BoardResource', 'create', { name: 'Hidden' }));
    await owner.resource('BoardResource', 'update', { board_id: secret.id, privacy: 'secret' });
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    const sig = data(
      await owner.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
    const pin = async (key: string, boardId: string, title: string, description = '') => {
      ids[key] = data(
        await owner.resource('PinResource', 'create', {
          board_id: boardId,
          image_signature: sig,
          title,
          description,
        }),
      ).id;
    };
    await pin('titleMatch', board.id, 'Cast iron skillet', 'Heavy pan');
    await pin('descMatch', board.id, 'Weekend breakfast', 'Eggs in a cast iron pan');
    await pin('other', board.id, 'Ceramic mug', 'For coffee');
    await pin('hidden', secret.id, 'Cast iron secret', '');
    for (let i = 0; i < 4; i++) await pin(`many${i}`, board.id, `Iron stand ${i}`, 'plant');
    // An older quince the viewer may see, then two on the secret board.
    await pin('quince', board.id, 'Quince paste');
    await pin('quinceJelly', secret.id, 'Quince jelly');
    await pin('quinceJam', secret.id, 'Quince jam');
    // A popular pin: saved twice, so it ranks above an equally relevant one.
    const saver = testClient(t.app);
    await saver.signup('saver');
    await saver.resource('RepinResource', 'create', { pin_id: ids.many2 });
    await saver.resource('RepinResource', 'create', { pin_id: ids.many2 });
  });
  afterAll(() => t?.close());

  const search = (c: TestClient, query: string, extra = {}) =>
    c.resource('SearchPinsResource', 'get', { query, ...extra });

  it('matches every word as a prefix, title before description, never hidden boards', async () => {
    const res = data(await search(anon, 'cast iro'));
    const found = res.items.map((p: { id: string }) => p.id);
    expect(found.slice(0, 2)).toEqual([ids.titleMatch, ids.descMatch]);
    expect(found).not.toContain(ids.hidden);
    expect(found).not.toContain(ids.other);
    expect(data(await search(owner, 'cast iron')).items.map((p: { id: string }) => p.id)).toContain(
      ids.hidden,
    );
  });

  it('ranks saved pins higher among equal matches and pages with a bookmark', async () => {
    const first = data(await search(anon, 'stand', { page_size: 3 }));
    expect(first.items[0].id).toBe(ids.many2);
    expect(first.bookmark).toBeTruthy();
    const second = data(await search(anon, 'stand', { page_size: 3, bookmark: first.bookmark }));
    const all = [...first.items, ...second.items].map((p: { id: string }) => p.id);
    expect(new Set(all).size).toBe(4);
    expect(second.bookmark).toBeNull();
  });

  it('treats query syntax as words, and refuses an empty query', async () => {
    expect((await search(anon, '"cast" OR NEAR(iron) *')).status).toBe(200);
    expect((await search(anon, '   ')).status).toBe(400);
    expect(data(await search(anon, '!!!')).items).toEqual([]);
  });

  it('reads on_sale strictly: "false" is false, "true" filters, anything else is a 400', async () => {
    const found = async (on_sale: unknown) =>
      data(await search(anon, 'skillet', { on_sale })).items.map((p: { id: string }) => p.id);
    expect(await found('false')).toEqual([ids.titleMatch]);
    expect(await found('0')).toEqual([ids.titleMatch]);
    expect(await found(false)).toEqual([ids.titleMatch]);
    // The skillet is not a product, so an on-sale view leaves it out.
    expect(await found('true')).toEqual([]);
    const bad = await search(anon, 'skillet', { on_sale: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.json.resource_response.error.message).toBe('options.on_sale: must be true or false');
  });

  it('finds edited text and forgets deleted pins', async () => {
    await owner.resource('PinResource', 'update', { id: ids.other, title: 'Ceramic teapot' });
    expect(data(await search(anon, 'teapot')).items.map((p: { id: string }) => p.id)).toEqual([
      ids.other,
    ]);
    await owner.resource('PinResource', 'delete', { id: ids.other });
    expect(data(await search(anon, 'teapot')).items).toEqual([]);
  });

  it('ranks only the newest matches the viewer may see (a bounded candidate set)', async () => {
    const ranked = async (viewerId: string | null, words: string[], candidates: number) =>
      (
        await searchPins(t.db.db, engine, viewerId, words, 'pins', false, {
          offset: 0,
          limit: 10,
          candidates,
        })
      ).map((p) => p.id);
    // Four "stand" pins; with three candidates the oldest is not ranked, and the saved one
    // still comes first among the three newest.
    expect(await ranked(null, ['stand'], 3)).toEqual([ids.many2, ids.many3, ids.many1]);
    expect((await ranked(null, ['stand'], 1000)).sort()).toEqual(
      [ids.many0, ids.many1, ids.many2, ids.many3].sort(),
    );
    // The newest "cast" pin is on a secret board: it is no candidate for someone who may not
    // see it, so the one candidate is the newest pin they may see.
    expect(await ranked(null, ['cast'], 1)).toEqual([ids.descMatch]);
    // Nor the two newest quinces: PostgreSQL, which looks among the newest matches first (two,
    // for one candidate), then has to look among all of them.
    expect(await ranked(null, ['quince'], 1)).toEqual([ids.quince]);
    expect(await ranked(ownerId, ['quince'], 1)).toEqual([ids.quinceJam]);
    expect(SEARCH_CANDIDATES).toBeGreaterThanOrEqual(100);
  });

  it('suggests titles and board names as you type, prefix matches first', async () => {
    const s = data(await anon.resource('SearchSuggestionsResource', 'get', { query: 'cast' }));
    expect(s.items[0]).toBe('Cast iron skillet');
    expect(s.items).not.toContain('Cast iron secret');
    expect(
      data(await anon.resource('SearchSuggestionsResource', 'get', { query: 'kitch' })).items,
    ).toContain('Kitchen');
  });
});
