import { describe, expect, it } from 'vitest';
import {
  ACTORS,
  anyone,
  boardAction,
  boardOwner,
  commentDelete,
  sendPin,
  operatorOnly,
  permissionsFor,
  pinAction,
  read,
  sees,
  signedIn,
  type Actor,
  type ObjectKey,
  type Rule,
} from './actors.ts';

// The matrix's expectations, spot-checked: if a rule here drifted, every cell using it would
// quietly expect the wrong thing.
const cases: [string, Rule, Actor, ObjectKey, number][] = [
  ['a comment writer deletes it', commentDelete, 'stranger', 'comment:pub', 200],
  ["the pinner deletes another's comment", commentDelete, 'owner', 'comment:sec', 200],
  ["nobody else deletes another's comment", commentDelete, 'pending', 'comment:pub', 403],
  ['a hidden comment is missing', commentDelete, 'removed', 'comment:sec', 404],
  ['a collaborator deletes her own comment', commentDelete, 'collab:none', 'comment:sec', 200],
  ['a pin goes to someone who sees it', sendPin, 'collab:none', 'pin:sec:owner', 200],
  ["not to someone who can't see it", sendPin, 'owner', 'pin:sec:owner', 400],
  ['a stranger reads an open pin', read, 'stranger', 'pin:pub:owner', 200],
  ['a stranger reads a secret pin as missing', read, 'stranger', 'pin:sec:owner', 404],
  ['a pending invitee sees nothing yet', read, 'pending', 'board:pro', 404],
  ['a removed collaborator sees nothing', read, 'removed', 'section:chg', 404],
  ['the saved copy stays public', read, 'signedOut', 'pin:copy', 200],
  ['signed out writes are 401', signedIn, 'signedOut', 'pin:pub:owner', 401],
  ['a granted collaborator acts', boardAction('edit_pin'), 'collab:edit_pin', 'pin:sec:owner', 200],
  [
    'another permission is not enough',
    boardAction('edit_pin'),
    'collab:save_pin',
    'board:sec',
    403,
  ],
  [
    'two permissions need both',
    boardAction('create_section', 'move_pin'),
    'collab:all',
    'board:pub',
    200,
  ],
  [
    'only one of two is not enough',
    boardAction('create_section', 'move_pin'),
    'collab:move_pin',
    'board:pub',
    403,
  ],
  [
    'a stranger sees an open board but may not act',
    boardAction('save_pin'),
    'stranger',
    'board:pub',
    403,
  ],
  ["no actor owns Sage's board", boardOwner, 'owner', 'board:sage', 403],
  [
    'a pinner edits their pin while a member',
    pinAction('edit_pin'),
    'collab:none',
    'pin:sec:collab',
    200,
  ],
  ['a removed pinner may not', pinAction('edit_pin'), 'removed', 'pin:pub:removed', 403],
  [
    'a removed pinner on a secret board gets 404',
    pinAction('delete_pin'),
    'removed',
    'pin:sec:removed',
    404,
  ],
  ['a blocked person finds no profile of the blocker', anyone, 'blocked', 'user:owen', 404],
  ['nor any board of his, open ones too', read, 'blocked', 'board:pub', 404],
  ["nor someone else's save of his pin", read, 'blocked', 'pin:copy', 404],
  ["but sees everyone else's things", read, 'blocked', 'board:sage', 200],
  ['and other people', anyone, 'blocked', 'user:cara', 200],
  ['operators author messages', operatorOnly, 'operator', 'experience', 200],
  ['nobody else does', operatorOnly, 'owner', 'experience', 403],
];

describe('authorization matrix rules', () => {
  it.each(cases)('%s', (_name, rule, actor, obj, want) => {
    expect(rule(actor, obj)).toBe(want);
  });

  it('gives each collaborator variant exactly its permission', () => {
    expect(permissionsFor('collab:invite')).toEqual(['invite']);
    expect(permissionsFor('collab:none')).toEqual([]);
    expect(permissionsFor('stranger')).toHaveLength(permissionsFor('collab:all').length);
    expect(ACTORS.filter((a) => a.startsWith('collab:'))).toHaveLength(11);
  });

  it('lets nobody see a missing object', () => {
    for (const a of ACTORS) expect(sees(a, 'pin:missing')).toBe(false);
  });
});
