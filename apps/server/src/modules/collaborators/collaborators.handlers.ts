import type { z } from 'zod';
import { resources, type CollaboratorRemoveOptions } from '@tack/contract';
import type { CallContext } from '../../context.ts';
import { checkActingAs } from '../../lib/acting-as.ts';
import { boardEditAfter } from '../boards/board-field-sets.ts';
import { handler } from '../../plugins/resources.ts';
import {
  acceptInvite,
  invite,
  listCollaborators,
  myInvites,
  removeCollaborator,
} from './collaborators.service.ts';

/**
 * MC §7 "DELETE BoardCollaboratorResource (accepted) or BoardInviteResource (pending) with
 * board_id, field_set_key boardEdit, invited_user_id, optional orbac_subject_id": with boardEdit
 * the answer also carries the board as its editor shows it after the change.
 */
async function removeAndAnswer(
  ctx: CallContext,
  o: z.output<typeof CollaboratorRemoveOptions>,
  status: 'pending' | 'accepted',
) {
  checkActingAs(ctx, o.orbac_subject_id);
  const removed = await removeCollaborator(ctx, o, status);
  if (o.field_set_key !== 'boardEdit') return removed;
  return { ...removed, board: await boardEditAfter(ctx, o.board_id) };
}

export const collaboratorHandlers = {
  BoardInviteResource: {
    create: handler(resources.BoardInviteResource.create, invite),
    update: handler(resources.BoardInviteResource.update, (ctx, o) =>
      acceptInvite(ctx, o.board_id),
    ),
    delete: handler(resources.BoardInviteResource.delete, (ctx, o) =>
      removeAndAnswer(ctx, o, 'pending'),
    ),
  },
  BoardCollaboratorResource: {
    delete: handler(resources.BoardCollaboratorResource.delete, (ctx, o) =>
      removeAndAnswer(ctx, o, 'accepted'),
    ),
  },
  BoardCollaboratorsResource: {
    get: handler(resources.BoardCollaboratorsResource.get, (ctx, o) =>
      listCollaborators(ctx, o.board_id),
    ),
  },
  BoardInvitesResource: {
    get: handler(resources.BoardInvitesResource.get, myInvites),
  },
};
