import {
  sql,
  SqliteAdapter,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Engine } from '../../db/dialect.ts';
import { blockersOf, personVisible } from '../privacy/hidden-people.ts';
import { queryTemplate } from '../../db/query-template.ts';

/**
 * Pins joined with what a card shows: pinner, board and its owner, and whether the viewer
 * favorited it. Visibility is applied here so no feed can leak a hidden board's pins.
 */
/** Every column of a pin, named: PostgreSQL's search vector stays out of the answers. */
export const PIN_COLUMNS = [
  'pins.id',
  'pins.pinner_id',
  'pins.board_id',
  'pins.section_id',
  'pins.title',
  'pins.description',
  'pins.link',
  'pins.domain',
  'pins.alt_text',
  'pins.image_signature',
  'pins.width',
  'pins.height',
  'pins.dominant_color',
  'pins.rich_summary',
  'pins.carousel_data',
  'pins.media',
  'pins.is_promoted',
  'pins.is_weight_loss_ad',
  'pins.campaign_id',
  'pins.promoter_name',
  'pins.origin_pin_id',
  'pins.save_count',
  'pins.favorite_count',
  'pins.note',
  'pins.created_at',
  'pins.is_third_party_ad',
  'pins.is_pre_owned',
  'pins.auto_alt_text',
  'pins.seo_title',
  'pins.seo_description',
  'pins.seo_noindex_reason',
  'pins.sponsorship_status',
  'pins.sponsorship_creator_name',
  'pins.sponsorship_sponsor_name',
  'pins.collection_items',
  'pins.method',
  'pins.source_url',
  'pins.rich_metadata',
  'pins.origin_pinner_id',
  'pins.via_pinner_id',
  'pins.video_status',
  'pins.video_upload_id',
] as const;

const isSqlite = (db: Kysely<Database>) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * The rule for which boards a viewer may see: public boards, their own, and boards they
 * collaborate on (accepted); signed out, only public boards. Never a board of someone hidden from
 * the viewer (deactivated, or who blocked them: privacy/hidden-people.ts).
 */
export const boardVisibleTo =
  (viewerId: string | null) => (eb: ExpressionBuilder<Database, 'boards'>) =>
    eb.and([
      viewerId
        ? eb.or([
            eb('boards.privacy', '=', 'public'),
            eb('boards.owner_id', '=', viewerId),
            eb.exists(
              eb
                .selectFrom('board_collaborators as pc')
                .select('pc.board_id')
                .whereRef('pc.board_id', '=', 'boards.id')
                .where('pc.user_id', '=', viewerId)
                .where('pc.status', '=', 'accepted'),
            ),
          ])
        : eb('boards.privacy', '=', 'public'),
      personVisible('boards.owner_id', viewerId)(eb),
    ]);

/**
 * The one rule for which pins a viewer may see: pins on boards they may see (`boardVisibleTo`),
 * and, except on their own boards, not pinned by someone hidden from them nor a save of a pin by
 * someone who blocked them (a blocked person sees none of the blocker's pins, saved copies
 * included). Every pin read and write goes through it (pinsQuery, visiblePinIds). A pin an
 * operator removed after reports (`removed_at`, with every save of it) is nobody's, its pinner's
 * included: this is the one place that says so (counts and suggestions that read pins without
 * it check `removed_at` themselves: interests, user counts, search suggestions, board counts).
 */
export const visibleTo =
  (viewerId: string | null) => (eb: ExpressionBuilder<Database, 'boards' | 'pins'>) => {
    if (!viewerId)
      return eb.and([
        eb('pins.removed_at', 'is', null),
        boardVisibleTo(null)(eb),
        personVisible('pins.pinner_id', null)(eb),
        eb('pins.video_status', 'is', null),
      ]);
    const notASaveOfABlocker = eb.or([
      eb('pins.origin_pin_id', 'is', null),
      eb.not(
        eb.exists(
          eb
            .selectFrom('pins as bo')
            .select('bo.id')
            .whereRef('bo.id', '=', 'pins.origin_pin_id')
            .where('bo.pinner_id', 'in', blockersOf(eb, viewerId)),
        ),
      ),
    ]);
    return eb.and([
      eb('pins.removed_at', 'is', null),
      boardVisibleTo(viewerId)(eb),
      eb.or([
        eb('boards.owner_id', '=', viewerId),
        eb.and([personVisible('pins.pinner_id', viewerId)(eb), notASaveOfABlocker]),
      ]),
      // A video pin whose video does not play yet (or failed) is its pinner's alone.
      eb.or([eb('pins.video_status', 'is', null), eb('pins.pinner_id', '=', viewerId)]),
    ]);
  };

/**
 * The join of a pin to its board. On SQLite `+pins.board_id` keeps the planner from driving it
 * through the pins-by-board index (scanning every board's pins, then sorting) once ANALYZE
 * statistics exist: pins stay the outer table and feeds walk their id order.
 */
const pinsBoard = (db: Kysely<Database>) =>
  isSqlite(db) ? sql<boolean>`+pins.board_id = boards.id` : sql<boolean>`pins.board_id = boards.id`;

/**
 * The pins a viewer may see, joined to their boards only: for a statement that picks pins (a
 * search's candidates, `visiblePinIds`) and reads none of a card's columns. `pinsQuery` joins
 * each pin's pinner and board owner too, for the card; every pin has both (foreign keys), so
 * leaving them out finds the same pins, two lookups a row sooner (a tenth of a common word's
 * candidates).
 */
export const visiblePins = (db: Kysely<Database>, viewerId: string | null) =>
  db
    .selectFrom('pins')
    .innerJoin('boards', (join) => join.on(pinsBoard(db)))
    .where(visibleTo(viewerId));

/**
 * `visiblePins` over some of the pins' rows (`rows`, every column) instead of the whole table: a
 * statement that has already walked to its rows in order (a search's newest matches). Each row's
 * board is looked up by id (a lateral join, kept apart by `offset 0`): PostgreSQL then keeps the
 * rows' order and stops at the caller's limit, where joining the boards table let it hash every
 * board and sort (25 against 33 ms for a common word's candidates at a million pins).
 */
export const visibleAmong = <DB, TB extends keyof DB>(
  db: Kysely<Database>,
  viewerId: string | null,
  rows: SelectQueryBuilder<DB, TB, Selectable<Database['pins']>>,
) =>
  db
    .selectFrom(rows.as('pins'))
    .crossJoinLateral((eb) =>
      eb
        .selectFrom('boards')
        .selectAll('boards')
        .whereRef('boards.id', '=', 'pins.board_id')
        .offset(0)
        .as('boards'),
    )
    .where(visibleTo(viewerId));

/** Which of these pins the viewer may see. */
export async function visiblePinIds(
  db: Kysely<Database>,
  viewerId: string | null,
  ids: string[],
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await visibleIdRows(db, viewerId ? 'in' : 'out', { viewerId: viewerId ?? '', ids });
  return new Set(rows.map((r) => r.id));
}

/** `visiblePinIds`'s statement, compiled once a shape (the visibility rule is most of it). */
const visibleIdRows = queryTemplate((db, v: { viewerId: string; ids: string[] }, shape) =>
  visiblePins(db, shape === 'in' ? v.viewerId : null)
    .select('pins.id')
    .where('pins.id', 'in', v.ids),
);

export function pinsQuery(db: Kysely<Database>, viewerId: string | null) {
  return (
    db
      .selectFrom('pins')
      .innerJoin('users as pinner', 'pinner.id', 'pins.pinner_id')
      .innerJoin('boards', (join) => join.on(pinsBoard(db)))
      .innerJoin('users as owner', 'owner.id', 'boards.owner_id')
      .select(PIN_COLUMNS)
      .select([
        'pinner.username as pinner_username',
        'pinner.first_name as pinner_first_name',
        'pinner.full_name as pinner_full_name',
        'pinner.avatar_signature as pinner_avatar_signature',
        'boards.name as board_name',
        'boards.slug as board_slug',
        'owner.username as board_owner_username',
        'boards.owner_id as board_owner_id',
        'boards.collaborator_permissions as board_permissions',
      ])
      // Signed out this is simply false, and saying so spares a lookup per row (a third of the
      // signed-out feed page's statement time).
      .select((eb) => {
        const favorited: Expression<SqlBool> = viewerId
          ? eb.exists(
              eb
                .selectFrom('favorites')
                .select('favorites.pin_id')
                .whereRef('favorites.pin_id', '=', 'pins.id')
                .where('favorites.user_id', '=', viewerId),
            )
          : sql<SqlBool>`false`;
        return sql<SqlBool>`${favorited}`.as('favorited_by_me');
      })
      // A save of a promoted pin is a downstream promotion. A subselect in the answer, not a
      // join: it runs once per answered save by primary key and leaves the join order alone
      // (an original has no origin to look up: the `case` skips the subselect for it).
      .select((eb) =>
        eb
          .case()
          .when('pins.origin_pin_id', 'is', null)
          .then(sql<number | null>`null`)
          .else(
            eb
              .selectFrom('pins as origin')
              .select('origin.is_promoted')
              .whereRef('origin.id', '=', 'pins.origin_pin_id'),
          )
          .end()
          .as('origin_is_promoted'),
      )
      .where(visibleTo(viewerId))
  );
}

/**
 * Leaves out of a discovery surface the saves of idea pins their creator deleted (nothing left
 * to discover: they stay on their saver's boards as "Unavailable"), and, for a signed-in viewer,
 * pins they hid from that surface (and saves of them) and weight-loss ads once they hid one
 * (they opted out of them, §4).
 */
export function notHidden(
  q: ReturnType<typeof pinsQuery>,
  viewerId: string | null,
  surface: HideSurface,
) {
  return q.where(shownOn(viewerId, surface));
}

type HideSurface = 'home' | 'search' | 'news' | 'p2p';

/** `notHidden`'s rule as a filter, for a statement over pins that is not `pinsQuery`. */
export const shownOn =
  (viewerId: string | null, surface: HideSurface) => (eb: ExpressionBuilder<Database, 'pins'>) => {
    const available = eb.not(
      eb.and([
        eb('pins.origin_pin_id', 'is', null),
        eb('pins.origin_pinner_id', 'is not', null),
        sql<boolean>`coalesce(pins.media, '') like '%"story":%'`,
      ]),
    );
    if (!viewerId) return available;
    return eb.and([
      available,
      eb.or([
        eb('pins.is_weight_loss_ad', '=', 0),
        eb.not(
          eb.exists(
            eb
              .selectFrom('users as optout')
              .select('optout.id')
              .where('optout.id', '=', viewerId)
              .where('optout.weight_loss_ads_opted_out', '=', 1),
          ),
        ),
      ]),
      eb.not(
        forPinOrOriginal(eb, (pin) =>
          eb.exists(
            eb
              .selectFrom('hidden_pins as h')
              .select('h.pin_id')
              .where('h.user_id', '=', viewerId)
              .where('h.surface', '=', surface)
              .whereRef('h.pin_id', '=', pin),
          ),
        ),
      ),
    ]);
  };

/**
 * Whether `lookup` finds a row for the pin or, for a save, for the original it saves: two
 * lookups by equality, the second for a save only. As one lookup with an `or` of the two ids
 * inside, SQLite probed both for every pin: the signed-in home feed's walk over the saves'
 * topics (three such tests a pin) took 5.6 against 4.1 ms at a million pins.
 */
export const forPinOrOriginal = (
  eb: ExpressionBuilder<Database, 'pins'>,
  lookup: (pin: 'pins.id' | 'pins.origin_pin_id') => Expression<SqlBool>,
) =>
  eb.or([
    lookup('pins.id'),
    eb.and([eb('pins.origin_pin_id', 'is not', null), lookup('pins.origin_pin_id')]),
  ]);

export type PinRow = Awaited<ReturnType<ReturnType<typeof pinsQuery>['executeTakeFirstOrThrow']>>;

/** Feed cursor: the last id of the page; ids sort by creation, newest first. */
export const encodeCursor = (id: string) => Buffer.from(`p:${id}`).toString('base64url');
export function decodeCursor(bookmark: string | null | undefined): string | null {
  if (!bookmark) return null;
  const m = /^p:(\d{1,19})$/.exec(Buffer.from(bookmark, 'base64url').toString());
  return m ? m[1]! : null;
}

/** Runs a feed query one page at a time: newest first, `page_size` items and the next bookmark. */
export async function pageOf(
  q: ReturnType<typeof pinsQuery>,
  o: { page_size: number; bookmark?: string | null | undefined },
): Promise<{ rows: PinRow[]; bookmark: string | null }> {
  const after = decodeCursor(o.bookmark);
  const rows = await (after ? q.where('pins.id', '<', after) : q)
    .orderBy('pins.id', 'desc')
    .limit(o.page_size + 1)
    .execute();
  const page = rows.slice(0, o.page_size);
  return {
    rows: page,
    bookmark: rows.length > o.page_size ? encodeCursor(page[page.length - 1]!.id) : null,
  };
}

/** The original a pin is a save of, or the pin itself: where its saves and reactions count. */
export const rootOf = (row: { id: string; origin_pin_id: string | null }) =>
  row.origin_pin_id ?? row.id;

/**
 * Counts a save of `pin` on its original, where the save count lives; the update locks the
 * original's row, so a delete of it waits for the transaction. The pin itself, when a save (its
 * pinner is told of the save: the notification names it), is kept there too till the
 * transaction ends. False when either is gone: a delete that won the race is a missing pin, not
 * a foreign-key failure later in the transaction.
 */
export async function countSaveOf(
  trx: Kysely<Database>,
  engine: Engine,
  pin: { id: string; origin_pin_id: string | null },
): Promise<boolean> {
  const rootId = rootOf(pin);
  const counted = await trx
    .updateTable('pins')
    .set((eb) => ({ save_count: eb('save_count', '+', 1) }))
    .where('id', '=', rootId)
    .executeTakeFirst();
  if (!Number(counted.numUpdatedRows)) return false;
  return pin.id === rootId || lockPin(trx, engine, pin.id);
}

/**
 * Whether the pin is there, kept so until the transaction ends: on PostgreSQL under a key-share
 * lock (a delete waits for the transaction; one that committed first leaves nothing to find). On
 * SQLite a transaction that has written holds the one write lock already.
 */
async function lockPin(trx: Kysely<Database>, engine: Engine, id: string) {
  const q = trx.selectFrom('pins').select('id').where('id', '=', id);
  return Boolean(await (engine === 'postgres' ? q.forKeyShare() : q).executeTakeFirst());
}
