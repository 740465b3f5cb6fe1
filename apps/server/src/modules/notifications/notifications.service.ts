import type { z } from 'zod';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsUpdateOptions,
  type NotificationsOptions,
} from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { nowIso } from '../../lib/ids.ts';
import { decodeCursor, encodeCursor } from '../pins/pins.repository.ts';
import { assembleLines } from './notification-lines.ts';
import { mergeSettings } from './notification-rules.ts';
import { readSettings, writeSettings } from './notification-settings.ts';
import { linesPage, markRead, unreadCount } from './notifications.repository.ts';
import { unreadConversationCount } from '../send/conversations.repository.ts';

const mutedOf = (s: NotificationSettings): NotificationKind[] =>
  NOTIFICATION_KINDS.filter((k) => !s.inApp[k]);

/** The viewer's notification lines, newest first, only what they may still see. */
export async function listNotifications(
  ctx: CallContext,
  o: z.output<typeof NotificationsOptions>,
) {
  const me = ctx.viewer!;
  const muted = mutedOf(await readSettings(ctx.db, me.id));
  const rows = await linesPage(ctx.db, me.id, muted, {
    limit: o.page_size + 1,
    before: decodeCursor(o.bookmark),
  });
  const page = rows.slice(0, o.page_size);
  return {
    items: await assembleLines(ctx.db, me, page),
    bookmark: rows.length > o.page_size ? encodeCursor(page[page.length - 1]!.last_event_id) : null,
    newest: page[0]?.last_event_id ?? null,
  };
}

export async function notificationCount(ctx: CallContext) {
  const me = ctx.viewer!.id;
  const muted = mutedOf(await readSettings(ctx.db, me));
  const [unread, messages] = await Promise.all([
    unreadCount(ctx.db, me, muted),
    unreadConversationCount(ctx.db, me),
  ]);
  return { unread, messages };
}

/** The list was seen: every line up to the newest one shown is read. */
export async function markSeen(ctx: CallContext, upTo: string) {
  const me = ctx.viewer!.id;
  const muted = mutedOf(await readSettings(ctx.db, me));
  await ctx.db.transaction().execute((trx) => markRead(trx, me, upTo, nowIso(), muted));
  return notificationCount(ctx);
}

export const getSettings = (ctx: CallContext) => readSettings(ctx.db, ctx.viewer!.id);

export async function updateSettings(
  ctx: CallContext,
  o: z.output<typeof NotificationSettingsUpdateOptions>,
) {
  const me = ctx.viewer!.id;
  return ctx.db.transaction().execute(async (trx) => {
    const next = mergeSettings(await readSettings(trx, me), o);
    await writeSettings(trx, me, next);
    return next;
  });
}
