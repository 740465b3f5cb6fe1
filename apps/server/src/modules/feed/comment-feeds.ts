import type { FeedTypeOptions } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';

type CommentFeedOptions = Extract<
  FeedTypeOptions,
  { feed_type: 'unified-comments' | 'aggregatedComments' | 'aggregated-comment-replies' }
>;

/** The comment feeds: this server has no comments yet, so they answer so (404). */
export async function commentFeed(_ctx: CallContext, _o: CommentFeedOptions) {
  throw new AppError(
    404,
    'not_found',
    'Comments are not available on this server yet',
    'feed_type',
  );
  return { items: [], bookmark: null };
}
