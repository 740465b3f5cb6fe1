import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { feedControl } from './feed-control.ts';
import { feedByType } from './feed-types.service.ts';

export const feedHandlers = {
  FeedControlResource: { get: handler(resources.FeedControlResource.get, feedControl) },
  FeedResource: { get: handler(resources.FeedResource.get, feedByType) },
};
