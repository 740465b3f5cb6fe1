import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { blockedUsers, blockUser, unblockUser } from './blocks.service.ts';
import { privacySettings, setMessagePolicy } from './privacy.service.ts';

export const privacyHandlers = {
  UserBlockResource: {
    create: handler(resources.UserBlockResource.create, (ctx, o) => blockUser(ctx, o.user_id)),
    delete: handler(resources.UserBlockResource.delete, (ctx, o) => unblockUser(ctx, o.user_id)),
  },
  UserBlocksResource: {
    get: handler(resources.UserBlocksResource.get, blockedUsers),
  },
  UserPrivacyResource: {
    get: handler(resources.UserPrivacyResource.get, (ctx) => privacySettings(ctx)),
    update: handler(resources.UserPrivacyResource.update, (ctx, o) =>
      setMessagePolicy(ctx, o.message_policy),
    ),
  },
};
