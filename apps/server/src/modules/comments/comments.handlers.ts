import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { addComment, deleteComment, listComments, listReplies } from './comments.service.ts';
import { listCommentReports, reportComment, resolveComment } from './comment-reports.service.ts';

export const commentHandlers = {
  PinCommentsResource: { get: handler(resources.PinCommentsResource.get, listComments) },
  PinCommentRepliesResource: { get: handler(resources.PinCommentRepliesResource.get, listReplies) },
  PinCommentResource: {
    create: handler(resources.PinCommentResource.create, addComment),
    delete: handler(resources.PinCommentResource.delete, (ctx, o) =>
      deleteComment(ctx, o.comment_id),
    ),
  },
  PinCommentReportResource: {
    create: handler(resources.PinCommentReportResource.create, reportComment),
  },
  AdminCommentReportsResource: {
    get: handler(resources.AdminCommentReportsResource.get, listCommentReports),
    update: handler(resources.AdminCommentReportsResource.update, resolveComment),
  },
};
