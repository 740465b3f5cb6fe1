import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import {
  getInterest,
  interestFeed,
  listInterests,
  setInterestFollow,
} from './interests.service.ts';

export const interestHandlers = {
  InterestsResource: { get: handler(resources.InterestsResource.get, listInterests) },
  InterestResource: {
    get: handler(resources.InterestResource.get, (ctx, o) =>
      getInterest(ctx, o.id ?? { slug: o.slug! }),
    ),
  },
  InterestFeedResource: { get: handler(resources.InterestFeedResource.get, interestFeed) },
  InterestFollowResource: {
    create: handler(resources.InterestFollowResource.create, (ctx, o) =>
      setInterestFollow(ctx, o.interest_id, true),
    ),
    delete: handler(resources.InterestFollowResource.delete, (ctx, o) =>
      setInterestFollow(ctx, o.interest_id, false),
    ),
  },
};
