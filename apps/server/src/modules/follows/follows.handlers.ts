import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { pinFeedback } from '../hides/pin-feedback.service.ts';
import { followList, setFollow } from './user-follows.service.ts';

export const followHandlers = {
  UserFollowResource: {
    create: handler(resources.UserFollowResource.create, (ctx, o) =>
      setFollow(ctx, o.user_id, true),
    ),
    delete: handler(resources.UserFollowResource.delete, (ctx, o) =>
      setFollow(ctx, o.user_id, false),
    ),
  },
  UserFollowersResource: {
    get: handler(resources.UserFollowersResource.get, (ctx, o) => followList(ctx, o, 'followers')),
  },
  UserFollowingResource: {
    get: handler(resources.UserFollowingResource.get, (ctx, o) => followList(ctx, o, 'following')),
  },
  PinFeedbackResource: {
    update: handler(resources.PinFeedbackResource.update, pinFeedback),
  },
};
