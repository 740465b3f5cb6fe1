import { z } from 'zod';
import { longText, lookupText, nameText } from './text.ts';
import { BOARD_ACTIONS, BOARD_PRIVACY, BOARD_SORTS } from './constants.ts';

export { BOARD_ACTIONS, BOARD_PRIVACY, BOARD_SORTS, type BoardAction } from './constants.ts';
import { Bookmark, Id, PageSize } from './common.ts';
import { UserSummary } from './user.ts';

export const BoardPrivacy = z.enum(BOARD_PRIVACY);
export type BoardPrivacy = z.infer<typeof BoardPrivacy>;

/** `quick_saves` is the boardless "Profile" board that quick saves go to. */

export const BoardLayout = z.enum(['default', 'quick_saves']);

export const BoardName = nameText()
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
  isArchived: z.boolean(),
  followerCount: z.number().int(),
  followedByMe: z.boolean(),
  isCollaborative: z.boolean(),
  collaboratedByMe: z.boolean(),
  collaboratorCount: z.number().int(),
  collaboratorPermissions: z.array(z.string()),
  /** Board actions this viewer may take (owner: all), so the client hides what the server refuses. */
  viewerPermissions: z.array(z.string()),
});
export type Board = z.infer<typeof Board>;

export const BoardGetOptions = z.union([
  z.object({ board_id: Id }).strict(),
  z.object({ username: lookupText().min(1).max(30), slug: lookupText().min(1).max(80) }).strict(),
]);

export const BoardCreateOptions = z
  .object({
    name: BoardName,
    description: longText({ multiline: true })
      .max(500, 'Description must be at most 500 characters')
      .default(''),
    privacy: z.literal('public').default('public'),
  })
  .strict();

export const BoardUpdateOptions = z
  .object({
    board_id: Id,
    name: BoardName.optional(),
    description: longText({ multiline: true })
      .max(500, 'Description must be at most 500 characters')
      .optional(),
    privacy: BoardPrivacy.optional(),
    archived: z.boolean().optional(),
    collaborator_permissions: z.array(z.enum(BOARD_ACTIONS)).max(20).optional(),
  })
  .strict();

export const BoardDeleteOptions = z.object({ board_id: Id }).strict();

export const BoardSort = z.enum(BOARD_SORTS);
export type BoardSort = z.infer<typeof BoardSort>;

export const BoardsListOptions = z
  .object({
    username: lookupText().min(1).max(30),
    page_size: PageSize,
    bookmark: Bookmark.optional(),
    sort: BoardSort.default('last_pinned_to'),
    privacy_filter: z.enum(['all', ...BOARD_PRIVACY]).default('all'),
    include_archived: z.boolean().default(true),
    filter_stories: z.boolean().default(false),
    group_by: z.enum(['mix_public_private', 'visibility']).default('mix_public_private'),
    field_set_key: lookupText().max(40).optional(),
  })
  .strict();

export const BoardOrderOptions = z.object({ board_ids: z.array(Id).min(1).max(500) }).strict();

export const SectionsListOptions = z.object({ board_id: Id }).strict();

export const SectionTitle = nameText()
  .min(1, 'Section name is required')
  .max(50, 'Section name must be at most 50 characters');
export const SectionCreateOptions = z.object({ board_id: Id, title: SectionTitle }).strict();
export const SectionUpdateOptions = z.object({ section_id: Id, title: SectionTitle }).strict();
export const SectionDeleteOptions = z.object({ section_id: Id }).strict();
export const SectionGetOptions = z
  .object({
    username: lookupText().min(1).max(30),
    slug: lookupText().min(1).max(80),
    section_slug: lookupText().min(1).max(80),
  })
  .strict();
