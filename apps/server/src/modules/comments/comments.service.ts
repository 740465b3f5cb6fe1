import type { z } from 'zod';
import {
  COMMENT_REPLIES_SHOWN,
  type Comment,
  type CommentCreateOptions,
  type CommentLine,
  type CommentRepliesOptions,
  type CommentsOptions,
} from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { forbidden, notFound, tooManyRequests } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { decodeCursor, encodeCursor, pinsQuery } from '../pins/pins.repository.ts';
import { toUserSummary } from '../users/users.mapper.ts';
import { notify } from '../notifications/notify.ts';
import {
  commentCount,
  commentsPage,
  findComment,
  firstReplies,
  repliesPage,
  replyCounts,
  reportedBy,
  type CommentRow,
} from './comments.repository.ts';

/** Its writer and the pin's pinner may delete a comment. */
export const canDeleteComment = (
  comment: { user_id: string },
  pin: { pinner_id: string },
  viewerId: string | null,
) => viewerId !== null && (comment.user_id === viewerId || pin.pinner_id === viewerId);

function toLine(
  row: CommentRow,
  pin: { pinner_id: string },
  viewerId: string | null,
  reported: ReadonlySet<string>,
): CommentLine {
  return {
    id: row.id,
    pinId: row.pin_id,
    parentId: row.parent_id,
    text: row.text,
    createdAt: row.created_at,
    user: toUserSummary({ ...row, id: row.user_id }),
    canDelete: canDeleteComment(row, pin, viewerId),
    canReport: viewerId !== null && row.user_id !== viewerId,
    reportedByMe: reported.has(row.id),
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

/** A comment on a pin the viewer can see, with that pin; otherwise 404 "Comment". */
export async function visibleComment(ctx: CallContext, commentId: string) {
  const comment = await findComment(ctx.db, commentId);
  const pin =
    comment &&
    (await pinsQuery(ctx.db, ctx.viewer?.id ?? null)
      .where('pins.id', '=', comment.pin_id)
      .executeTakeFirst());
  if (!comment || !pin) throw notFound('Comment');
  return { comment, pin };
}

/**
 * A pin's comments, newest first, each with its first replies and how many it has: for anyone
 * who may see the pin, signed out too.
 */
export async function listComments(ctx: CallContext, o: z.output<typeof CommentsOptions>) {
  const viewerId = ctx.viewer?.id ?? null;
  const pin = await visiblePin(ctx, o.pin_id);
  const [rows, count] = await Promise.all([
    commentsPage(ctx.db, pin.id, { limit: o.page_size + 1, before: decodeCursor(o.bookmark) }),
    commentCount(ctx.db, pin.id),
  ]);
  const page = rows.slice(0, o.page_size);
  const ids = page.map((r) => r.id);
  const [replies, counts] = await Promise.all([
    firstReplies(ctx.db, ids, COMMENT_REPLIES_SHOWN),
    replyCounts(ctx.db, ids),
  ]);
  const reported = await reportedBy(ctx.db, viewerId, [...ids, ...replies.map((r) => r.id)]);
  const items: Comment[] = page.map((r) => ({
    ...toLine(r, pin, viewerId, reported),
    replyCount: counts.get(r.id) ?? 0,
    replies: replies
      .filter((x) => x.parent_id === r.id)
      .map((x) => toLine(x, pin, viewerId, reported)),
  }));
  return {
    items,
    bookmark: rows.length > o.page_size ? encodeCursor(page[page.length - 1]!.id) : null,
    count,
  };
}

/** A comment's replies, oldest first, for anyone who may see its pin. */
export async function listReplies(ctx: CallContext, o: z.output<typeof CommentRepliesOptions>) {
  const viewerId = ctx.viewer?.id ?? null;
  const { comment, pin } = await visibleComment(ctx, o.comment_id);
  const rows = await repliesPage(ctx.db, comment.id, {
    limit: o.page_size + 1,
    after: decodeCursor(o.bookmark),
  });
  const page = rows.slice(0, o.page_size);
  const reported = await reportedBy(
    ctx.db,
    viewerId,
    page.map((r) => r.id),
  );
  return {
    items: page.map((r) => toLine(r, pin, viewerId, reported)),
    bookmark: rows.length > o.page_size ? encodeCursor(page[page.length - 1]!.id) : null,
  };
}

/**
 * Adds a comment, or a reply to one of the pin's comments (a reply to a reply answers the same
 * comment: threads are one level deep), to a pin the viewer can see; its pinner hears of it in
 * the same transaction.
 */
export async function addComment(ctx: CallContext, o: z.output<typeof CommentCreateOptions>) {
  const me = ctx.viewer!.id;
  const limit = await ctx.messageLimiter.check(me);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
  const id = newId();
  const { row, pin } = await ctx.db.transaction().execute(async (trx) => {
    const pin = await visiblePin({ ...ctx, db: trx }, o.pin_id);
    let parentId: string | null = null;
    if (o.parent_id) {
      const parent = await findComment(trx, o.parent_id);
      if (!parent || parent.pin_id !== pin.id) throw notFound('Comment');
      parentId = parent.parent_id ?? parent.id;
    }
    await trx
      .insertInto('pin_comments')
      .values({
        id,
        pin_id: pin.id,
        user_id: me,
        text: o.text,
        created_at: nowIso(),
        parent_id: parentId,
      })
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
  return { ...toLine(row, pin, me, new Set()), replyCount: 0, replies: [] };
}

/** Deletes a comment and its replies: its writer, or the pin's pinner. Hidden pins' are 404. */
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
