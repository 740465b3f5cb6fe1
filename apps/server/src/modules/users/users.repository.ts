import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { personVisible } from '../privacy/hidden-people.ts';

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

/**
 * A person as `viewerId` may see them: nobody when they are deactivated or blocked the viewer
 * (privacy/hidden-people.ts), so their profile and everything reached through it answers 404 as
 * if they did not exist.
 */
export const findUserByUsername = (
  db: Kysely<Database>,
  username: string,
  viewerId: string | null,
) =>
  db
    .selectFrom('users')
    .select(PUBLIC_COLUMNS)
    .where('username', '=', username.toLowerCase())
    .where(personVisible('users.id', viewerId))
    .executeTakeFirst();

export const findUserById = (db: Kysely<Database>, id: string, viewerId: string | null) =>
  db
    .selectFrom('users')
    .select(PUBLIC_COLUMNS)
    .where('id', '=', id)
    .where(personVisible('users.id', viewerId))
    .executeTakeFirst();

/**
 * Counts shown on a profile, and whether the viewer follows or blocked the user. Boards the
 * viewer may not see are not counted for others: secret and protected boards, and the pins on
 * them, count only for their owner; nor are people hidden from the viewer.
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
    .where('pins.origin_pin_id', 'is', null)
    .where('pins.removed_at', 'is', null);
  if (!isSelf)
    pins = pins.where((eb) =>
      eb.exists(
        eb
          .selectFrom('boards')
          .select('boards.id')
          .whereRef('boards.id', '=', 'pins.board_id')
          .where('boards.privacy', '=', 'public')
          .where(personVisible('boards.owner_id', viewerId)),
      ),
    );
  const count = (q: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) =>
    q.executeTakeFirstOrThrow().then((r) => Number(r.n));
  // People hidden from the viewer are not counted among followers and following either.
  const [boardCount, pinCount, followerCount, followingCount, followed, blocked] =
    await Promise.all([
      count(boards),
      count(pins),
      count(
        db
          .selectFrom('user_follows')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('followee_id', '=', userId)
          .where(personVisible('user_follows.follower_id', viewerId)),
      ),
      count(
        db
          .selectFrom('user_follows')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('follower_id', '=', userId)
          .where(personVisible('user_follows.followee_id', viewerId)),
      ),
      viewerId
        ? db
            .selectFrom('user_follows')
            .select('followee_id')
            .where('follower_id', '=', viewerId)
            .where('followee_id', '=', userId)
            .executeTakeFirst()
        : Promise.resolve(undefined),
      viewerId && !isSelf
        ? db
            .selectFrom('user_blocks')
            .select('blocked_id')
            .where('blocker_id', '=', viewerId)
            .where('blocked_id', '=', userId)
            .executeTakeFirst()
        : Promise.resolve(undefined),
    ]);
  return {
    boardCount,
    pinCount,
    followerCount,
    followingCount,
    explicitlyFollowedByMe: followed !== undefined,
    blockedByMe: blocked !== undefined,
  };
}
