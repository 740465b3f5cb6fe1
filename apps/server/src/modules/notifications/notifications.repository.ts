import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { NOTIFICATION_COUNT_CAP, type NotificationKind } from '@tack/contract';
import type { Database, NotificationsTable } from '../../db/database.ts';
import { boardVisibleTo, visibleTo } from '../pins/pins.repository.ts';
import { blockedBy, personVisible } from '../privacy/hidden-people.ts';

type Lines = ExpressionBuilder<Database & { n: NotificationsTable }, 'n'>;
type Db = Kysely<Database>;

/**
 * Someone the recipient may hear of: not deactivated, not someone who blocked them, and not
 * someone they blocked.
 */
const actorShownTo =
  (recipientId: string) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query with `na` in scope
  (eb: ExpressionBuilder<Database, any>) =>
    sql<boolean>`${personVisible('na.actor_id', recipientId)(eb)} and na.actor_id not in (${blockedBy(eb, recipientId)})`;

/**
 * The lines a recipient may be shown: with someone they may hear of still on them (an actor who
 * left or is hidden from them, a comment deleted), of a kind they did not switch off, and about something they can still see: a pin on
 * a board they see, a board they see (or were invited to and not yet answered), or themself.
 * A pin they hid from their notifications (`PUT /v3/news_hub/{id}/pin/{pinId}/hide/`) takes its
 * lines with it, until they undo.
 */
export function shownTo(recipientId: string, muted: NotificationKind[]) {
  return (eb: Lines) =>
    eb.and([
      eb('n.recipient_id', '=', recipientId),
      ...(muted.length ? [eb('n.kind', 'not in', muted)] : []),
      eb.not(
        eb.exists(
          eb
            .selectFrom('hidden_pins as h')
            .select('h.pin_id')
            .where('h.user_id', '=', recipientId)
            .where('h.surface', '=', 'news')
            .whereRef('h.pin_id', '=', 'n.pin_id'),
        ),
      ),
      eb.exists(
        eb
          .selectFrom('notification_actors as na')
          .select('na.actor_id')
          .whereRef('na.notification_id', '=', 'n.id')
          .where(actorShownTo(recipientId)),
      ),
      eb.or([
        eb.and([eb('n.pin_id', 'is', null), eb('n.board_id', 'is', null)]),
        eb.exists(
          eb
            .selectFrom('pins')
            .innerJoin('boards', 'boards.id', 'pins.board_id')
            .select('pins.id')
            .whereRef('pins.id', '=', 'n.pin_id')
            .where(visibleTo(recipientId)),
        ),
        eb.exists(
          eb
            .selectFrom('boards')
            .select('boards.id')
            .whereRef('boards.id', '=', 'n.board_id')
            .where((b) =>
              b.or([
                boardVisibleTo(recipientId)(b),
                b.and([
                  eb('n.kind', '=', 'board_invited'),
                  b.exists(
                    b
                      .selectFrom('board_collaborators as inv')
                      .select('inv.board_id')
                      .whereRef('inv.board_id', '=', 'boards.id')
                      .where('inv.user_id', '=', recipientId)
                      .where('inv.status', '=', 'pending'),
                  ),
                ]),
              ]),
            ),
        ),
      ]),
    ]);
}

/** One page of lines, newest event first; `before` is the last line's event id. */
export function linesPage(
  db: Db,
  recipientId: string,
  muted: NotificationKind[],
  o: { limit: number; before: string | null },
) {
  let q = db
    .selectFrom('notifications as n')
    .select(['n.id', 'n.kind', 'n.pin_id', 'n.board_id', 'n.last_event_id', 'n.updated_at'])
    .select('n.read_at')
    .where(shownTo(recipientId, muted));
  if (o.before) q = q.where('n.last_event_id', '<', o.before);
  return q.orderBy('n.last_event_id', 'desc').limit(o.limit).execute();
}

/** Unread lines shown to the recipient, counted up to the badge's cap. */
export async function unreadCount(db: Db, recipientId: string, muted: NotificationKind[]) {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('notifications as n')
        .select('n.id')
        .where(shownTo(recipientId, muted))
        .where('n.read_at', 'is', null)
        .limit(NOTIFICATION_COUNT_CAP)
        .as('u'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Marks the recipient's lines read up to an event id; answers how many changed. Kinds muted in
 * the app were never shown, so they stay unread (an email may still tell of them).
 */
export async function markRead(
  db: Db,
  recipientId: string,
  upTo: string,
  now: string,
  muted: NotificationKind[] = [],
) {
  let q = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('recipient_id', '=', recipientId)
    .where('read_at', 'is', null)
    .where('last_event_id', '<=', upTo);
  if (muted.length) q = q.where('kind', 'not in', muted);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * The newest three actors of each line the recipient may hear of, with the count of those
 * actors, in one query.
 */
export async function actorsOf(db: Db, recipientId: string, lineIds: string[]) {
  if (!lineIds.length) return [];
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('notification_actors as na')
        .innerJoin('users as u', 'u.id', 'na.actor_id')
        .select([
          'na.notification_id',
          'na.comment_id',
          'u.id',
          'u.username',
          'u.first_name',
          'u.full_name',
          'u.avatar_signature',
          sql<number>`row_number() over (partition by na.notification_id order by na.event_id desc)`.as(
            'rn',
          ),
          sql<number>`count(*) over (partition by na.notification_id)`.as('total'),
        ])
        .where('na.notification_id', 'in', lineIds)
        .where(actorShownTo(recipientId))
        .as('a'),
    )
    .selectAll()
    .where('rn', '<=', 3)
    .orderBy('rn')
    .execute();
}

/** Comment texts by id. */
export async function commentTexts(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .selectFrom('pin_comments')
    .select(['id', 'text'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.text]));
}
