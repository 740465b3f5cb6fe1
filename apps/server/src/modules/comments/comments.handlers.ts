import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { addComment, deleteComment, listComments } from './comments.service.ts';

export const commentHandlers = {
  PinCommentsResource: { get: handler(resources.PinCommentsResource.get, listComments) },
  PinCommentResource: {
    create: handler(resources.PinCommentResource.create, addComment),
    delete: handler(resources.PinCommentResource.delete, (ctx, o) =>
      deleteComment(ctx, o.comment_id),
    ),
  },
};
