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
