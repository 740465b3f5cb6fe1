import { z } from 'zod';
import { Bookmark, Id, PageSize } from './common.ts';
import { UserSummary } from './user.ts';

export const BOARD_PRIVACY = ['public', 'protected', 'secret'] as const;
export const BoardPrivacy = z.enum(BOARD_PRIVACY);
export type BoardPrivacy = z.infer<typeof BoardPrivacy>;

/** `quick_saves` is the boardless "Profile" board that quick saves go to. */
export const BoardLayout = z.enum(['default', 'quick_saves']);

export const BoardName = z
  .string()
  .trim()
  .min(1, 'Board name is required')
  .max(50, 'Board name must be at most 50 characters');

export const BoardSummary = z.object({ id: Id, name: z.string(), url: z.string() });
export type BoardSummary = z.infer<typeof BoardSummary>;

export const BoardSection = z.object({
  id: Id,
  boardId: Id,
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  pinCount: z.number().int(),
});
export type BoardSection = z.infer<typeof BoardSection>;

export const Board = BoardSummary.extend({
  slug: z.string(),
  description: z.string(),
  privacy: BoardPrivacy,
  layout: BoardLayout,
  owner: UserSummary,
  pinCount: z.number().int(),
  sectionCount: z.number().int(),
  coverImageUrl: z.string().nullable(),
  coverImages: z.array(z.string()),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  boardOrderModifiedAt: z.string(),
  isOwner: z.boolean(),
});
export type Board = z.infer<typeof Board>;

export const BoardGetOptions = z.union([
  z.object({ board_id: Id }).strict(),
  z.object({ username: z.string().min(1).max(30), slug: z.string().min(1).max(80) }).strict(),
]);

export const BoardCreateOptions = z
  .object({
    name: BoardName,
    description: z.string().trim().max(500, 'Description must be at most 500 characters').default(''),
    privacy: z.literal('public').default('public'),
  })
  .strict();

export const BoardUpdateOptions = z
  .object({
    board_id: Id,
    name: BoardName.optional(),
    description: z.string().trim().max(500, 'Description must be at most 500 characters').optional(),
    privacy: BoardPrivacy.optional(),
  })
  .strict();

export const BoardDeleteOptions = z.object({ board_id: Id }).strict();

export const BoardsListOptions = z
  .object({
    username: z.string().min(1).max(30),
    page_size: PageSize,
    bookmark: Bookmark.optional(),
  })
  .strict();

export const SectionsListOptions = z.object({ board_id: Id }).strict();
