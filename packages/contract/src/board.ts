import { z } from 'zod';
import { longText, lookupText, nameText } from './text.ts';
import { BOARD_ACTIONS, BOARD_PRIVACY, BOARD_SORTS } from './constants.ts';

export { BOARD_ACTIONS, BOARD_PRIVACY, BOARD_SORTS, type BoardAction } from './constants.ts';
import { Bookmark, Id, PageSize, StrictBoolean } from './common.ts';
import { UserSummary } from './user.ts';
import { BoardCoverImages, HexColor, ImageVariant } from './image.ts';
import { acting } from './call-options.ts';

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
  /**
   * The board's cover (spec coverPin): the pin its owner chose in the board editor, else its
   * newest pin; null on an empty board. `imageUrl` is that pin's 236x image.
   */
  coverPin: z.object({ id: Id, imageUrl: z.string(), chosen: z.boolean() }).nullable(),
  /** The cover pin's 236x image (kept for older clients; the same as coverPin.imageUrl). */
  coverImageUrl: z.string().nullable(),
  /** The cover pin's image in the board sizes (222x, 400x300, 216x146), or null when empty. */
  coverImages: BoardCoverImages.nullable(),
  /** The 222x cover (spec imageCoverUrl) and the 400x300 one (imageCoverHdUrl). */
  imageCoverUrl: z.string().nullable(),
  imageCoverHdUrl: z.string().nullable(),
  /** Up to three pictures for the board tile, the cover first, each 170 wide (MC §3 "170x"). */
  images: z.object({
    '170x': z.array(ImageVariant.extend({ dominantColor: HexColor })).max(3),
  }),
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

/**
 * Field sets a board answer can be asked for (`field_set_key`); each is documented where it is
 * defined (field-sets.ts). Without one the whole board is answered.
 */
export const BOARD_FIELD_SETS = ['profile_grid_item', 'boardEdit', 'pin_count'] as const;
export const BoardFieldSetKey = z.enum(BOARD_FIELD_SETS, {
  error: `field_set_key must be one of ${BOARD_FIELD_SETS.join(', ')}`,
});

/** A board by `board_id`, or by its owner's `username` and its `slug`. */
export const BoardGetOptions = z
  .object({
    board_id: Id.optional(),
    username: lookupText().min(1).max(30).optional(),
    slug: lookupText().min(1).max(80).optional(),
    field_set_key: BoardFieldSetKey.optional(),
  })
  .strict()
  .superRefine((o, ctx) => {
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    const bySlug = o.username !== undefined || o.slug !== undefined;
    if (o.board_id !== undefined && bySlug)
      issue('board_id', 'Send board_id, or username and slug, not both');
    else if (o.board_id === undefined && !bySlug)
      issue('board_id', 'Send board_id, or username and slug');
    else if (bySlug && o.slug === undefined) issue('slug', "Send the board's slug with username");
    else if (bySlug && o.username === undefined)
      issue('username', "Send the owner's username with slug");
  });

export const BoardCreateOptions = z
  .object({
    name: BoardName,
    description: longText({ multiline: true })
      .max(500, 'Description must be at most 500 characters')
      .default(''),
    privacy: z
      .literal('public', { error: 'New boards are public; make one secret after' })
      .default('public'),
    /** The owner's username (§7): the viewer's own, or 403. */
    username: lookupText().min(1).max(30).optional(),
    ...acting,
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
    /** The board's cover: one of its own pins, or null to go back to the newest pin. */
    cover_pin_id: Id.nullable().optional(),
    collaborator_permissions: z.array(z.enum(BOARD_ACTIONS)).max(20).optional(),
  })
  .strict();

export const BoardDeleteOptions = z.object({ board_id: Id }).strict();

export const BoardSort = z.enum(BOARD_SORTS);
export type BoardSort = z.infer<typeof BoardSort>;

/**
 * A user's boards (MC §3 "listing options", §7 GET BoardsResource). Beyond sort, privacy and
 * archive filters and grouping:
 * - `filter_stories`: leave out boards that hold only idea (story) pins.
 * - `filter_all_pins`: leave out the "Profile" board of quick saves (all unorganised pins).
 * - `filter_shopping_list`: leave out shopping lists, Tack's name for a board whose every pin is
 *   a product pin.
 * - `redux_normalize_feed`: also answer the page normalised (`result` ids, `entities` by id).
 * - `orbac_subject_id`: the acting profile, the viewer's own (else 403).
 */
export const BoardsListOptions = z
  .object({
    username: lookupText().min(1).max(30),
    page_size: PageSize,
    bookmark: Bookmark.optional(),
    sort: BoardSort.default('last_pinned_to'),
    privacy_filter: z.enum(['all', ...BOARD_PRIVACY]).default('all'),
    include_archived: StrictBoolean.default(true),
    filter_stories: StrictBoolean.default(false),
    filter_all_pins: StrictBoolean.default(false),
    filter_shopping_list: StrictBoolean.default(false),
    redux_normalize_feed: StrictBoolean.default(false),
    group_by: z.enum(['mix_public_private', 'visibility']).default('mix_public_private'),
    field_set_key: z
      .enum(['profile_grid_item', 'pin_count'], {
        error: 'field_set_key must be profile_grid_item or pin_count (or left out)',
      })
      .optional(),
    ...acting,
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
/** A section by its id (`/boardsection/{id}/edit/`), or by its board's owner and slugs. */
export const SectionGetOptions = z
  .object({
    section_id: Id.optional(),
    username: lookupText().min(1).max(30).optional(),
    slug: lookupText().min(1).max(80).optional(),
    section_slug: lookupText().min(1).max(80).optional(),
  })
  .strict()
  .refine(
    (o) =>
      o.section_id !== undefined
        ? o.username === undefined && o.slug === undefined && o.section_slug === undefined
        : o.username !== undefined && o.slug !== undefined && o.section_slug !== undefined,
    { message: 'Send section_id, or username, slug and section_slug', path: ['section_id'] },
  );
