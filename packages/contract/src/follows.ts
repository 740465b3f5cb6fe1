import { z } from 'zod';
import { lookupText } from './text.ts';
import { Bookmark, Id, StrictInt } from './common.ts';
import { UserSummary } from './user.ts';

export const UserFollowOptions = z.object({ user_id: Id }).strict();
export const UserFollowResult = z.object({
  userId: Id,
  explicitlyFollowedByMe: z.boolean(),
  followerCount: z.number().int(),
});

/** Follower and following lists: at most 50 a page (spec §9). */
export const FollowListOptions = z
  .object({
    username: lookupText().min(1).max(30),
    page_size: StrictInt.pipe(z.number().int().min(1).max(50)).default(50),
    bookmark: Bookmark.optional(),
  })
  .strict();
export const FollowPage = z.object({ items: z.array(UserSummary), bookmark: Bookmark });
