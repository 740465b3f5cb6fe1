import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEngines } from '../../../test/engines.ts';
import { dataOf as data, testClient, type TestClient } from '../../../test/client.ts';
import { makePng, multipart } from '../../../test/images.ts';

type Role = 'owner' | 'collabWith' | 'collabWithout' | 'follower' | 'stranger' | 'signedOut';
const ROLES: Role[] = ['owner', 'collabWith', 'collabWithout', 'follower', 'stranger', 'signedOut'];

/** A fresh board per check: id, a pin on it, a section, and another collaborator to remove. */
interface Fixture {
  boardId: string;
  pinId: string;
  sectionId: string;
  otherBoardId: string;
}

// Each call and the roles allowed to make it (spec §5: owner, or a collaborator whose board
// permissions include the action). "collabWith" is on a board granting every action,
// "collabWithout" on one granting none.
const CALLS: {
  name: string;
  allowed: Role[];
  run: (c: TestClient, f: Fixture) => Promise<{ status: number }>;
}[] = [
  {
    name: 'rename board',
    allowed: ['owner'],
    run: (c, f) => c.resource('BoardResource', 'update', { board_id: f.boardId, name: 'Renamed' }),
  },
  {
    name: 'set privacy',
    allowed: ['owner'],
    run: (c, f) =>
      c.resource('BoardResource', 'update', { board_id: f.boardId, privacy: 'secret' }),
  },
  {
    name: 'set collaborator permissions',
    allowed: ['owner'],
    run: (c, f) =>
      c.resource('BoardResource', 'update', { board_id: f.boardId, collaborator_permissions: [] }),
  },
  {
    name: 'delete board',
    allowed: ['owner'],
    run: (c, f) => c.resource('BoardResource', 'delete', { board_id: f.boardId }),
  },
  {
    name: 'create section',
    allowed: ['owner', 'collabWith'],
    run: (c, f) =>
      c.resource('BoardSectionResource', 'create', { board_id: f.boardId, title: 'New' }),
  },
  {
    name: 'rename section',
    allowed: ['owner', 'collabWith'],
    run: (c, f) =>
      c.resource('BoardSectionResource', 'update', { section_id: f.sectionId, title: 'Renamed' }),
  },
  {
    name: 'delete section',
    allowed: ['owner', 'collabWith'],
    run: (c, f) => c.resource('BoardSectionResource', 'delete', { section_id: f.sectionId }),
  },
  {
    name: 'save a pin to the board',
    allowed: ['owner', 'collabWith'],
    run: (c, f) => c.resource('RepinResource', 'create', { pin_id: f.pinId, board_id: f.boardId }),
  },
  {
    name: "edit the owner's pin",
    allowed: ['owner', 'collabWith'],
    run: (c, f) => c.resource('PinResource', 'update', { id: f.pinId, note: 'mine' }),
  },
  {
    name: 'move a pin into a section',
    allowed: ['owner', 'collabWith'],
    run: (c, f) => c.resource('PinResource', 'update', { id: f.pinId, section_id: f.sectionId }),
  },
  {
    name: "delete the owner's pin",
    allowed: ['owner', 'collabWith'],
    run: (c, f) => c.resource('PinResource', 'delete', { id: f.pinId }),
  },
  {
    name: 'bulk move',
    allowed: ['owner', 'collabWith'],
    run: (c, f) =>
      c.resource('BulkEditResource', 'update', {
        action: 'bulkMove',
        board_id: f.boardId,
        pin_ids: [f.pinId],
        target_board_id: f.boardId,
        target_section_id: f.sectionId,
      }),
  },
  {
    name: 'bulk create section',
    allowed: ['owner', 'collabWith'],
    run: (c, f) =>
      c.resource('BulkEditResource', 'update', {
        action: 'bulkCreateSection',
        board_id: f.boardId,
        pin_ids: [f.pinId],
        section_title: 'Grouped',
      }),
  },
  {
    name: 'bulk delete',
    allowed: ['owner', 'collabWith'],
    run: (c, f) =>
      c.resource('BulkEditResource', 'update', {
        action: 'bulkDelete',
        board_id: f.boardId,
        pin_ids: [f.pinId],
      }),
  },
  {
    name: 'bulk move to another board',
    allowed: ['owner'],
    run: (c, f) =>
      c.resource('BulkEditResource', 'update', {
        action: 'bulkMove',
        board_id: f.boardId,
        pin_ids: [f.pinId],
        target_board_id: f.otherBoardId,
      }),
  },
  {
    name: 'invite a collaborator',
    allowed: ['owner', 'collabWith'],
    run: (c, f) =>
      c.resource('BoardInviteResource', 'create', { board_id: f.boardId, username: 'invitee' }),
  },
  {
    name: 'remove another collaborator',
    allowed: ['owner'],
    run: async (c, f) =>
      c.resource('BoardCollaboratorResource', 'delete', {
        board_id: f.boardId,
        invited_user_id: ids.extra,
      }),
  },
];

const ids: Record<string, string> = {};

describeEngines('board permission matrix', (engine) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const clients = {} as Record<Role | 'extra', TestClient>;
  let signature: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { LOGIN_RATE_LIMIT: '1000' });
    for (const [role, name] of [
      ['owner', 'owen'],
      ['collabWith', 'cara'],
      ['collabWithout', 'carl'],
      ['follower', 'fay'],
      ['stranger', 'stan'],
      ['extra', 'ezra'],
    ] as const) {
      clients[role] = testClient(t.app);
      ids[role === 'extra' ? 'extra' : role] = (await clients[role].signup(name)).viewer.id;
    }
    clients.signedOut = testClient(t.app);
    await testClient(t.app).signup('invitee');
    const form = multipart('image', 'a.png', await makePng(), 'image/png');
    signature = data(
      await clients.owner.post('/v3/media/uploads/', form.payload, {
        'content-type': form.contentType,
      }),
    ).imageSignature;
  });
  afterAll(() => t.close());

  async function collaborate(
    boardId: string,
    role: 'collabWith' | 'collabWithout' | 'extra',
    username: string,
  ) {
    expect(
      (
        await clients.owner.resource('BoardInviteResource', 'create', {
          board_id: boardId,
          username,
        })
      ).status,
    ).toBe(200);
    expect(
      (await clients[role].resource('BoardInviteResource', 'update', { board_id: boardId })).status,
    ).toBe(200);
  }

  /** The board the role acts on: "collabWithout" gets a board granting nothing. */
  async function fixture(role: Role): Promise<Fixture> {
    const owner = clients.owner;
    const board = data(await owner.resource('BoardResource', 'create', { name: 'Matrix' }));
    const permissions =
      role === 'collabWithout'
        ? []
        : [
            'save_pin',
            'edit_pin',
            'move_pin',
            'delete_pin',
            'create_section',
            'edit_section',
            'delete_section',
            'invite',
            'favorite',
          ];
    await owner.resource('BoardResource', 'update', {
      board_id: board.id,
      collaborator_permissions: permissions,
    });
    if (role === 'collabWith') await collaborate(board.id, 'collabWith', 'cara');
    if (role === 'collabWithout') await collaborate(board.id, 'collabWithout', 'carl');
    await collaborate(board.id, 'extra', 'ezra');
    if (role === 'follower') await clients.follower.put(`/v3/boards/${board.id}/follow/`);
    const pin = data(
      await owner.resource('PinResource', 'create', {
        board_id: board.id,
        image_signature: signature,
        title: 'Matrix pin',
      }),
    );
    const section = data(
      await owner.resource('BoardSectionResource', 'create', {
        board_id: board.id,
        title: 'Section',
      }),
    );
    const other = data(await owner.resource('BoardResource', 'create', { name: 'Other' }));
    return { boardId: board.id, pinId: pin.id, sectionId: section.id, otherBoardId: other.id };
  }

  for (const call of CALLS) {
    it(`${call.name}: only ${call.allowed.join(', ')}`, async () => {
      const outcome: Record<string, number> = {};
      for (const role of ROLES)
        outcome[role] = (await call.run(clients[role], await fixture(role))).status;
      const unauthorisedSuccesses = ROLES.filter(
        (r) => !call.allowed.includes(r) && outcome[r]! < 400,
      );
      expect(unauthorisedSuccesses, JSON.stringify(outcome)).toEqual([]);
      for (const r of call.allowed)
        expect(outcome[r], `${r}: ${JSON.stringify(outcome)}`).toBe(200);
      expect(outcome.signedOut).toBe(401);
    });
  }

  it('hides a secret board and its sections from follower, stranger and signed out, not from collaborators', async () => {
    const f = await fixture('collabWith');
    await clients.owner.resource('BoardResource', 'update', {
      board_id: f.boardId,
      privacy: 'secret',
    });
    for (const role of ['follower', 'stranger', 'signedOut'] as const) {
      expect(
        (await clients[role].resource('BoardResource', 'get', { board_id: f.boardId })).status,
      ).toBe(404);
      expect(
        (await clients[role].resource('BoardSectionsResource', 'get', { board_id: f.boardId }))
          .status,
      ).toBe(404);
      expect(
        (await clients[role].resource('BoardFeedResource', 'get', { board_id: f.boardId })).status,
      ).toBe(404);
    }
    expect(
      (await clients.collabWith.resource('BoardFeedResource', 'get', { board_id: f.boardId }))
        .status,
    ).toBe(200);
  });
});
