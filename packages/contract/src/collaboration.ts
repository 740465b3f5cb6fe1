import { z } from 'zod';
import { lookupText } from './text.ts';
import { Id } from './common.ts';
import { BoardSummary, SectionTitle } from './board.ts';
import { acting } from './call-options.ts';
import { UserSummary } from './user.ts';

export const Collaborator = z.object({
  user: UserSummary,
  status: z.enum(['pending', 'accepted']),
  invitedBy: Id,
  createdAt: z.string(),
});
export type Collaborator = z.infer<typeof Collaborator>;

export const BoardInvite = z.object({
  board: BoardSummary,
  invitedBy: UserSummary,
  createdAt: z.string(),
});
export type BoardInvite = z.infer<typeof BoardInvite>;

export const InviteCreateOptions = z
  .object({ board_id: Id, username: lookupText().trim().toLowerCase().min(1).max(30) })
  .strict();
export const InviteAcceptOptions = z.object({ board_id: Id }).strict();
/**
 * Pending invite withdrawn by the board owner, or declined by the invitee (their own id); or an
 * accepted collaborator removed (or leaving). `field_set_key: boardEdit` also answers the board
 * as the board editor shows it, with its collaborators (MC §7).
 */
export const CollaboratorRemoveOptions = z
  .object({
    board_id: Id,
    invited_user_id: Id,
    field_set_key: z
      .literal('boardEdit', { error: 'field_set_key must be boardEdit (or left out)' })
      .optional(),
    ...acting,
  })
  .strict();
export const CollaboratorsListOptions = z.object({ board_id: Id }).strict();

const bulkBase = { board_id: Id, pin_ids: z.array(Id).min(1).max(250), ...acting };
const bulkTarget = {
  ...bulkBase,
  target_board_id: Id,
  target_section_id: Id.nullable().optional(),
};

/**
 * Bulk actions on a board (spec §9): bulkMove, bulkCopy, bulkCreateSection, bulkDelete. The
 * update form predates §7's DELETE BulkEditResource and stays as its alias (the web app uses it).
 */
export const BULK_ACTIONS = ['bulkMove', 'bulkCopy', 'bulkCreateSection', 'bulkDelete'] as const;
export const BulkEditOptions = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('bulkMove'), ...bulkTarget }).strict(),
    z.object({ action: z.literal('bulkCopy'), ...bulkTarget }).strict(),
    z
      .object({ action: z.literal('bulkCreateSection'), ...bulkBase, section_title: SectionTitle })
      .strict(),
    z.object({ action: z.literal('bulkDelete'), ...bulkBase }).strict(),
  ],
  { error: `action must be one of ${BULK_ACTIONS.join(', ')}` },
);

/**
 * MC §7 "DELETE BulkEditResource": delete these pins of the board (of its section, when
 * `section_id` is given: each must be in it).
 */
export const BulkDeleteOptions = z
  .object({
    board_id: Id,
    section_id: Id.nullable().optional(),
    pin_ids: z.array(Id).min(1, 'Choose at least one Pin').max(250),
    ...acting,
  })
  .strict();

/**
 * MC §7 "DELETE BulkEditSelectAllResource": delete every pin of the board, or of its section,
 * except the `pin_ids` listed (the ones unticked after "select all").
 */
export const BulkDeleteAllOptions = z
  .object({
    board_id: Id,
    section_id: Id.nullable().optional(),
    pin_ids: z.array(Id).max(250).default([]),
    ...acting,
  })
  .strict();
export type BulkEditOptions = z.infer<typeof BulkEditOptions>;
export const BulkEditResult = z.object({
  action: z.string(),
  pinIds: z.array(Id),
  sectionId: Id.nullable(),
});
