import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

const PUBLIC_COLUMNS = [
  'id',
  'username',
  'first_name',
  'full_name',
  'avatar_signature',
  'created_at',
  'about',
  'website_url',
] as const;

export const findUserByUsername = (db: Kysely<Database>, username: string) =>
  db
    .selectFrom('users')
    .select(PUBLIC_COLUMNS)
    .where('username', '=', username.toLowerCase())
    .executeTakeFirst();

export const findUserById = (db: Kysely<Database>, id: string) =>
  db.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();

/**
 * Counts shown on a profile, and whether the viewer follows the user. Boards the viewer may not
 * see are not counted for others: secret and protected boards, and the pins on them, count only
 * for their owner.
 */
export async function userCounts(db: Kysely<Database>, userId: string, viewerId: string | null) {
  const isSelf = userId === viewerId;
  let boards = db
    .selectFrom('boards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', userId)
    .where('layout', '=', 'default');
  if (!isSelf) boards = boards.where('privacy', '=', 'public');
  let pins = db
    .selectFrom('pins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('pins.pinner_id', '=', userId)
    .where('pins.origin_pin_id', 'is', null);
  if (!isSelf)
    pins = pins.where((eb) =>
      eb.exists(
        eb
          .selectFrom('boards')
          .select('boards.id')
          .whereRef('boards.id', '=', 'pins.board_id')
          .where('boards.privacy', '=', 'public'),
      ),
    );
  const count = (q: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) =>
    q.executeTakeFirstOrThrow().then((r) => Number(r.n));
  const [boardCount, pinCount, followerCount, followingCount, followed] = await Promise.all([
    count(boards),
    count(pins),
    count(
      db
        .selectFrom('user_follows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('followee_id', '=', userId),
    ),
    count(
      db
        .selectFrom('user_follows')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('follower_id', '=', userId),
    ),
    viewerId
      ? db
          .selectFrom('user_follows')
          .select('followee_id')
          .where('follower_id', '=', viewerId)
          .where('followee_id', '=', userId)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  return {
    boardCount,
    pinCount,
    followerCount,
    followingCount,
    explicitlyFollowedByMe: followed !== undefined,
  };
}
