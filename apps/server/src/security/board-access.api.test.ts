// Regression tests for the outside audit's access findings (issue 11: 1, 2 and 8). Each failed
// before its fix.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../test/client.ts';
import { makePng, multipart } from '../../test/images.ts';

describeEngines('audit: board access on every write', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: TestClient;
  let stranger: TestClient;
  let collab: TestClient;
  let collabId: string;
  let signature: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = testClient(t.app);
    stranger = testClient(t.app);
    collab = testClient(t.app);
    await owner.signup('oona');
    await stranger.signup('sam');
    collabId = (await collab.signup('cleo')).viewer.id;
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    signature = data(
      await owner.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
  });
  afterAll(() => t.close());

  const board = async (c: TestClient, name: string, privacy?: 'secret' | 'protected') => {
    const b = data(await c.resource('BoardResource', 'create', { name }));
    if (privacy) await c.resource('BoardResource', 'update', { board_id: b.id, privacy });
    return b.id as string;
  };
  const pin = async (c: TestClient, boardId: string, title = 'secret plans') =>
    data(
      await c.resource('PinResource', 'create', {
        board_id: boardId,
        image_signature: signature,
        title,
      }),
    ).id as string;
  const pinsOn = async (c: TestClient, boardId: string) =>
    data(await c.resource('BoardFeedResource', 'get', { board_id: boardId })).items as {
      id: string;
      title: string;
    }[];

  for (const privacy of ['secret', 'protected'] as const) {
    it(`bulk copy from someone's ${privacy} board answers 404 and copies nothing (finding 1)`, async () => {
      const hidden = await board(owner, `Hidden ${privacy}`, privacy);
      const ids = [await pin(owner, hidden), await pin(owner, hidden)];
      const mine = await board(stranger, `Loot ${privacy}`);
      const res = await stranger.resource('BulkEditResource', 'update', {
        action: 'bulkCopy',
        board_id: hidden,
        pin_ids: ids,
        target_board_id: mine,
      });
      expect(res.status).toBe(404);
      expect(await pinsOn(stranger, mine)).toEqual([]);
    });
  }

  it('a hidden board answers the same 404 whether or not the pin ids are on it (finding 1)', async () => {
    const hidden = await board(owner, 'Hidden ids', 'secret');
    const onIt = await pin(owner, hidden);
    const elsewhere = await pin(owner, await board(owner, 'Elsewhere'));
    const mine = await board(stranger, 'Probe');
    const answers = [];
    for (const id of [onIt, elsewhere, '1234567890123456789']) {
      const res = await stranger.resource('BulkEditResource', 'update', {
        action: 'bulkCopy',
        board_id: hidden,
        pin_ids: [id],
        target_board_id: mine,
      });
      answers.push([res.status, res.json.resource_response.error.message]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]![0]).toBe(404);
  });

  it('a removed collaborator can no longer edit, move or delete their pins there (finding 2)', async () => {
    const shared = await board(owner, 'Shared then not', 'secret');
    const section = data(
      await owner.resource('BoardSectionResource', 'create', { board_id: shared, title: 'Part' }),
    ).id as string;
    await owner.resource('BoardInviteResource', 'create', { board_id: shared, username: 'cleo' });
    await collab.resource('BoardInviteResource', 'update', { board_id: shared });
    const theirs = await pin(collab, shared, 'written while a member');
    const removed = await owner.resource('BoardCollaboratorResource', 'delete', {
      board_id: shared,
      invited_user_id: collabId,
    });
    expect(removed.status).toBe(200);

    const edit = await collab.resource('PinResource', 'update', {
      id: theirs,
      title: 'defaced',
      link: 'https://evil.example/',
      section_id: section,
    });
    expect(edit.status).toBe(404);
    const del = await collab.resource('PinResource', 'delete', { id: theirs });
    expect(del.status).toBe(404);
    const stored = data(await owner.resource('PinResource', 'get', { id: theirs }));
    expect(stored).toMatchObject({ title: 'written while a member', link: null });
    expect(stored.board?.section?.id ?? null).toBeNull();
  });

  it('on a public board a removed collaborator sees their pin but may not change it (finding 2)', async () => {
    const open = await board(owner, 'Open board');
    await owner.resource('BoardInviteResource', 'create', { board_id: open, username: 'cleo' });
    await collab.resource('BoardInviteResource', 'update', { board_id: open });
    const theirs = await pin(collab, open, 'still here');
    await owner.resource('BoardCollaboratorResource', 'delete', {
      board_id: open,
      invited_user_id: collabId,
    });
    const seen = data(await collab.resource('PinResource', 'get', { id: theirs }));
    expect(seen.access).toEqual([]);
    const edit = await collab.resource('PinResource', 'update', { id: theirs, title: 'changed' });
    expect(edit.status).toBe(403);
    expect((await collab.resource('PinResource', 'delete', { id: theirs })).status).toBe(403);
    expect(data(await owner.resource('PinResource', 'get', { id: theirs })).title).toBe(
      'still here',
    );
  });

  it("a profile's pin count leaves out pins on secret and protected boards for others (finding 8)", async () => {
    const counter = testClient(t.app);
    await counter.signup('penny');
    await pin(counter, await board(counter, 'Public'));
    await pin(counter, await board(counter, 'Secret', 'secret'));
    await pin(counter, await board(counter, 'Protected', 'protected'));
    const countFor = async (c: TestClient) =>
      data(await c.resource('UserResource', 'get', { username: 'penny' })).pinCount;
    expect(await countFor(counter)).toBe(3);
    expect(await countFor(stranger)).toBe(1);
    expect(await countFor(testClient(t.app))).toBe(1);
  });

  it("bulk delete of saves lowers each original's save count, as a single delete does", async () => {
    const original = await pin(owner, await board(owner, 'Originals'));
    const mine = await board(stranger, 'Saved things');
    for (let i = 0; i < 2; i++)
      await stranger.resource('RepinResource', 'create', { pin_id: original, board_id: mine });
    const saveCount = async () =>
      data(await owner.resource('PinResource', 'get', { id: original })).saveCount;
    expect(await saveCount()).toBe(2);
    const copies = (await pinsOn(stranger, mine)).map((p) => p.id);
    const res = await stranger.resource('BulkEditResource', 'update', {
      action: 'bulkDelete',
      board_id: mine,
      pin_ids: copies,
    });
    expect(res.status).toBe(200);
    expect(await saveCount()).toBe(0);
    // The single delete goes through the same rule.
    const again = data(
      await stranger.resource('RepinResource', 'create', { pin_id: original, board_id: mine }),
    ).id as string;
    expect(await saveCount()).toBe(1);
    expect((await stranger.resource('PinResource', 'delete', { id: again })).status).toBe(200);
    expect(await saveCount()).toBe(0);
  });
});
