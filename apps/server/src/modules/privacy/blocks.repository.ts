import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Whether `blockerId` blocked `blockedId`. */
export async function hasBlocked(db: Kysely<Database>, blockerId: string, blockedId: string) {
  const row = await db
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Either of the two blocked the other. */
export async function blockedEitherWay(db: Kysely<Database>, a: string, b: string) {
  const row = await db
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
        eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The original of a save was pinned by someone who blocked the viewer: a blocked person keeps
 * the copies they saved before the block, but cannot save one again nor react through it.
 */
export async function rootPinnedByBlocker(
  db: Kysely<Database>,
  viewerId: string,
  rootIds: string | string[],
) {
  const ids = ([] as string[]).concat(rootIds);
  if (!ids.length) return false;
  const row = await db
    .selectFrom('pins')
    .innerJoin('user_blocks', 'user_blocks.blocker_id', 'pins.pinner_id')
    .select('pins.id')
    .where('pins.id', 'in', ids)
    .where('user_blocks.blocked_id', '=', viewerId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Cuts every tie between two people, in the caller's transaction: follows of each other and of
 * each other's boards (with the boards' follower counts), collaborations on each other's boards,
 * and pending invites from one to the other on anyone's board. Pins stay where they are.
 */
export async function severTies(trx: Kysely<Database>, a: string, b: string): Promise<void> {
  await trx
    .deleteFrom('user_follows')
    .where((eb) =>
      eb.or([
        eb.and([eb('follower_id', '=', a), eb('followee_id', '=', b)]),
        eb.and([eb('follower_id', '=', b), eb('followee_id', '=', a)]),
      ]),
    )
    .execute();
  const boardsOf = (owner: string) =>
    trx.selectFrom('boards').select('boards.id').where('boards.owner_id', '=', owner);
  const followed = await trx
    .deleteFrom('board_follows')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a), eb('board_id', 'in', boardsOf(b))]),
        eb.and([eb('user_id', '=', b), eb('board_id', 'in', boardsOf(a))]),
      ]),
    )
    .returning('board_id')
    .execute();
  if (followed.length)
    await trx
      .updateTable('boards')
      .set({
        follower_count: sql<number>`(select count(*) from board_follows f where f.board_id = boards.id)`,
      })
      .where(
        'id',
        'in',
        followed.map((f) => f.board_id),
      )
      .execute();
  await trx
    .deleteFrom('board_collaborators')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a), eb('board_id', 'in', boardsOf(b))]),
        eb.and([eb('user_id', '=', b), eb('board_id', 'in', boardsOf(a))]),
        eb.and([eb('status', '=', 'pending'), eb('invited_by', '=', a), eb('user_id', '=', b)]),
        eb.and([eb('status', '=', 'pending'), eb('invited_by', '=', b), eb('user_id', '=', a)]),
      ]),
    )
    .execute();
}
