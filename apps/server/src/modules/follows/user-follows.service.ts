import type { z } from 'zod';
import type { FollowListOptions } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { decodeOffset, encodeOffset } from '../boards/board-rules.ts';
import { toUserSummary } from '../users/users.mapper.ts';
import { findUserById, findUserByUsername } from '../users/users.repository.ts';
import { recordFollowChange } from './feed-sources.ts';
import { notify } from '../notifications/notify.ts';
import { personVisible } from '../privacy/hidden-people.ts';
import { hasBlocked } from '../privacy/blocks.repository.ts';

/** Follow or unfollow a user (UserFollowResource create/delete). Idempotent; not yourself. */
export async function setFollow(ctx: CallContext, userId: string, follow: boolean) {
  const me = ctx.viewer!.id;
  if (userId === me) throw badRequest("You can't follow yourself", 'user_id');
  // Someone who blocked the viewer is not found; someone the viewer blocked, unblocked first.
  if (!(await findUserById(ctx.db, userId, me))) throw notFound('User');
  if (follow && (await hasBlocked(ctx.db, me, userId)))
    throw badRequest('You blocked this person. Unblock them to follow them.', 'user_id');
  await ctx.db.transaction().execute(async (trx) => {
    if (follow) {
      const res = await trx
        .insertInto('user_follows')
        .values({ follower_id: me, followee_id: userId, created_at: nowIso() })
        .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
        .executeTakeFirst();
      if (Number(res.numInsertedOrUpdatedRows ?? 0) > 0)
        await notify(trx, { kind: 'user_followed', recipientId: userId, actorId: me });
    } else {
      await trx
        .deleteFrom('user_follows')
        .where('follower_id', '=', me)
        .where('followee_id', '=', userId)
        .execute();
    }
    await recordFollowChange(trx, me, 'user', userId, follow);
  });
  const n = await ctx.db
    .selectFrom('user_follows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('followee_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { userId, explicitlyFollowedByMe: follow, followerCount: Number(n.n) };
}

/** Followers (or those followed) of a user, newest first, 50 a page at most. */
export async function followList(
  ctx: CallContext,
  o: z.output<typeof FollowListOptions>,
  direction: 'followers' | 'following',
) {
  const viewerId = ctx.viewer?.id ?? null;
  const user = await findUserByUsername(ctx.db, o.username, viewerId);
  if (!user) throw notFound('User');
  const [mine, other] =
    direction === 'followers'
      ? (['followee_id', 'follower_id'] as const)
      : (['follower_id', 'followee_id'] as const);
  const offset = decodeOffset(o.bookmark);
  const rows = await ctx.db
    .selectFrom('user_follows as f')
    .innerJoin('users as u', 'u.id', `f.${other}`)
    .select(['u.id', 'u.username', 'u.first_name', 'u.full_name', 'u.avatar_signature'])
    .where(`f.${mine}`, '=', user.id)
    .where(personVisible('u.id', viewerId))
    .orderBy('f.created_at', 'desc')
    .orderBy('u.id')
    .offset(offset)
    .limit(o.page_size + 1)
    .execute();
  return {
    items: rows.slice(0, o.page_size).map(toUserSummary),
    bookmark: rows.length > o.page_size ? encodeOffset(offset + o.page_size) : null,
  };
}
