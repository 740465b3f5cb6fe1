import type { Kysely } from 'kysely';
import type { Database, FeedUnfollowsTable } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';

export type SourceType = FeedUnfollowsTable['source_type'];

/** Boards, users and interests, by id: what a viewer follows, or unfollowed. */
export interface Sources {
  board: Set<string>;
  user: Set<string>;
  interest: Set<string>;
}

export const noSources = (): Sources => ({
  board: new Set(),
  user: new Set(),
  interest: new Set(),
});

/** Everything the user follows, in three small indexed reads. */
export async function followedSources(db: Kysely<Database>, userId: string): Promise<Sources> {
  const [boards, users, interests] = await Promise.all([
    db.selectFrom('board_follows').select('board_id').where('user_id', '=', userId).execute(),
    db.selectFrom('user_follows').select('followee_id').where('follower_id', '=', userId).execute(),
    db.selectFrom('interest_follows').select('interest_id').where('user_id', '=', userId).execute(),
  ]);
  return {
    board: new Set(boards.map((r) => r.board_id)),
    user: new Set(users.map((r) => r.followee_id)),
    interest: new Set(interests.map((r) => r.interest_id)),
  };
}

/** Sources the user unfollowed: the home feed shows none of their pins. */
export async function unfollowedSources(db: Kysely<Database>, userId: string): Promise<Sources> {
  const rows = await db
    .selectFrom('feed_unfollows')
    .select(['source_type', 'source_id'])
    .where('user_id', '=', userId)
    .execute();
  const sources = noSources();
  for (const r of rows) sources[r.source_type].add(r.source_id);
  return sources;
}

/**
 * Keeps the unfollow record in step with a follow change, in the caller's transaction:
 * unfollowing remembers the source so the feed leaves it out; following again forgets it.
 */
export async function recordFollowChange(
  trx: Kysely<Database>,
  userId: string,
  type: SourceType,
  sourceId: string,
  follow: boolean,
): Promise<void> {
  if (follow) {
    await trx
      .deleteFrom('feed_unfollows')
      .where('user_id', '=', userId)
      .where('source_type', '=', type)
      .where('source_id', '=', sourceId)
      .execute();
    return;
  }
  await trx
    .insertInto('feed_unfollows')
    .values({ user_id: userId, source_type: type, source_id: sourceId, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['user_id', 'source_type', 'source_id']).doNothing())
    .execute();
}
