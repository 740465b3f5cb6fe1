import type { z } from 'zod';
import type { BlockedUsersOptions, BlockedUsersPage, UserBlockResult } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { decodeOffset, encodeOffset } from '../boards/board-rules.ts';
import { toUserSummary } from '../users/users.mapper.ts';
import { findUserById } from '../users/users.repository.ts';
import { severTies } from './blocks.repository.ts';

/**
 * Blocks a person, privately (nothing tells them): from now on they see none of the viewer's
 * profile, boards or pins (privacy/hidden-people.ts), and every tie between the two goes in the
 * same transaction (follows both ways, collaborations on each other's boards, pending invites).
 * Idempotent. A person hidden from the viewer (who blocked them first) is not found.
 */
export async function blockUser(ctx: CallContext, userId: string): Promise<UserBlockResult> {
  const me = ctx.viewer!.id;
  if (userId === me) throw badRequest("You can't block yourself", 'user_id');
  if (!(await findUserById(ctx.db, userId, me))) throw notFound('User');
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('user_blocks')
      .values({ blocker_id: me, blocked_id: userId, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
      .execute();
    await severTies(trx, me, userId);
  });
  return { userId, blockedByMe: true };
}

/** Unblocks: they see the viewer's things again. Nothing severed comes back. Idempotent. */
export async function unblockUser(ctx: CallContext, userId: string): Promise<UserBlockResult> {
  const me = ctx.viewer!.id;
  if (userId === me) throw badRequest("You can't block yourself", 'user_id');
  const res = await ctx.db
    .deleteFrom('user_blocks')
    .where('blocker_id', '=', me)
    .where('blocked_id', '=', userId)
    .executeTakeFirst();
  // Not blocked and not someone the viewer may see: the same 404 as a missing person.
  if (Number(res.numDeletedRows) === 0 && !(await findUserById(ctx.db, userId, me)))
    throw notFound('User');
  return { userId, blockedByMe: false };
}

/** The people the viewer blocked, newest first. */
export async function blockedUsers(
  ctx: CallContext,
  o: z.output<typeof BlockedUsersOptions>,
): Promise<BlockedUsersPage> {
  const offset = decodeOffset(o.bookmark);
  const rows = await ctx.db
    .selectFrom('user_blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .select(['u.id', 'u.username', 'u.first_name', 'u.full_name', 'u.avatar_signature'])
    .select('b.created_at')
    .where('b.blocker_id', '=', ctx.viewer!.id)
    .orderBy('b.created_at', 'desc')
    .orderBy('u.id')
    .offset(offset)
    .limit(o.page_size + 1)
    .execute();
  return {
    items: rows
      .slice(0, o.page_size)
      .map((r) => ({ user: toUserSummary(r), blockedAt: r.created_at })),
    bookmark: rows.length > o.page_size ? encodeOffset(offset + o.page_size) : null,
  };
}
