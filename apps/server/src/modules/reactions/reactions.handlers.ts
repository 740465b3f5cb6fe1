import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { react } from './reactions.service.ts';

export const reactionHandlers = {
  PinReactionResource: {
    create: handler(resources.PinReactionResource.create, (ctx, o) =>
      react(ctx, o.pin_id, o.reaction_type),
    ),
    delete: handler(resources.PinReactionResource.delete, (ctx, o) => react(ctx, o.pin_id, null)),
  },
};
