import type { FeedTypeOptions } from '@tack/contract';
import type { z } from 'zod';
import type { FeedComment } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { decodeCursor, encodeCursor, pinsQuery, rootOf } from '../pins/pins.repository.ts';
import { commentsPage, findComment, type CommentRow } from '../comments/comments.repository.ts';

type CommentFeedOptions = Extract<
  FeedTypeOptions,
  { feed_type: 'unified-comments' | 'aggregatedComments' | 'aggregated-comment-replies' }
>;

const toFeedComment = (row: CommentRow): z.infer<typeof FeedComment> => ({
  id: row.id,
  pinId: row.pin_id,
  // Tack's comments are one level deep: none is a reply, none has replies.
  parentId: null,
  text: row.text,
  author: { id: row.user_id, username: row.username, fullName: row.full_name },
  replyCount: 0,
  createdAt: row.created_at,
});

/**
 * The comment feeds (MC §3), newest first, for anyone who may see the pin (404 otherwise):
 * - `unified-comments`: the pin's own comments, as its closeup lists them;
 * - `aggregatedComments`: the comments on the original and on every save of it the viewer may
 *   see, as the aggregated pin gathers them;
 * - `aggregated-comment-replies`: a comment's replies. Tack's comments take no replies, so a
 *   comment the viewer may see answers an empty page.
 */
export async function commentFeed(ctx: CallContext, o: CommentFeedOptions) {
  const viewerId = ctx.viewer?.id ?? null;
  const pins = () => pinsQuery(ctx.db, viewerId);
  if (o.feed_type === 'aggregated-comment-replies') {
    const comment = await findComment(ctx.db, o.comment_id);
    const pin = comment && (await pins().where('pins.id', '=', comment.pin_id).executeTakeFirst());
    if (!pin) throw notFound('Comment');
    return { items: [], bookmark: null };
  }
  const pin = await pins().where('pins.id', '=', o.pin_id).executeTakeFirst();
  if (!pin) throw notFound('Pin');
  const root = rootOf(pin);
  // The original and its saves, as far as the viewer may see them (the pin itself is one).
  const copies = pins()
    .clearSelect()
    .select('pins.id')
    .where((eb) => eb.or([eb('pins.id', '=', root), eb('pins.origin_pin_id', '=', root)]));
  const on = o.feed_type === 'aggregatedComments' ? copies : pin.id;
  const rows = await commentsPage(ctx.db, on, {
    limit: o.page_size + 1,
    before: decodeCursor(o.bookmark),
  });
  const page = rows.slice(0, o.page_size);
  return {
    items: page.map(toFeedComment),
    bookmark: rows.length > o.page_size ? encodeCursor(page[page.length - 1]!.id) : null,
  };
}
