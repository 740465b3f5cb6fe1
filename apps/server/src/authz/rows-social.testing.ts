import {
  COMMENT_OBJECTS,
  PIN_OBJECTS,
  commentDelete,
  isMember,
  read,
  sendPin,
  signedIn,
  type ObjectKey,
  type Rule,
} from './actors.ts';
import type { TestResponse } from '../../test/client.ts';
import { get, type Cell, type Row } from './row.testing.ts';

const PINS: ObjectKey[] = [...PIN_OBJECTS, 'pin:missing'];
const NONE: ObjectKey[] = ['none'];
const signedInList: Rule = (a) => (a === 'signedOut' ? 401 : 200);

/**
 * The generic leak check, with one exception by design: a pending invitee is told of the
 * invite, which names the board (as BoardInvitesResource does). Everything else in the answer
 * must show nothing hidden.
 */
function notificationLeaks(x: Cell, res: TestResponse): string | null {
  if (isMember(x.actor)) return null;
  const items = (res.json.resource_response.data.items ?? []) as { kind: string }[];
  const shown = items.filter((l) => !(x.actor === 'pending' && l.kind === 'board_invited'));
  const body = JSON.stringify(shown);
  const leaked = [
    ...x.w.hidden.ids.filter((id) => body.includes(id)),
    ...x.w.hidden.words.filter((word) => body.toLowerCase().includes(word)),
  ];
  return leaked.length ? `shows hidden ${leaked.join(', ')}` : null;
}

/** Comments, sending pins and notifications (issue 16). */
export const socialRows: Row[] = [
  {
    call: 'PinCommentsResource.get',
    objects: PINS,
    expect: read,
    run: (x) => get(x.c, 'PinCommentsResource', { pin_id: x.id }),
  },
  {
    call: 'GET /pin/:id/comments',
    page: true,
    objects: PINS,
    expect: read,
    run: (x) => x.c.get(`/pin/${x.id}/comments`),
  },
  {
    call: 'PinCommentResource.create',
    objects: PINS,
    expect: signedIn,
    stores: true,
    run: (x) => x.c.resource('PinCommentResource', 'create', { pin_id: x.id, text: 'Nice zq' }),
  },
  {
    call: 'PinCommentResource.delete',
    objects: COMMENT_OBJECTS,
    expect: commentDelete,
    stores: true,
    run: (x) => x.c.resource('PinCommentResource', 'delete', { comment_id: x.id }),
  },
  {
    call: 'PinSendResource.create',
    objects: PINS,
    expect: sendPin,
    stores: true,
    run: (x) =>
      x.c.resource('PinSendResource', 'create', {
        pin_id: x.id,
        user_ids: [x.actor === 'owner' ? x.w.users.stan.id : x.w.users.owen.id],
      }),
  },
  {
    call: 'SendRecipientsResource.get',
    objects: NONE,
    expect: signedInList,
    run: (x) => get(x.c, 'SendRecipientsResource', {}),
  },
  {
    call: 'NotificationsResource.get',
    objects: NONE,
    expect: signedInList,
    reveals: true,
    check: notificationLeaks,
    run: (x) => get(x.c, 'NotificationsResource', { page_size: 50 }),
  },
  {
    call: 'NotificationCountResource.get',
    objects: NONE,
    expect: signedInList,
    run: (x) => get(x.c, 'NotificationCountResource', {}),
  },
  {
    call: 'NotificationsSeenResource.update',
    objects: NONE,
    expect: signedInList,
    run: (x) =>
      x.c.resource('NotificationsSeenResource', 'update', { up_to: '9999999999999999999' }),
  },
];
