import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { testClient, type TestClient } from '../../../test/client.ts';
import { ok, people, pinBy, type Person } from '../notifications/people.testing.ts';

/**
 * Pin fields of PC §3 that come from other rows than the pin's own: the people a save names
 * (nativeCreator, originPinner, viaPinner) down a chain of saves, shareCount from sends and
 * share links, and unifiedUserNote's fallback to the original's description.
 */
describeEngines('pin fields from related data (PC §3 Pin)', (engine) => {
  let t: TestApp;
  let p: Record<string, Person>;
  let anon: TestClient;
  let original: string;
  let saved: string;
  let savedAgain: string;

  const pinAs = (c: TestClient, id: string) => ok(c.resource('PinResource', 'get', { id }));
  const saveTo = async (who: Person, pinId: string) =>
    (await ok(who.c.resource('RepinResource', 'create', { pin_id: pinId, board_id: who.board })))
      .id as string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    p = await people(t, ['ana', 'ben', 'cyd', 'dee']);
    anon = testClient(t.app);
    original = await pinBy(p.ana!, 'Blue tiles');
    await ok(
      p.ana!.c.resource('PinResource', 'update', { id: original, description: 'Ana wrote this' }),
    );
    saved = await saveTo(p.ben!, original);
    savedAgain = await saveTo(p.cyd!, saved);
  });
  afterAll(() => t.close());

  it('a save of a save names the native creator, the original pinner and the via pinner', async () => {
    const c = await pinAs(anon, savedAgain);
    expect(c).toMatchObject({
      isRepin: true,
      originPinId: original,
      pinner: { username: 'cyd' },
      nativeCreator: { username: 'ana', id: p.ana!.id },
      originPinner: { username: 'ana', id: p.ana!.id },
      viaPinner: { username: 'ben', id: p.ben!.id },
    });
    const b = await pinAs(anon, saved);
    expect(b).toMatchObject({
      originPinId: original,
      nativeCreator: { username: 'ana' },
      originPinner: { username: 'ana' },
    });
    // Saved straight from the original: nobody in between.
    expect(b).not.toHaveProperty('viaPinner');
    const a = await pinAs(anon, original);
    expect(a).toMatchObject({ isRepin: false, nativeCreator: { username: 'ana' } });
    expect(a).not.toHaveProperty('originPinner');
    expect(a).not.toHaveProperty('viaPinner');
  });

  it('a pin read from the web has no native creator, nor do its saves', async () => {
    const image = (await pinAs(anon, original)).imageSignature;
    const web = await ok(
      p.ana!.c.resource('PinResource', 'create', {
        board_id: p.ana!.board,
        image_signature: image,
        method: 'bookmarklet',
        title: 'From a page',
      }),
    );
    expect(web).not.toHaveProperty('nativeCreator');
    const copy = await pinAs(anon, await saveTo(p.ben!, web.id));
    expect(copy).toMatchObject({ originPinner: { username: 'ana' } });
    expect(copy).not.toHaveProperty('nativeCreator');
  });

  it('a carousel (as the demo stores one) serves carouselId, its entityId, and shopping flag 10', async () => {
    const pin = await pinBy(p.ana!, 'Three views');
    const { imageSignature, dominantColor } = await pinAs(anon, pin);
    await t.db.db
      .updateTable('pins')
      .set({
        carousel_data: JSON.stringify({
          entityId: 'c42',
          slots: [1, 2].map((n) => ({
            slotId: `42-${n}`,
            title: `View ${n}`,
            details: '',
            link: null,
            imageSignature,
            dominantColor,
            width: 40,
            height: 60,
          })),
        }),
      })
      .where('id', '=', pin)
      .execute();
    const got = await pinAs(anon, pin);
    expect(got.carouselData).toMatchObject({
      entityId: 'c42',
      carouselId: 'c42',
      index: 0,
      slots: [{ slotId: '42-1', title: 'View 1' }, { slotId: '42-2' }],
    });
    expect(got.shoppingFlags).toEqual([10]);
  });

  it('shareCount counts sends in messages and share links, each once', async () => {
    const pin = await pinBy(p.ana!, 'Worth sharing');
    const count = async () => (await pinAs(anon, pin)).shareCount;
    expect(await count()).toBe(0);
    // Ben and Cy follow Ana, so she may send them pins.
    for (const who of ['ben', 'cyd'])
      await ok(p[who]!.c.resource('UserFollowResource', 'create', { user_id: p.ana!.id }));
    const sent = await ok(
      p.ana!.c.resource('PinSendResource', 'create', {
        pin_id: pin,
        user_ids: [p.ben!.id, p.cyd!.id],
      }),
    );
    // One send to two people is two messages, each with its own link: counted twice, not four.
    expect(await count()).toBe(2);
    await ok(
      p.ben!.c.resource('InviteCodeResource', 'create', {
        object_type: 'pin',
        object_id: pin,
        channel: 'copy_link',
      }),
    );
    expect(await count()).toBe(3);
    await ok(
      p.ana!.c.resource('ConversationMessageResource', 'create', {
        conversation_id: sent.conversationIds[0],
        text: 'Look again',
        pin_id: pin,
      }),
    );
    expect(await count()).toBe(4);
    // A text message, a board's link and another pin's sends are not this pin's shares.
    await ok(
      p.ana!.c.resource('ConversationMessageResource', 'create', {
        conversation_id: sent.conversationIds[0],
        text: 'Just words',
      }),
    );
    await ok(
      p.ana!.c.resource('InviteCodeResource', 'create', {
        object_type: 'board',
        object_id: p.ana!.board,
        channel: 'copy_link',
      }),
    );
    expect(await count()).toBe(4);
    // The count is the pin's own: a save of it starts at none; every feed serves it the same.
    expect((await pinAs(anon, saved)).shareCount).toBe(0);
    const board = await ok(
      anon.resource('BoardFeedResource', 'get', { board_id: p.ana!.board, page_size: 25 }),
    );
    expect(board.items.find((x: { id: string }) => x.id === pin).shareCount).toBe(4);
  });

  it('unifiedUserNote: a save without a description falls back to its original, while visible', async () => {
    const own = await pinAs(anon, saved);
    expect(own).toMatchObject({
      description: 'Ana wrote this',
      unifiedUserNote: 'Ana wrote this',
    });
    await ok(p.ben!.c.resource('PinResource', 'update', { id: saved, description: '' }));
    const emptied = await pinAs(anon, saved);
    expect(emptied).toMatchObject({
      description: '',
      closeupDescription: '',
      unifiedUserNote: 'Ana wrote this',
      closeupUnifiedDescription: 'Ana wrote this',
    });
    // Once the original is on a secret board, a save no longer repeats what it says.
    const secret = await ok(p.ana!.c.resource('BoardResource', 'create', { name: 'Kept' }));
    await ok(
      p.ana!.c.resource('BoardResource', 'update', { board_id: secret.id, privacy: 'secret' }),
    );
    await ok(p.ana!.c.resource('PinResource', 'update', { id: original, board_id: secret.id }));
    expect(await pinAs(anon, saved)).toMatchObject({ unifiedUserNote: '', originPinId: null });
    expect(await pinAs(p.ben!.c, saved)).toMatchObject({ unifiedUserNote: '' });
  });
});
