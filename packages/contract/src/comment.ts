import { z } from 'zod';
import { Bookmark, Id, StrictInt } from './common.ts';
import { longText } from './text.ts';
import { UserSummary } from './user.ts';
import { COMMENT_MAX_LENGTH } from './constants.ts';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from './report-reasons.ts';

/** Replies shown under each comment in the thread; the rest come with "Show all replies". */
export const COMMENT_REPLIES_SHOWN = 3;

/**
 * One comment of a pin's thread: `canDelete` for its writer and the pin's pinner, `canReport`
 * for anyone else signed in, `reportedByMe` once they did.
 */
export const CommentLine = z.object({
  id: Id,
  pinId: Id,
  /** The comment it answers (replies are one level deep), or null. */
  parentId: Id.nullable(),
  text: z.string(),
  createdAt: z.string(),
  user: UserSummary,
  canDelete: z.boolean(),
  canReport: z.boolean(),
  reportedByMe: z.boolean(),
});
export type CommentLine = z.infer<typeof CommentLine>;

/** A comment with its replies: the first COMMENT_REPLIES_SHOWN, oldest first, of replyCount. */
export const Comment = CommentLine.extend({
  replyCount: z.number().int().min(0),
  replies: z.array(CommentLine),
});
export type Comment = z.infer<typeof Comment>;

export const CommentsOptions = z
  .object({
    pin_id: Id,
    page_size: StrictInt.pipe(z.number().int().min(1).max(50)).default(20),
    bookmark: Bookmark.optional(),
  })
  .strict();

/** A comment's replies, oldest first (`/pin/{id}/comments/`'s "Show all replies"). */
export const CommentRepliesOptions = z
  .object({
    comment_id: Id,
    page_size: StrictInt.pipe(z.number().int().min(1).max(50)).default(50),
    bookmark: Bookmark.optional(),
  })
  .strict();
export const CommentRepliesPage = z.object({ items: z.array(CommentLine), bookmark: Bookmark });

/** Newest first, replies under their comment; `count` is every comment on the pin, replies too. */
export const CommentPage = z.object({
  items: z.array(Comment),
  bookmark: Bookmark,
  count: z.number().int().min(0),
});

export const CommentCreateOptions = z
  .object({
    pin_id: Id,
    /** Answer this comment of the same pin (a reply to a reply answers its comment). */
    parent_id: Id.optional(),
    text: longText({ multiline: true })
      .min(1, 'Write a comment first')
      .max(COMMENT_MAX_LENGTH, `Comments can be at most ${COMMENT_MAX_LENGTH} characters`),
  })
  .strict();

export const CommentDeleteOptions = z.object({ comment_id: Id }).strict();

/** A person reports a comment they can see (not their own), once. */
export const CommentReportOptions = z
  .object({
    comment_id: Id,
    reason: z.enum(REPORT_REASONS, {
      error: `Choose why you are reporting this comment (one of ${REPORT_REASONS.join(', ')})`,
    }),
    details: longText({ multiline: true })
      .max(REPORT_DETAILS_MAX, `Keep the details under ${REPORT_DETAILS_MAX} characters`)
      .default(''),
  })
  .strict();
export const CommentReportResult = z.object({ commentId: Id, reported: z.literal(true) });

/** Operators: comments with open reports, the most reported first. */
export const AdminCommentReportsOptions = z.object({ bookmark: Bookmark.optional() }).strict();
export const ReportedComment = z.object({
  comment: z.object({
    id: Id,
    text: z.string(),
    createdAt: z.string(),
    user: UserSummary,
    pin: z.object({ id: Id, title: z.string() }),
  }),
  count: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  /** What reporters wrote, newest first (empty ones left out). */
  details: z.array(z.string()),
  lastReportedAt: z.string(),
});
export type ReportedComment = z.infer<typeof ReportedComment>;
export const AdminCommentReports = z.object({
  items: z.array(ReportedComment),
  bookmark: Bookmark,
});
/** Remove the comment (and its replies) for everyone, or dismiss its reports. */
export const AdminCommentReportActionOptions = z
  .object({
    comment_id: Id,
    action: z.enum(['remove', 'dismiss'], { error: 'action is remove or dismiss' }),
  })
  .strict();
export const AdminCommentReportActionResult = z.object({
  commentId: Id,
  action: z.enum(['remove', 'dismiss']),
});
