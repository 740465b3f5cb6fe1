import type { z } from 'zod';
import {
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsUpdateOptions,
  type NotificationsOptions,
} from '@tack/contract';
import { pinText } from '@tack/contract/pin-text';
import type { CallContext } from '../../context.ts';
import type { ViewerRow } from '../../plugins/session.ts';
import { nowIso } from '../../lib/ids.ts';
import { boardUrl, canViewBoard, QUICK_SAVES_SLUG } from '../boards/board-rules.ts';
import { boardsQuery, type BoardRow } from '../boards/boards.repository.ts';
import { toPin } from '../pins/pins.mapper.ts';
import { decodeCursor, encodeCursor, pinsQuery } from '../pins/pins.repository.ts';
import { toUserSummary } from '../users/users.mapper.ts';
import { mergeSettings } from './notification-rules.ts';
import { readSettings, writeSettings } from './notification-settings.ts';
import {
  actorsOf,
  commentTexts,
  linesPage,
  markRead,
  unreadCount,
} from './notifications.repository.ts';

const mutedOf = (s: NotificationSettings): NotificationKind[] =>
  NOTIFICATION_KINDS.filter((k) => !s.inApp[k]);

const PIN_KINDS = new Set<NotificationKind>([
  'pin_saved',
  'pin_reacted',
  'pin_commented',
  'pin_sent',
]);

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
  const pinIds = page.flatMap((r) => (r.pin_id ? [r.pin_id] : []));
  const boardIds = page.flatMap((r) => (r.board_id ? [r.board_id] : []));
  const [actors, pins, boards] = await Promise.all([
    actorsOf(
      ctx.db,
      me.id,
      page.map((r) => r.id),
    ),
    pinIds.length
      ? pinsQuery(ctx.db, me.id).where('pins.id', 'in', pinIds).execute()
      : Promise.resolve([]),
    boardIds.length
      ? boardsQuery(ctx.db, me.id).where('boards.id', 'in', boardIds).execute()
      : Promise.resolve([]),
  ]);
  const comments = await commentTexts(
    ctx.db,
    actors.flatMap((a) => (a.comment_id && Number(a.rn) === 1 ? [a.comment_id] : [])),
  );
  const pinById = new Map(pins.map((p) => [p.id, toPin(p)]));
  const boardById = new Map(boards.map((b) => [b.id, b]));
  const items: Notification[] = [];
  for (const r of page) {
    const mine = actors.filter((a) => a.notification_id === r.id);
    if (!mine.length) continue;
    const pin = r.pin_id ? pinById.get(r.pin_id) : undefined;
    const board = r.board_id ? boardById.get(r.board_id) : undefined;
    // Checked in SQL already; a line whose object went between the two reads is left out.
    if ((r.pin_id && !pin) || (r.board_id && !board)) continue;
    const text = pin ? pinText(pin) : null;
    const newestComment = mine[0]!.comment_id;
    items.push({
      id: r.id,
      kind: r.kind,
      actors: mine.map(toUserSummary),
      actorCount: Number(mine[0]!.total),
      unread: r.read_at === null,
      updatedAt: r.updated_at,
      pin:
        pin && text
          ? {
              id: pin.id,
              title: text.title,
              imageUrl: pin.images['136x136'].url,
              dominantColor: pin.dominantColor,
              alt: text.alt,
            }
          : null,
      board: board ? { id: board.id, name: boardName(board), url: urlOf(board) } : null,
      comment: newestComment ? (comments.get(newestComment) ?? null) : null,
      url: landing(r.kind, { pinId: pin?.id, board, me, actor: mine[0]!.username }),
    });
  }
  return {
    items,
    bookmark: rows.length > o.page_size ? encodeCursor(page[page.length - 1]!.last_event_id) : null,
    newest: page[0]?.last_event_id ?? null,
  };
}

const boardName = (b: BoardRow) => (b.slug === QUICK_SAVES_SLUG ? 'Profile' : b.name);
const urlOf = (b: BoardRow) => boardUrl(b.username, b.slug);

/**
 * Where a line leads: the pin (its comments for a comment), the follower's profile, the board;
 * an invite to a board the person cannot open yet leads to their profile, where invites are
 * answered.
 */
function landing(
  kind: NotificationKind,
  x: { pinId?: string | undefined; board?: BoardRow | undefined; me: ViewerRow; actor: string },
): string {
  if (PIN_KINDS.has(kind) && x.pinId)
    return kind === 'pin_commented' ? `/pin/${x.pinId}/comments` : `/pin/${x.pinId}/`;
  if (kind === 'user_followed') return `/${x.actor}/`;
  if (!x.board || !canViewBoard(x.board, x.me.id)) return `/${x.me.username}/`;
  return urlOf(x.board);
}

export async function notificationCount(ctx: CallContext) {
  const me = ctx.viewer!.id;
  const muted = mutedOf(await readSettings(ctx.db, me));
  return { unread: await unreadCount(ctx.db, me, muted) };
}

/** The list was seen: every line up to the newest one shown is read. */
export async function markSeen(ctx: CallContext, upTo: string) {
  const me = ctx.viewer!.id;
  await ctx.db.transaction().execute((trx) => markRead(trx, me, upTo, nowIso()));
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
