import type { Notification } from '@tack/contract';
import { callV3 } from '../../api/client.ts';

/**
 * A line's pin may be hidden from the notifications when it is someone else's (a pin sent to the
 * viewer): a line about the viewer's own pin (a save, a comment) is news about them, not a
 * suggestion to turn down.
 */
export const newsHideOffered = (n: Pick<Notification, 'pin'>): boolean =>
  n.pin !== null && !n.pin.ownedByMe;

/** PC §7: the news hub hide and its undo, the notification's id as the news id. */
export const newsHidePath = (newsId: string, pinId: string, undo: boolean) =>
  `/v3/news_hub/${newsId}/pin/${pinId}/${undo ? 'undo' : 'hide'}/`;

export const sendNewsHide = (newsId: string, pinId: string, undo: boolean) =>
  callV3('PUT', newsHidePath(newsId, pinId, undo));
