import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

describeEngines('collaboration, sections, bulk edit, reactions, preferences', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: TestClient;
  let friend: TestClient;
  let anon: TestClient;
  let friendId: string;
  let signature: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = testClient(t.app);
    friend = testClient(t.app);
    anon = testClient(t.app);
    await owner.signup('olivia');
    friendId = (await friend.signup('felix')).viewer.id;
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    signature = data(
      await owner.post('/v3/media/uploads/', form.payload, { 'content-type': form.contentType }),
    ).imageSignature;
  });
  afterAll(() => t.close());

  const newPin = async (boardId: string, title = 'p') =>
    data(
      await owner.resource('PinResource', 'create', {
        board_id: boardId,
        image_signature: signature,
        title,
      }),
    ).id as string;

  it('invites by username, lists the pending invite, accepts, and shows collaboration flags', async () => {
    const board = data(await owner.resource('BoardResource', 'create', { name: 'Trip' }));
    await owner.resource('BoardResource', 'update', { board_id: board.id, privacy: 'secret' });
    const inv = await owner.resource('BoardInviteResource', 'create', {
      board_id: board.id,
      username: 'FELIX',
    });
    expect(data(inv)).toMatchObject({ status: 'pending', user: { username: 'felix' } });
    expect(
      (
        await owner.resource('BoardInviteResource', 'create', {
          board_id: board.id,
          username: 'felix',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await owner.resource('BoardInviteResource', 'create', {
          board_id: board.id,
          username: 'nobody',
        })
      ).status,
    ).toBe(404);
    const invites = data(await friend.resource('BoardInvitesResource', 'get', {}));
    expect(invites).toEqual([
      expect.objectContaining({
        board: { id: board.id, name: 'Trip', url: '/olivia/trip/' },
        invitedBy: expect.objectContaining({ username: 'olivia' }),
      }),
    ]);
    // Pending invitees still cannot see a secret board.
    expect((await friend.resource('BoardResource', 'get', { board_id: board.id })).status).toBe(
      404,
    );
    const accepted = data(
      await friend.resource('BoardInviteResource', 'update', { board_id: board.id }),
    );
    expect(accepted).toMatchObject({
      collaboratedByMe: true,
      isCollaborative: true,
      collaboratorCount: 1,
      isOwner: false,
    });
    expect(
      data(await owner.resource('BoardResource', 'get', { board_id: board.id })),
    ).toMatchObject({ collaboratedByMe: true, isCollaborative: true });
    expect(data(await friend.resource('BoardInvitesResource', 'get', {}))).toEqual([]);
    // The group board shows on the collaborator's profile for them.
    const list = data(await friend.resource('BoardsResource', 'get', { username: 'felix' }));
    expect(list.items.map((b: { id: string }) => b.id)).toContain(board.id);
    // Leaving is allowed to the collaborator themself.
    expect(
      (
        await friend.resource('BoardCollaboratorResource', 'delete', {
          board_id: board.id,
          invited_user_id: friendId,
        })
      ).status,
    ).toBe(200);
    expect((await friend.resource('BoardResource', 'get', { board_id: board.id })).status).toBe(
      404,
    );
  });

  it('declines an invite, and the owner withdraws one', async () => {
    const board = data(await owner.resource('BoardResource', 'create', { name: 'Decline me' }));
    await owner.resource('BoardInviteResource', 'create', {
      board_id: board.id,
      username: 'felix',
    });
    expect(
      (
        await friend.resource('BoardInviteResource', 'delete', {
          board_id: board.id,
          invited_user_id: friendId,
        })
      ).status,
    ).toBe(200);
    expect(
      (await friend.resource('BoardInviteResource', 'update', { board_id: board.id })).status,
    ).toBe(404);
    await owner.resource('BoardInviteResource', 'create', {
      board_id: board.id,
      username: 'felix',
    });
    const pending = data(
      await owner.resource('BoardCollaboratorsResource', 'get', { board_id: board.id }),
    );
    expect(pending.map((c: { status: string }) => c.status)).toEqual(['pending']);
    expect(
      data(await anon.resource('BoardCollaboratorsResource', 'get', { board_id: board.id })),
    ).toEqual([]);
    expect(
      (
        await owner.resource('BoardInviteResource', 'delete', {
          board_id: board.id,
          invited_user_id: friendId,
        })
      ).status,
    ).toBe(200);
  });

  it('creates, renames and deletes sections; pins stay on the board', async () => {
    const board = data(await owner.resource('BoardResource', 'create', { name: 'Kitchen' }));
    const s = data(
      await owner.resource('BoardSectionResource', 'create', {
        board_id: board.id,
        title: 'Knives & boards',
      }),
    );
    expect(s).toMatchObject({
      slug: 'knives-boards',
      url: '/olivia/kitchen/knives-boards/',
      pinCount: 0,
    });
    expect(
      (await owner.resource('BoardSectionResource', 'create', { board_id: board.id, title: '' }))
        .status,
    ).toBe(400);
    const pinId = await newPin(board.id);
    const moved = data(
      await owner.resource('PinResource', 'update', {
        id: pinId,
        section_id: s.id,
        note: '  remember the oil  ',
      }),
    );
    expect(moved).toMatchObject({ sectionId: s.id, pinNote: 'remember the oil' });
    // A note to self: nobody else reads it.
    expect(data(await anon.resource('PinResource', 'get', { id: pinId })).pinNote).toBe('');
    expect(
      data(
        await anon.resource('BoardSectionResource', 'get', {
          username: 'olivia',
          slug: 'kitchen',
          section_slug: 'knives-boards',
        }),
      ).pinCount,
    ).toBe(1);
    const sectionFeed = data(
      await anon.resource('BoardFeedResource', 'get', { board_id: board.id, section_id: s.id }),
    );
    expect(sectionFeed.items.map((p: { id: string }) => p.id)).toEqual([pinId]);
    const renamed = data(
      await owner.resource('BoardSectionResource', 'update', { section_id: s.id, title: 'Tools' }),
    );
    expect(renamed.url).toBe('/olivia/kitchen/tools/');
    await owner.resource('BoardSectionResource', 'delete', { section_id: s.id });
    expect(data(await anon.resource('PinResource', 'get', { id: pinId })).sectionId).toBeNull();
    expect(data(await anon.resource('BoardResource', 'get', { board_id: board.id }))).toMatchObject(
      { pinCount: 1, sectionCount: 0 },
    );
  });

  it('bulk-moves, copies, sectionizes and deletes in one transaction each', async () => {
    const a = data(await owner.resource('BoardResource', 'create', { name: 'Bulk A' }));
    const b = data(await owner.resource('BoardResource', 'create', { name: 'Bulk B' }));
    const pins = [await newPin(a.id), await newPin(a.id), await newPin(a.id)];
    const sect = data(
      await owner.resource('BulkEditResource', 'update', {
        action: 'bulkCreateSection',
        board_id: a.id,
        pin_ids: pins.slice(0, 2),
        section_title: 'Picked',
      }),
    );
    expect(sect.sectionId).toBeTruthy();
    expect(
      data(await anon.resource('BoardSectionsResource', 'get', { board_id: a.id }))[0],
    ).toMatchObject({ title: 'Picked', pinCount: 2 });
    await owner.resource('BulkEditResource', 'update', {
      action: 'bulkMove',
      board_id: a.id,
      pin_ids: pins.slice(0, 2),
      target_board_id: b.id,
    });
    expect(data(await anon.resource('BoardResource', 'get', { board_id: a.id })).pinCount).toBe(1);
    expect(data(await anon.resource('BoardResource', 'get', { board_id: b.id })).pinCount).toBe(2);
    await owner.resource('BulkEditResource', 'update', {
      action: 'bulkCopy',
      board_id: b.id,
      pin_ids: pins.slice(0, 2),
      target_board_id: a.id,
    });
    expect(data(await anon.resource('BoardResource', 'get', { board_id: a.id })).pinCount).toBe(3);
    // A pin that is not on the board fails the whole request and changes nothing.
    const bad = await owner.resource('BulkEditResource', 'update', {
      action: 'bulkDelete',
      board_id: b.id,
      pin_ids: [pins[0], pins[2]],
    });
    expect(bad.status).toBe(400);
    expect(data(await anon.resource('BoardResource', 'get', { board_id: b.id })).pinCount).toBe(2);
    await owner.resource('BulkEditResource', 'update', {
      action: 'bulkDelete',
      board_id: b.id,
      pin_ids: pins.slice(0, 2),
    });
    expect(data(await anon.resource('BoardResource', 'get', { board_id: b.id })).pinCount).toBe(0);
  });

  it('keeps exactly one reaction per viewer per pin, with counts per type', async () => {
    const board = data(await owner.resource('BoardResource', 'create', { name: 'Reacts' }));
    const pinId = await newPin(board.id);
    expect(
      data(
        await friend.resource('PinReactionResource', 'create', { pin_id: pinId, reaction_type: 1 }),
      ),
    ).toMatchObject({ myReaction: 1, reactionCountsData: [{ reactionType: 1, reactionCount: 1 }] });
    const switched = data(
      await friend.resource('PinReactionResource', 'create', { pin_id: pinId, reaction_type: 7 }),
    );
    expect(switched.reactionCountsData).toEqual([{ reactionType: 7, reactionCount: 1 }]);
    await owner.resource('PinReactionResource', 'create', { pin_id: pinId, reaction_type: 7 });
    expect(
      data(await anon.resource('PinResource', 'get', { id: pinId })).reactionCountsData,
    ).toEqual([{ reactionType: 7, reactionCount: 2 }]);
    expect(data(await friend.resource('PinResource', 'get', { id: pinId })).myReaction).toBe(7);
    expect(
      (await friend.resource('PinReactionResource', 'create', { pin_id: pinId, reaction_type: 2 }))
        .status,
    ).toBe(400);
    expect(
      (await anon.resource('PinReactionResource', 'create', { pin_id: pinId, reaction_type: 1 }))
        .status,
    ).toBe(401);
    expect(
      data(await friend.resource('PinReactionResource', 'delete', { pin_id: pinId }))
        .reactionCountsData,
    ).toEqual([{ reactionType: 7, reactionCount: 1 }]);
  });

  it('marks a pin saved for the viewer, and the favorited filter on the own profile', async () => {
    const board = data(await owner.resource('BoardResource', 'create', { name: 'Filters' }));
    const pinId = await newPin(board.id, 'fave');
    await newPin(board.id, 'plain');
    const mine = data(await friend.resource('BoardResource', 'create', { name: 'Mine' }));
    expect(data(await friend.resource('PinResource', 'get', { id: pinId })).viewerSave).toBeNull();
    const saved = data(
      await friend.resource('RepinResource', 'create', { pin_id: pinId, board_id: mine.id }),
    );
    expect(data(await friend.resource('PinResource', 'get', { id: pinId })).viewerSave).toEqual({
      id: saved.id,
      board: { id: mine.id, name: 'Mine', url: '/felix/mine/' },
    });
    await owner.post(`/v3/pins/${pinId}/favorite/`);
    const faves = data(
      await owner.resource('UserSavedPinsResource', 'get', {
        username: 'olivia',
        filter: 'favorited',
      }),
    );
    expect(faves.items.map((p: { title: string }) => p.title)).toEqual(['fave']);
  });

  it('lists boards sorted and filtered, reorders, and keeps preferences', async () => {
    const c = testClient(t.app);
    await c.signup('sorter');
    for (const name of ['Banana', 'apple', 'Cherry'])
      await c.resource('BoardResource', 'create', { name });
    const names = async (o: object) =>
      data(await c.resource('BoardsResource', 'get', { username: 'sorter', ...o })).items.map(
        (b: { name: string }) => b.name,
      );
    expect(await names({ sort: 'alphabetical' })).toEqual(['apple', 'Banana', 'Cherry']);
    expect(await names({ sort: 'oldest' })).toEqual(['Banana', 'apple', 'Cherry']);
    expect(await names({ sort: 'newest' })).toEqual(['Cherry', 'apple', 'Banana']);
    const all = data(
      await c.resource('BoardsResource', 'get', { username: 'sorter', sort: 'alphabetical' }),
    ).items;
    await c.resource('BoardOrderResource', 'update', {
      board_ids: [all[2].id, all[0].id, all[1].id],
    });
    expect(await names({ sort: 'custom' })).toEqual(['Cherry', 'apple', 'Banana']);
    await c.resource('BoardResource', 'update', { board_id: all[0].id, privacy: 'secret' });
    await c.resource('BoardResource', 'update', { board_id: all[1].id, archived: true });
    expect(await names({ sort: 'alphabetical', privacy_filter: 'secret' })).toEqual(['apple']);
    expect(await names({ sort: 'alphabetical', include_archived: false })).toEqual([
      'apple',
      'Cherry',
    ]);
    expect(await names({ sort: 'alphabetical', group_by: 'visibility' })).toEqual([
      'Banana',
      'Cherry',
      'apple',
    ]);
    expect(
      (await c.resource('BoardOrderResource', 'update', { board_ids: [board0(all)] })).status,
    ).toBe(200);
    expect(
      (await friend.resource('BoardOrderResource', 'update', { board_ids: [all[0].id] })).status,
    ).toBe(400);

    expect(data(await c.resource('UserPreferencesResource', 'get', {}))).toMatchObject({
      profilePinDensity: 'default',
      boardSortOrder: 'last_pinned_to',
    });
    await c.resource('UserPreferencesResource', 'update', {
      profilePinDensity: 'compact',
      boardSortOrder: 'alphabetical',
    });
    expect(data(await c.resource('UserPreferencesResource', 'get', {}))).toMatchObject({
      profilePinDensity: 'compact',
      boardSortOrder: 'alphabetical',
      profilePinFilter: 'none',
    });
    expect(
      (await c.resource('UserPreferencesResource', 'update', { profilePinDensity: 'huge' })).status,
    ).toBe(400);
  });
});

const board0 = (all: { id: string }[]) => all[0]!.id;
