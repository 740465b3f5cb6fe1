import type { Kysely } from 'kysely';
import type { NotificationKind } from '@tack/contract';
import type { Database } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { GROUP_WINDOW_MS, joinsLine, wantsAny } from './notification-rules.ts';
import { readSettings } from './notification-settings.ts';

/** Something one person did that another should hear of. */
export interface NotifyEvent {
  kind: NotificationKind;
  recipientId: string;
  actorId: string;
  pinId?: string | null;
  boardId?: string | null;
  /** The comment, on `pin_commented`. */
  commentId?: string | null;
}

/**
 * Records an event for its recipient, in the caller's transaction so the notification exists
 * exactly when the action does. Never for your own actions, nor for kinds the recipient switched
 * off everywhere. The event joins the newest unread, unemailed line of its kind and object begun
 * within the window, or starts a line (an emailed line is never emailed again, so what comes
 * after it must be a line of its own); an actor already on the line moves to its front.
 */
export async function notify(trx: Kysely<Database>, e: NotifyEvent, nowMs = Date.now()) {
  if (e.recipientId === e.actorId) return;
  if (!wantsAny(await readSettings(trx, e.recipientId), e.kind)) return;
  const now = new Date(nowMs).toISOString();
  const eventId = newId(nowMs);
  const pinId = e.pinId ?? null;
  const boardId = e.boardId ?? null;
  const latest = await trx
    .selectFrom('notifications')
    .select(['id', 'read_at', 'emailed_at', 'created_at'])
    .where('recipient_id', '=', e.recipientId)
    .where('kind', '=', e.kind)
    .where('pin_id', pinId === null ? 'is' : '=', pinId)
    .where('board_id', boardId === null ? 'is' : '=', boardId)
    .where('read_at', 'is', null)
    .where('emailed_at', 'is', null)
    .where('created_at', '>', new Date(nowMs - GROUP_WINDOW_MS).toISOString())
    .orderBy('last_event_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  let lineId: string;
  if (latest && joinsLine(latest, nowMs)) {
    lineId = latest.id;
    await trx
      .updateTable('notifications')
      .set({ last_event_id: eventId, updated_at: now })
      .where('id', '=', lineId)
      .execute();
  } else {
    lineId = eventId;
    await trx
      .insertInto('notifications')
      .values({
        id: lineId,
        recipient_id: e.recipientId,
        kind: e.kind,
        pin_id: pinId,
        board_id: boardId,
        last_event_id: eventId,
        created_at: now,
        updated_at: now,
        read_at: null,
        emailed_at: null,
      })
      .execute();
  }
  const actor = { event_id: eventId, comment_id: e.commentId ?? null, created_at: now };
  await trx
    .insertInto('notification_actors')
    .values({ notification_id: lineId, actor_id: e.actorId, ...actor })
    .onConflict((oc) => oc.columns(['notification_id', 'actor_id']).doUpdateSet(actor))
    .execute();
}

/** Several events at once (a save tells the saved pin's pinner and the original's). */
export async function notifyAll(trx: Kysely<Database>, events: NotifyEvent[]) {
  for (const e of events) await notify(trx, e);
}
