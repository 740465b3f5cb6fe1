import { BOARD_OBJECTS, PIN_OBJECTS, signedIn, type ObjectKey, type Rule } from './actors.ts';
import { get, MISSING_ID, type Row } from './row.testing.ts';

const NONE: ObjectKey[] = ['none'];
const PINS: ObjectKey[] = [...PIN_OBJECTS, 'pin:missing'];
const BOARDS: ObjectKey[] = [...BOARD_OBJECTS, 'board:missing'];
const signedInList: Rule = (a) => (a === 'signedOut' ? 401 : 200);
/** A conversation none of the actors is in: 404 for every signed-in person. */
const notTheirs: Rule = (a) => (a === 'signedOut' ? 401 : 404);
/**
 * Writing to Owen (everyone else follows him, and he takes messages from everyone); Owen writes
 * to Stan, who follows him. Bea, whom Owen blocked, may not.
 */
const writeToOwen: Rule = (a) => (a === 'signedOut' ? 401 : a === 'blocked' ? 400 : 200);

/** Share links and conversations (issue 13). */
export const inviteRows: Row[] = [
  {
    call: 'InviteCodeResource.create',
    variant: 'pin',
    objects: PINS,
    expect: signedIn,
    stores: true,
    run: (x) =>
      x.c.resource('InviteCodeResource', 'create', {
        object_type: 'pin',
        object_id: x.id,
        channel: 'copy_link',
      }),
  },
  {
    call: 'InviteCodeResource.create',
    variant: 'board',
    objects: BOARDS,
    expect: signedIn,
    stores: true,
    run: (x) =>
      x.c.resource('InviteCodeResource', 'create', {
        object_type: 'board',
        object_id: x.id,
        channel: 'email',
      }),
  },
  {
    call: 'InviteCodeMetadataResource.get',
    objects: NONE,
    expect: () => 404,
    run: (x) => get(x.c, 'InviteCodeMetadataResource', { invite_code: 'abcdefghijklmnop' }),
  },
  // The same lookup by §7's other names (send/invite-code.routes.ts).
  {
    call: 'GET /v3/invite_codes/:invite_code',
    objects: NONE,
    expect: () => 404,
    run: (x) => x.c.get('/v3/invite_codes/abcdefghijklmnop/'),
  },
  ...(['v3GetInviteCodeQuery', 'PinCardSharedHeaderQuery'] as const).map((name): Row => ({
    call: 'GET /v3/queries/:name',
    variant: name,
    objects: NONE,
    expect: () => 404,
    run: (x) => x.c.get(`/v3/queries/${name}/?invite_code=abcdefghijklmnop`),
  })),
  {
    call: 'ConversationsResource.get',
    objects: NONE,
    expect: signedInList,
    run: (x) => get(x.c, 'ConversationsResource', {}),
  },
  {
    call: 'ConversationResource.get',
    objects: NONE,
    expect: notTheirs,
    run: (x) => get(x.c, 'ConversationResource', { conversation_id: MISSING_ID }),
  },
  {
    call: 'ConversationResource.update',
    objects: NONE,
    expect: notTheirs,
    run: (x) => x.c.resource('ConversationResource', 'update', { conversation_id: MISSING_ID }),
  },
  {
    call: 'ConversationMessageResource.create',
    objects: NONE,
    expect: notTheirs,
    run: (x) =>
      x.c.resource('ConversationMessageResource', 'create', {
        conversation_id: MISSING_ID,
        text: 'Hello',
      }),
  },
  {
    call: 'ConversationResource.create',
    objects: NONE,
    expect: writeToOwen,
    stores: true,
    run: (x) =>
      x.c.resource('ConversationResource', 'create', {
        user_id: x.actor === 'owner' ? x.w.users.stan.id : x.w.users.owen.id,
        text: 'Hello',
      }),
  },
];
