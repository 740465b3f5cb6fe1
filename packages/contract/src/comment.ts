import { z } from 'zod';
import { Bookmark, Id, StrictInt } from './common.ts';
import { longText } from './text.ts';
import { UserSummary } from './user.ts';
import { COMMENT_MAX_LENGTH } from './constants.ts';

/** A comment on a pin; `canDelete` for its writer and the pin's pinner. */
export const Comment = z.object({
  id: Id,
  pinId: Id,
  text: z.string(),
  createdAt: z.string(),
  user: UserSummary,
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof Comment>;

export const CommentsOptions = z
  .object({
    pin_id: Id,
    page_size: StrictInt.pipe(z.number().int().min(1).max(50)).default(20),
    bookmark: Bookmark.optional(),
  })
  .strict();

/** Newest first; `count` is every comment on the pin. */
export const CommentPage = z.object({
  items: z.array(Comment),
  bookmark: Bookmark,
  count: z.number().int().min(0),
});

export const CommentCreateOptions = z
  .object({
    pin_id: Id,
    text: longText({ multiline: true })
      .min(1, 'Write a comment first')
      .max(COMMENT_MAX_LENGTH, `Comments can be at most ${COMMENT_MAX_LENGTH} characters`),
  })
  .strict();

export const CommentDeleteOptions = z.object({ comment_id: Id }).strict();
