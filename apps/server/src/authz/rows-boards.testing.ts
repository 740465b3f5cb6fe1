import {
  BOARD_OBJECTS,
  SECTION_OBJECTS,
  boardAction,
  boardOwner,
  boardOf,
  except,
  isCollab,
  isMissing,
  read,
  sees,
  signedIn,
  type ObjectKey,
  type Rule,
} from './actors.ts';
import { get, MISSING_ID, type Cell, type Row } from './row.testing.ts';

const BOARDS: ObjectKey[] = [...BOARD_OBJECTS, 'board:sage', 'board:missing'];
const SECTIONS: ObjectKey[] = [...SECTION_OBJECTS, 'section:missing'];

/** The pin each board object holds (the owner's), for bulk edits on that board. */
export const pinOn = (x: Cell) => {
  const b = boardOf(x.obj);
  if (b === null) return MISSING_ID;
  return x.w.ids[b === 'sage' ? 'pin:copy' : b === 'chg' ? 'pin:chg' : `pin:${b}:owner`]!;
};
export const slugOf = (x: Cell) => x.w.ids[`boardSlug:${boardOf(x.obj)}`] ?? 'no-such-board';
const ownerOf = (x: Cell) => (boardOf(x.obj) === 'sage' ? 'sage' : 'owen');

const onOwens = (o: ObjectKey) => !isMissing(o) && boardOf(o) !== 'sage';

/** Invites are Owen's to answer for: only Pat, who is invited, may accept. */
const acceptInvite: Rule = (a, o) =>
  a === 'signedOut' ? 401 : a === 'pending' && onOwens(o) ? 200 : 404;
/**
 * Withdrawing Pat's invite: the owner, or Pat declining (404 where Pat has no invite); others who
 * see the board 403.
 */
const withdrawInvite: Rule = except(boardOwner, (a, o) =>
  a === 'pending' ? (onOwens(o) ? 200 : 404) : undefined,
);
/** Removing Cara: the owner, or Cara leaving (404 where she is no collaborator). */
const removeCara: Rule = except(boardOwner, (a, o) =>
  isCollab(a) ? (onOwens(o) ? 200 : 404) : undefined,
);
/**
 * Board order takes a list of the viewer's own boards and answers 400 for any other id, hidden or
 * missing alike (one message, so it confirms nothing).
 */
const reorder: Rule = (a, o) =>
  a === 'signedOut' ? 401 : a === 'owner' && !isMissing(o) && boardOf(o) !== 'sage' ? 200 : 400;

/**
 * A bulk edit of the pin a board holds. On Sage's board that pin is her save of Owen's, which Bea
 * (blocked by Owen) cannot see: it answers as a pin not on the board does (400), naming nothing.
 */
const bulkOnBoard = (rule: Rule): Rule =>
  except(rule, (a, o) => (a === 'blocked' && o === 'board:sage' ? 400 : undefined));

const bulk = (x: Cell, action: string, extra: Record<string, unknown> = {}) =>
  x.c.resource('BulkEditResource', 'update', {
    action,
    board_id: x.id,
    pin_ids: [pinOn(x)],
    ...extra,
  });
const bulkInto = (x: Cell, action: 'bulkMove' | 'bulkCopy') =>
  x.c.resource('BulkEditResource', 'update', {
    action,
    board_id: x.own.board,
    pin_ids: [x.own.pin],
    target_board_id: x.id,
  });

export const boardRows: Row[] = [
  {
    call: 'BoardResource.get',
    variant: 'by id',
    objects: BOARDS,
    expect: read,
    run: (x) => get(x.c, 'BoardResource', { board_id: x.id }),
  },
  {
    call: 'BoardResource.get',
    variant: 'by owner and slug',
    objects: BOARDS,
    expect: read,
    run: (x) => get(x.c, 'BoardResource', { username: ownerOf(x), slug: slugOf(x) }),
  },
  {
    call: 'BoardResource.update',
    variant: 'rename',
    objects: BOARDS,
    expect: boardOwner,
    stores: true,
    run: (x) => x.c.resource('BoardResource', 'update', { board_id: x.id, name: 'Renamed' }),
  },
  {
    call: 'BoardResource.update',
    variant: 'privacy and collaborator permissions',
    objects: BOARDS,
    expect: boardOwner,
    stores: true,
    run: (x) =>
      x.c.resource('BoardResource', 'update', {
        board_id: x.id,
        privacy: 'public',
        collaborator_permissions: ['save_pin', 'edit_pin', 'delete_pin'],
      }),
  },
  {
    call: 'BoardResource.delete',
    objects: BOARDS,
    expect: boardOwner,
    stores: true,
    run: (x) => x.c.resource('BoardResource', 'delete', { board_id: x.id }),
  },
  {
    call: 'BoardOrderResource.update',
    objects: BOARDS,
    expect: reorder,
    stores: true,
    run: (x) => x.c.resource('BoardOrderResource', 'update', { board_ids: [x.id] }),
  },
  {
    call: 'BoardSectionsResource.get',
    objects: BOARDS,
    expect: read,
    run: (x) => get(x.c, 'BoardSectionsResource', { board_id: x.id }),
  },
  {
    call: 'BoardFeedResource.get',
    objects: BOARDS,
    expect: read,
    run: (x) => get(x.c, 'BoardFeedResource', { board_id: x.id }),
  },
  {
    call: 'BoardSectionResource.get',
    objects: SECTIONS,
    expect: read,
    run: (x) =>
      get(x.c, 'BoardSectionResource', {
        username: 'owen',
        slug: slugOf(x),
        section_slug: x.w.ids[`sectionSlug:${boardOf(x.obj)}`] ?? 'no-such-section',
      }),
  },
  {
    call: 'BoardSectionResource.create',
    objects: BOARDS,
    expect: boardAction('create_section'),
    stores: true,
    run: (x) => x.c.resource('BoardSectionResource', 'create', { board_id: x.id, title: 'More' }),
  },
  {
    call: 'BoardSectionResource.update',
    objects: SECTIONS,
    expect: boardAction('edit_section'),
    stores: true,
    run: (x) =>
      x.c.resource('BoardSectionResource', 'update', { section_id: x.id, title: 'Renamed' }),
  },
  {
    call: 'BoardSectionResource.delete',
    objects: SECTIONS,
    expect: boardAction('delete_section'),
    stores: true,
    run: (x) => x.c.resource('BoardSectionResource', 'delete', { section_id: x.id }),
  },
  {
    call: 'BoardInviteResource.create',
    objects: BOARDS,
    expect: boardAction('invite'),
    stores: true,
    run: (x) => x.c.resource('BoardInviteResource', 'create', { board_id: x.id, username: 'stan' }),
  },
  {
    call: 'BoardInviteResource.update',
    variant: 'accept',
    objects: BOARDS,
    expect: acceptInvite,
    stores: true,
    reveals: true,
    run: (x) => x.c.resource('BoardInviteResource', 'update', { board_id: x.id }),
  },
  {
    call: 'BoardInviteResource.delete',
    variant: "withdraw or decline Pat's invite",
    objects: BOARDS,
    expect: withdrawInvite,
    stores: true,
    reveals: true,
    run: (x) =>
      x.c.resource('BoardInviteResource', 'delete', {
        board_id: x.id,
        invited_user_id: x.w.users.pat.id,
      }),
  },
  {
    call: 'BoardCollaboratorResource.delete',
    variant: 'remove Cara, or Cara leaves',
    objects: BOARDS,
    expect: removeCara,
    stores: true,
    run: (x) =>
      x.c.resource('BoardCollaboratorResource', 'delete', {
        board_id: x.id,
        invited_user_id: x.w.users.cara.id,
      }),
  },
  {
    call: 'BoardCollaboratorsResource.get',
    objects: BOARDS,
    expect: read,
    run: (x) => get(x.c, 'BoardCollaboratorsResource', { board_id: x.id }),
  },
  {
    call: 'PUT /v3/boards/:id/follow',
    objects: BOARDS,
    // Owners cannot follow their own boards (400); anyone else who sees a board may.
    expect: except(signedIn, (a, o) =>
      a === 'owner' && sees(a, o) && boardOf(o) !== 'sage' ? 400 : undefined,
    ),
    run: (x) => x.c.put(`/v3/boards/${x.id}/follow/`),
  },
  {
    call: 'DELETE /v3/boards/:id/follow',
    objects: BOARDS,
    expect: except(signedIn, (a, o) =>
      a === 'owner' && sees(a, o) && boardOf(o) !== 'sage' ? 400 : undefined,
    ),
    run: (x) => x.c.delete(`/v3/boards/${x.id}/follow/`),
  },
  {
    call: 'BulkEditResource.update',
    variant: 'bulkDelete on the board',
    objects: BOARDS,
    expect: bulkOnBoard(boardAction('delete_pin')),
    stores: true,
    run: (x) => bulk(x, 'bulkDelete'),
  },
  {
    call: 'BulkEditResource.update',
    variant: 'bulkCreateSection on the board (needs create_section and move_pin)',
    objects: BOARDS,
    expect: bulkOnBoard(boardAction('create_section', 'move_pin')),
    stores: true,
    run: (x) => bulk(x, 'bulkCreateSection', { section_title: 'Grouped' }),
  },
  {
    call: 'BulkEditResource.update',
    variant: "bulkMove from the board to the asker's own",
    objects: BOARDS,
    expect: bulkOnBoard(boardAction('move_pin')),
    stores: true,
    run: (x) => bulk(x, 'bulkMove', { target_board_id: x.own.board }),
  },
  {
    call: 'BulkEditResource.update',
    variant: "bulkCopy from the board to the asker's own (finding 1)",
    objects: BOARDS,
    expect: bulkOnBoard(signedIn),
    stores: true,
    run: (x) => bulk(x, 'bulkCopy', { target_board_id: x.own.board }),
  },
  {
    call: 'BulkEditResource.update',
    variant: "bulkMove from the asker's own board into the board",
    objects: BOARDS,
    expect: boardAction('save_pin'),
    stores: true,
    run: (x) => bulkInto(x, 'bulkMove'),
  },
  {
    call: 'BulkEditResource.update',
    variant: "bulkCopy from the asker's own board into the board",
    objects: BOARDS,
    expect: boardAction('save_pin'),
    stores: true,
    run: (x) => bulkInto(x, 'bulkCopy'),
  },
  {
    call: 'BulkEditResource.update',
    variant: 'bulkCopy from the open board naming pins from elsewhere (finding 1: no probing)',
    objects: ['pin:pub:owner', 'pin:sec:owner', 'pin:pro:collab', 'pin:chg', 'pin:missing'],
    // Pins not on the named board answer one 400 whoever asks, hidden or missing alike; to Bea
    // the open board itself is Owen's, so missing.
    expect: (a, o) =>
      a === 'signedOut' ? 401 : a === 'blocked' ? 404 : o === 'pin:pub:owner' ? 200 : 400,
    stores: true,
    run: (x) =>
      x.c.resource('BulkEditResource', 'update', {
        action: 'bulkCopy',
        board_id: x.w.ids['board:pub']!,
        pin_ids: [x.id],
        target_board_id: x.own.board,
      }),
  },
  {
    call: 'GET /:username/:board',
    page: true,
    objects: BOARDS,
    expect: read,
    run: (x) => x.c.get(`/${ownerOf(x)}/${slugOf(x)}/`),
  },
];
