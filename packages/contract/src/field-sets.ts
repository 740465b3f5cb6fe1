import { z } from 'zod';
import { Bookmark, Id } from './common.ts';
import { Board } from './board.ts';
import { Collaborator } from './collaboration.ts';
import { UserSummary } from './user.ts';

/**
 * Field sets (`field_set_key`, MC §7): the answer a call gives when a client names the fields
 * it wants. The server builds the whole object and the dispatcher checks the answer against the
 * named set's schema, which also trims it to that set.
 */

/**
 * `profile_grid_item`: a board as a tile on a profile's grid: what it is, whose, its counts and
 * covers, and whether it is a group board. No description, permissions or editor state.
 */
export const BoardGridItem = Board.pick({
  id: true,
  name: true,
  url: true,
  slug: true,
  privacy: true,
  layout: true,
  owner: true,
  pinCount: true,
  sectionCount: true,
  boardOrderModifiedAt: true,
  isArchived: true,
  isCollaborative: true,
  collaboratedByMe: true,
  collaboratorCount: true,
  followedByMe: true,
  coverPin: true,
  coverImageUrl: true,
  coverImages: true,
  imageCoverUrl: true,
  imageCoverHdUrl: true,
  images: true,
});
export type BoardGridItem = z.infer<typeof BoardGridItem>;

/**
 * `boardEdit`: what the board editor shows and changes: name, description, privacy, archive,
 * cover, collaborator permissions, what the viewer may do, and the collaborators with the
 * pending invites.
 */
export const BoardEdit = Board.pick({
  id: true,
  name: true,
  url: true,
  slug: true,
  description: true,
  privacy: true,
  layout: true,
  isOwner: true,
  isArchived: true,
  coverPin: true,
  isCollaborative: true,
  collaboratorCount: true,
  collaboratorPermissions: true,
  viewerPermissions: true,
}).extend({ collaborators: z.array(Collaborator) });
export type BoardEdit = z.infer<typeof BoardEdit>;

/** `pin_count`: how many pins and sections the board holds, after a change to them. */
export const BoardPinCount = Board.pick({ id: true, pinCount: true, sectionCount: true });

export const BOARD_FIELD_SET_SCHEMAS = {
  profile_grid_item: BoardGridItem,
  boardEdit: BoardEdit,
  pin_count: BoardPinCount,
} as const;

/**
 * A page of boards; with `redux_normalize_feed` also normalised the way a Redux store keeps it:
 * `result` lists the ids in order and `entities` holds each board and each owner once, by id.
 */
export const boardsPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    bookmark: Bookmark,
    result: z.array(Id).optional(),
    entities: z.object({ boards: z.record(Id, item), users: z.record(Id, UserSummary) }).optional(),
  });

export const BoardsPage = boardsPage(Board);

/** A collaborator or invite removed. */
export const RemovedCollaborator = z.object({ board_id: z.string(), user_id: z.string() });
/**
 * With `field_set_key: boardEdit`, also the board after the change as the editor shows it; null
 * when the viewer no longer sees it (they left a secret board).
 */
export const RemovedCollaboratorBoardEdit = RemovedCollaborator.extend({
  board: BoardEdit.nullable(),
});
