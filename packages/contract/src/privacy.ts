import { z } from 'zod';
import { Bookmark, Id, StrictInt } from './common.ts';
import { UserSummary } from './user.ts';

/** Who may message you: everyone, only people you follow, or no one. */
export const MessagePolicy = z.enum(['everyone', 'following', 'nobody'], {
  error: 'Choose everyone, people you follow, or no one',
});
export type MessagePolicy = z.infer<typeof MessagePolicy>;

export const PrivacySettings = z.object({ messagePolicy: MessagePolicy });
export type PrivacySettings = z.infer<typeof PrivacySettings>;

export const PrivacyUpdateOptions = z.object({ message_policy: MessagePolicy }).strict();

/** Block or unblock a person. Blocking is private: the blocked person is not told. */
export const UserBlockOptions = z.object({ user_id: Id }).strict();
export const UserBlockResult = z.object({ userId: Id, blockedByMe: z.boolean() });
export type UserBlockResult = z.infer<typeof UserBlockResult>;

/** The people you blocked, newest first. */
export const BlockedUsersOptions = z
  .object({
    page_size: StrictInt.pipe(z.number().int().min(1).max(50)).default(50),
    bookmark: Bookmark.optional(),
  })
  .strict();
export const BlockedUser = z.object({ user: UserSummary, blockedAt: z.string() });
export type BlockedUser = z.infer<typeof BlockedUser>;
export const BlockedUsersPage = z.object({ items: z.array(BlockedUser), bookmark: Bookmark });
export type BlockedUsersPage = z.infer<typeof BlockedUsersPage>;
