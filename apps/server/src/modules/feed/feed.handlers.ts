import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { feedControl } from './feed-control.ts';

export const feedHandlers = {
  FeedControlResource: { get: handler(resources.FeedControlResource.get, feedControl) },
};
