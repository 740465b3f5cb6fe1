import { z } from 'zod';
import { lookupText } from './text.ts';
import { Id } from './common.ts';
import { BoardSummary, SectionTitle } from './board.ts';
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
/** Pending invite withdrawn by the board owner, or declined by the invitee (their own id). */
export const CollaboratorRemoveOptions = z
  .object({ board_id: Id, invited_user_id: Id, field_set_key: lookupText().max(40).optional() })
  .strict();
export const CollaboratorsListOptions = z.object({ board_id: Id }).strict();

const bulkBase = { board_id: Id, pin_ids: z.array(Id).min(1).max(250) };
const bulkTarget = {
  ...bulkBase,
  target_board_id: Id,
  target_section_id: Id.nullable().optional(),
};

/** Bulk actions on a board (spec §9): bulkMove, bulkCopy, bulkCreateSection, bulkDelete. */
export const BulkEditOptions = z.discriminatedUnion('action', [
  z.object({ action: z.literal('bulkMove'), ...bulkTarget }).strict(),
  z.object({ action: z.literal('bulkCopy'), ...bulkTarget }).strict(),
  z
    .object({ action: z.literal('bulkCreateSection'), ...bulkBase, section_title: SectionTitle })
    .strict(),
  z.object({ action: z.literal('bulkDelete'), ...bulkBase }).strict(),
]);
export type BulkEditOptions = z.infer<typeof BulkEditOptions>;
export const BulkEditResult = z.object({
  action: z.string(),
  pinIds: z.array(Id),
  sectionId: Id.nullable(),
});
