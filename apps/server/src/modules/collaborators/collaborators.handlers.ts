import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import {
  acceptInvite,
  invite,
  listCollaborators,
  myInvites,
  removeCollaborator,
} from './collaborators.service.ts';

export const collaboratorHandlers = {
  BoardInviteResource: {
    create: handler(resources.BoardInviteResource.create, invite),
    update: handler(resources.BoardInviteResource.update, (ctx, o) =>
      acceptInvite(ctx, o.board_id),
    ),
    delete: handler(resources.BoardInviteResource.delete, (ctx, o) =>
      removeCollaborator(ctx, o, 'pending'),
    ),
  },
  BoardCollaboratorResource: {
    delete: handler(resources.BoardCollaboratorResource.delete, (ctx, o) =>
      removeCollaborator(ctx, o, 'accepted'),
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
