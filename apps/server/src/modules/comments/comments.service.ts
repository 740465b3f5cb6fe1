import type { z } from 'zod';
import type { Comment, CommentCreateOptions, CommentsOptions } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { forbidden, notFound, tooManyRequests } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { decodeCursor, encodeCursor, pinsQuery } from '../pins/pins.repository.ts';
import { toUserSummary } from '../users/users.mapper.ts';
import { notify } from '../notifications/notify.ts';
import { commentCount, commentsPage, findComment, type CommentRow } from './comments.repository.ts';

/** Its writer and the pin's pinner may delete a comment. */
export const canDeleteComment = (
  comment: { user_id: string },
  pin: { pinner_id: string },
  viewerId: string | null,
) => viewerId !== null && (comment.user_id === viewerId || pin.pinner_id === viewerId);

function toComment(row: CommentRow, pin: { pinner_id: string }, viewerId: string | null): Comment {
  return {
    id: row.id,
    pinId: row.pin_id,
    text: row.text,
    createdAt: row.created_at,
    user: toUserSummary({ ...row, id: row.user_id }),
    canDelete: canDeleteComment(row, pin, viewerId),
  };
}

/** The pin, if the viewer may see it; otherwise 404 as if it did not exist. */
async function visiblePin(ctx: CallContext, pinId: string) {
  const pin = await pinsQuery(ctx.db, ctx.viewer?.id ?? null)
    .where('pins.id', '=', pinId)
    .executeTakeFirst();
  if (!pin) throw notFound('Pin');
  return pin;
}

/** A pin's comments, newest first: for anyone who may see the pin. */
export async function listComments(ctx: CallContext, o: z.output<typeof CommentsOptions>) {
  const viewerId = ctx.viewer?.id ?? null;
  const pin = await visiblePin(ctx, o.pin_id);
  const [rows, count] = await Promise.all([
    commentsPage(ctx.db, pin.id, { limit: o.page_size + 1, before: decodeCursor(o.bookmark) }),
    commentCount(ctx.db, pin.id),
  ]);
  const page = rows.slice(0, o.page_size);
  return {
    items: page.map((r) => toComment(r, pin, viewerId)),
    bookmark: rows.length > o.page_size ? encodeCursor(page[page.length - 1]!.id) : null,
    count,
  };
}

/** Adds a comment to a pin the viewer can see; its pinner hears of it in the same transaction. */
export async function addComment(ctx: CallContext, o: z.output<typeof CommentCreateOptions>) {
  const me = ctx.viewer!.id;
  const limit = await ctx.messageLimiter.check(me);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  const id = newId();
  const { row, pin } = await ctx.db.transaction().execute(async (trx) => {
    const pin = await visiblePin({ ...ctx, db: trx }, o.pin_id);
    await trx
      .insertInto('pin_comments')
      .values({ id, pin_id: pin.id, user_id: me, text: o.text, created_at: nowIso() })
      .execute();
    await notify(trx, {
      kind: 'pin_commented',
      recipientId: pin.pinner_id,
      actorId: me,
      pinId: pin.id,
      commentId: id,
    });
    return { row: (await findComment(trx, id))!, pin };
  });
  await ctx.messageLimiter.hit(me);
  return toComment(row, pin, me);
}

/** Deletes a comment: its writer, or the pin's pinner. Hidden pins' comments are 404. */
export async function deleteComment(ctx: CallContext, commentId: string) {
  const me = ctx.viewer!.id;
  await ctx.db.transaction().execute(async (trx) => {
    const comment = await findComment(trx, commentId);
    const pin =
      comment &&
      (await pinsQuery(trx, me).where('pins.id', '=', comment.pin_id).executeTakeFirst());
    if (!comment || !pin) throw notFound('Comment');
    if (!canDeleteComment(comment, pin, me))
      throw forbidden("Only its writer or the Pin's owner can delete a comment");
    await trx.deleteFrom('pin_comments').where('id', '=', comment.id).execute();
  });
  return { id: commentId };
}
