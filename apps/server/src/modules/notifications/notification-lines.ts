import type { Kysely } from 'kysely';
import type { Notification, NotificationKind } from '@tack/contract';
import { pinText } from '@tack/contract/pin-text';
import type { Database } from '../../db/database.ts';
import { boardUrl, canViewBoard, QUICK_SAVES_SLUG } from '../boards/board-rules.ts';
import { boardsQuery, type BoardRow } from '../boards/boards.repository.ts';
import { toPin } from '../pins/pins.mapper.ts';
import { pinsQuery } from '../pins/pins.repository.ts';
import { toUserSummary } from '../users/users.mapper.ts';
import { actorsOf, commentTexts } from './notifications.repository.ts';

/** The recipient, as much of them as a line needs (its landing pages). */
export interface Recipient {
  id: string;
  username: string;
}

/** A stored line, as the queries read it. */
export interface LineRow {
  id: string;
  kind: NotificationKind;
  pin_id: string | null;
  board_id: string | null;
  updated_at: string;
  read_at: string | null;
}

const PIN_KINDS = new Set<NotificationKind>([
  'pin_saved',
  'pin_reacted',
  'pin_commented',
  'pin_sent',
]);

/**
 * Lines as the recipient reads them (the list and the emails alike): their actors, pin, board,
 * newest comment and landing page. Everything is read as the recipient, so a line whose pin or
 * board they can no longer see, or with nobody left they may hear of, is left out.
 */
export async function assembleLines(
  db: Kysely<Database>,
  me: Recipient,
  page: LineRow[],
): Promise<Notification[]> {
  const pinIds = page.flatMap((r) => (r.pin_id ? [r.pin_id] : []));
  const boardIds = page.flatMap((r) => (r.board_id ? [r.board_id] : []));
  const [actors, pins, boards] = await Promise.all([
    actorsOf(
      db,
      me.id,
      page.map((r) => r.id),
    ),
    pinIds.length
      ? pinsQuery(db, me.id).where('pins.id', 'in', pinIds).execute()
      : Promise.resolve([]),
    boardIds.length
      ? boardsQuery(db, me.id).where('boards.id', 'in', boardIds).execute()
      : Promise.resolve([]),
  ]);
  const comments = await commentTexts(
    db,
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
              ownedByMe: pin.pinner.id === me.id,
            }
          : null,
      board: board ? { id: board.id, name: boardName(board), url: urlOf(board) } : null,
      comment: newestComment ? (comments.get(newestComment) ?? null) : null,
      url: landing(r.kind, { pinId: pin?.id, board, me, actor: mine[0]!.username }),
    });
  }
  return items;
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
  x: { pinId?: string | undefined; board?: BoardRow | undefined; me: Recipient; actor: string },
): string {
  if (PIN_KINDS.has(kind) && x.pinId)
    return kind === 'pin_commented' ? `/pin/${x.pinId}/comments` : `/pin/${x.pinId}/`;
  if (kind === 'user_followed') return `/${x.actor}/`;
  if (!x.board || !canViewBoard(x.board, x.me.id)) return `/${x.me.username}/`;
  return urlOf(x.board);
}
