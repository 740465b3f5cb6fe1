import { sql, type Kysely } from 'kysely';
import type { Pin, ReactionType, UserSummary } from '@tack/contract';
import { toUserSummary } from '../users/users.mapper.ts';
import type { Database } from '../../db/database.ts';
import { queryTemplate } from '../../db/query-template.ts';
import { boardUrl, canChangePin, canDo, QUICK_SAVES_SLUG } from '../boards/board-rules.ts';
import { boardVisibleTo, rootOf, visibleTo, type PinRow } from './pins.repository.ts';
import { pinnerOf, toPin } from './pins.mapper.ts';
import {
  badgesOf,
  NO_BADGES,
  officialUsersOf,
  type Badges,
} from '../verification/badges.repository.ts';
import { interestsOfPins } from '../interests/interests.repository.ts';
import { windowTotals } from '../stats/stats.repository.ts';
import { withCreatorAnalytics } from '../stats/creator-analytics.ts';
import { shareCounts } from './share-counts.ts';
import { isQuickPromotable } from '@tack/contract';

/**
 * The pin's annotations, and for a product pin the shopping searches for them (spec
 * shoppingKlpUrls: a keyword landing page per annotation, here a buyable-pins search).
 */
export const pinJoinOf = (list: { id: string; name: string; url: string }[], product: boolean) => ({
  visualAnnotation: list.map((a) => a.name),
  annotationsWithLinksArray: list,
  shoppingKlpUrls: product
    ? list.map((a) => `/search/pins/?q=${encodeURIComponent(a.name)}&scope=buyable_pins`)
    : [],
});

const isProductRow = (row: PinRow) =>
  row.rich_summary !== null && /"typeName":"product"/.test(row.rich_summary);

/** Methods that read the pin from a web page: its picture belongs to the page, not a pinner. */
const FROM_THE_WEB = new Set(['scraped', 'button', 'button_external', 'bookmarklet', 'extension']);

/**
 * A page's reactions in one statement (compiled once for each number of ids): the count of each
 * type on each root pin and, signed in, the viewer's own reaction to it (`mine`), each read from
 * its index (a page's popular pins have many reactions: the counts never read their rows).
 */
const reactionRows = queryTemplate((db, v: { viewerId: string; ids: string[] }, shape) => {
  const counts = db
    .selectFrom('reactions')
    .select(['pin_id', 'reaction_type', (eb) => eb.fn.countAll<number>().as('n')])
    .select(sql<number>`0`.as('mine'))
    .where('pin_id', 'in', v.ids)
    .groupBy(['pin_id', 'reaction_type']);
  if (shape !== 'in') return counts.orderBy('reaction_type');
  const viewers = db
    .selectFrom('reactions')
    .select(['pin_id', 'reaction_type', sql<number>`0`.as('n'), sql<number>`1`.as('mine')])
    .where('user_id', '=', v.viewerId)
    .where('pin_id', 'in', v.ids);
  return counts.unionAll(viewers).orderBy('reaction_type');
});

type ReactionCounts = Map<string, { reactionType: ReactionType; reactionCount: number }[]>;

/** Reaction counts per type for each root pin, and the viewer's own reaction to each. */
async function reactionsOf(db: Kysely<Database>, viewerId: string | null, rootIds: string[]) {
  const counts: ReactionCounts = new Map();
  const mine = new Map<string, ReactionType>();
  if (!rootIds.length) return { counts, mine };
  const shape = viewerId ? 'in' : 'out';
  for (const r of await reactionRows(db, shape, { viewerId: viewerId ?? '', ids: rootIds })) {
    const type = r.reaction_type as ReactionType;
    if (Number(r.mine)) mine.set(r.pin_id, type);
    else {
      const list = counts.get(r.pin_id) ?? [];
      list.push({ reactionType: type, reactionCount: Number(r.n) });
      counts.set(r.pin_id, list);
    }
  }
  return { counts, mine };
}

/** Reaction counts per type for each root pin. */
export const reactionCounts = async (db: Kysely<Database>, rootIds: string[]) =>
  (await reactionsOf(db, null, rootIds)).counts;

// The viewer's own answers and the rows a page's pins name, each statement compiled once for
// each number of ids (db/query-template.ts).
type ViewerIds = { viewerId: string; ids: string[] };
const mySaveRows = queryTemplate((db, v: ViewerIds) =>
  db
    .selectFrom('saves as s')
    .innerJoin('boards', 'boards.id', 's.board_id')
    .innerJoin('users as o', 'o.id', 'boards.owner_id')
    .select([
      's.pin_id',
      's.saved_pin_id',
      'boards.id as board_id',
      'boards.name',
      'boards.slug',
      'o.username',
    ])
    .where('s.user_id', '=', v.viewerId)
    .where('s.pin_id', 'in', v.ids)
    // A save onto a board the viewer has since lost (a removed collaborator) names nothing.
    .where(boardVisibleTo(v.viewerId))
    .orderBy('s.created_at', 'asc'),
);
const myCollaborationRows = queryTemplate((db, v: ViewerIds) =>
  db
    .selectFrom('board_collaborators')
    .select('board_id')
    .where('user_id', '=', v.viewerId)
    .where('status', '=', 'accepted')
    .where('board_id', 'in', v.ids),
);
/**
 * The originals a page's saves name, each with whether the viewer may see it (the visibility
 * rule as a column, not a filter: a save names an original it may not show): one statement.
 */
const originRowsOf = queryTemplate((db, v: ViewerIds, shape) =>
  db
    .selectFrom('pins')
    .innerJoin('boards', 'boards.id', 'pins.board_id')
    .select(['pins.id', 'pins.save_count', 'pins.method', 'pins.description'])
    .select((eb) => visibleTo(shape === 'in' ? v.viewerId : null)(eb).as('visible'))
    .where('pins.id', 'in', v.ids),
);
const peopleRows = queryTemplate((db, v: { ids: string[] }) =>
  db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'full_name', 'avatar_signature'])
    .where('id', 'in', v.ids),
);

/**
 * What a page's cards need that the pins' ids alone decide (their roots and originals): reaction
 * counts and the viewer's reactions and saves, interests, the originals, share counts. A caller
 * that knows a page's ids before it reads the pins whole reads these beside it (the home feed:
 * on PostgreSQL the cards then wait on fewer statements after the pins); else `presentPins` does.
 */
export async function cardParts(
  db: Kysely<Database>,
  viewerId: string | null,
  pins: readonly { id: string; origin_pin_id: string | null }[],
) {
  const roots = [...new Set(pins.map(rootOf))];
  const origins = [...new Set(pins.flatMap((r) => (r.origin_pin_id ? [r.origin_pin_id] : [])))];
  const [reactions, saves, annotations, originRows, shares] = await Promise.all([
    reactionsOf(db, viewerId, roots),
    viewerId ? mySaveRows(db, '', { viewerId, ids: roots }) : [],
    interestsOfPins(db, roots),
    origins.length
      ? originRowsOf(db, viewerId ? 'in' : 'out', { viewerId: viewerId ?? '', ids: origins })
      : [],
    shareCounts(
      db,
      pins.map((r) => r.id),
    ),
  ]);
  return { ...reactions, saves, annotations, originRows, shares };
}
export type CardParts = Awaited<ReturnType<typeof cardParts>>;

/**
 * Turns rows into contract pins with what depends on the viewer and on other rows: reaction
 * counts, the viewer's reaction and latest save, interests, the people and originals a pin
 * names, badges. About ten small statements a page whatever its size, run together (on
 * PostgreSQL each is a round trip and a hand-over to the server: fewer is faster).
 */
export async function presentPins(
  db: Kysely<Database>,
  viewerId: string | null,
  rows: PinRow[],
  parts?: CardParts,
): Promise<Pin[]> {
  if (!rows.length) return [];
  const boardIds = [...new Set(rows.map((r) => r.board_id))];
  const people = [
    ...new Set(
      rows.flatMap((r) => [r.origin_pinner_id, r.via_pinner_id]).filter((id) => id !== null),
    ),
  ];
  const badged = [...new Set([...rows.map((r) => r.pinner_id), ...people])];
  const domains = [...new Set(rows.flatMap((r) => (r.domain ? [r.domain] : [])))];
  const [
    { counts, mine: myReaction, saves, annotations, originRows, shares },
    collabs,
    users,
    badges,
    officials,
    stats,
  ] = await Promise.all([
    parts ?? cardParts(db, viewerId, rows),
    viewerId ? myCollaborationRows(db, '', { viewerId, ids: boardIds }) : [],
    people.length ? peopleRows(db, '', { ids: people }) : [],
    badgesOf(db, badged),
    officialUsersOf(db, viewerId, domains),
    // The card's 30-day stats, for the viewer's own pins only (one grouped query).
    windowTotals(db, viewerId ? rows.filter((r) => r.pinner_id === viewerId).map((r) => r.id) : []),
  ]);
  const promotable = await quickPromotable(db, viewerId, rows);
  const originById = new Map(originRows.map((o) => [o.id, o]));
  const visibleOrigins = new Set(originRows.flatMap((o) => (o.visible ? [o.id] : [])));
  const userById = new Map(users.map((u) => [u.id, toUserSummary(u)]));
  const collaborating = new Set(collabs.map((c) => c.board_id));
  // Ascending order: the last write per pin is the viewer's latest save.
  const latestSave = new Map(
    saves.map((s) => [
      s.pin_id,
      {
        id: s.saved_pin_id,
        board: {
          id: s.board_id,
          name: s.slug === QUICK_SAVES_SLUG ? 'Profile' : s.name,
          url: boardUrl(s.username, s.slug),
        },
      },
    ]),
  );
  const badgesFor = (id: string): Badges => badges.get(id) ?? NO_BADGES;
  return rows.map((row) => {
    const root = rootOf(row);
    const originVisible = row.origin_pin_id !== null && visibleOrigins.has(row.origin_pin_id);
    const origin = originVisible ? originById.get(row.origin_pin_id!) : undefined;
    const pinner = { ...pinnerOf(row), ...badgesFor(row.pinner_id) };
    const pin = toPin(
      row,
      {
        pinner,
        reactionCountsData: counts.get(root) ?? [],
        myReaction: myReaction.get(root) ?? null,
        viewerSave: latestSave.get(root) ?? null,
        pinJoin: pinJoinOf(annotations.get(root) ?? [], isProductRow(row)),
        // A note to self: only the pinner reads it.
        pinNote: row.pinner_id === viewerId ? row.note : '',
        // A save names its original only while the viewer may see it: once the original's board
        // turns secret, its id is no more confirmable through a save than by asking for it.
        originPinId: originVisible ? row.origin_pin_id : null,
        ...viewerRights(row, viewerId, collaborating),
        ...peopleOf(row, pinner, visibleOrigins, originById, userById, badgesFor),
        shareCount: shares.get(row.id) ?? 0,
      },
      origin?.description ?? null,
    );
    const official = pin.linkDomain && officials.get(pin.linkDomain.domain);
    // Set on the card in place (it was made for this answer): a copy of each whole card cost
    // about a quarter of this function's time.
    const shown = withCreatorAnalytics(pin, viewerId, stats);
    shown.isQuickPromotable = promotable.has(row.id);
    if (official) shown.linkDomain = { ...shown.linkDomain!, officialUser: official };
    return shown;
  });
}

type OriginRow = { id: string; save_count: number; method: string | null; description: string };

/**
 * The people a pin names besides its pinner, and its saves counted over every copy: a save's
 * original pinner and via pinner (while its original is visible to the viewer or deleted), the
 * native creator (the original's pinner, when the original was uploaded rather than read from
 * a web page), and the original's save count. An original's native creator is its pinner: the
 * same object (the card's answer writes it twice; a copy made its writing several times slower).
 */
function peopleOf(
  row: PinRow,
  pinner: Pin['pinner'],
  visibleOrigins: Set<string>,
  originById: Map<string, OriginRow>,
  userById: Map<string, UserSummary>,
  badgesFor: (id: string) => Badges,
): Pick<Pin, 'nativeCreator' | 'originPinner' | 'viaPinner' | 'aggregatedPinData'> {
  const origin = row.origin_pin_id ? originById.get(row.origin_pin_id) : undefined;
  const isSave = row.origin_pin_id !== null || row.origin_pinner_id !== null;
  // A save of a pin now hidden from the viewer names nobody (as originPinId).
  const named = !row.origin_pin_id || visibleOrigins.has(row.origin_pin_id);
  const originPinner =
    isSave && named && row.origin_pinner_id ? userById.get(row.origin_pinner_id) : undefined;
  const viaPinner =
    isSave && named && row.via_pinner_id ? userById.get(row.via_pinner_id) : undefined;
  const rootMethod = isSave ? origin?.method : row.method;
  const native = rootMethod === undefined ? false : !FROM_THE_WEB.has(rootMethod ?? 'uploaded');
  const nativeCreator = !native
    ? undefined
    : !isSave
      ? pinner
      : origin && originPinner && { ...originPinner, ...badgesFor(originPinner.id) };
  return {
    ...(nativeCreator ? { nativeCreator } : {}),
    ...(originPinner ? { originPinner } : {}),
    ...(viaPinner ? { viaPinner } : {}),
    aggregatedPinData: { aggregatedStats: { saves: origin?.save_count ?? row.save_count } },
  };
}

/** What the viewer may do with a pin: its pinner while a member, the board owner, or a collaborator allowed `edit_pin`. */
function viewerRights(row: PinRow, viewerId: string | null, collaborating: Set<string>) {
  const access = {
    owner_id: row.board_owner_id,
    privacy: 'public' as const,
    viewer_collab_status: collaborating.has(row.board_id) ? ('accepted' as const) : null,
    collaborator_permissions: row.board_permissions,
  };
  const editable = canDo(access, viewerId, 'edit_pin');
  return {
    access: canChangePin(access, row, viewerId, 'edit_pin') ? ['write' as const] : [],
    isInEditableBoard: editable,
  };
}

/**
 * The pins a business viewer (or the business profile a manager acts as) may quick-promote
 * (PC §4): their own originals that no live campaign promotes yet.
 */
async function quickPromotable(
  db: Kysely<Database>,
  viewerId: string | null,
  rows: PinRow[],
): Promise<Set<string>> {
  const own = rows.filter((r) => r.pinner_id === viewerId);
  if (!viewerId || !own.length) return new Set();
  const [viewer, live] = await Promise.all([
    db.selectFrom('users').select('account_type').where('id', '=', viewerId).executeTakeFirst(),
    db
      .selectFrom('campaigns')
      .select('pin_id')
      .where(
        'pin_id',
        'in',
        own.map((r) => r.id),
      )
      .where('status', '!=', 'stopped')
      .where('ends_at', '>', new Date().toISOString())
      .execute(),
  ]);
  const promoted = new Set(live.map((l) => l.pin_id));
  return new Set(
    own
      .filter((r) =>
        isQuickPromotable({
          viewerIsBusiness: viewer?.account_type === 'business',
          isOwnPin: true,
          isOriginal: r.origin_pin_id === null && r.origin_pinner_id === null,
          isPromoted: Boolean(r.is_promoted) || promoted.has(r.id),
        }),
      )
      .map((r) => r.id),
  );
}
