import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { pinStats } from './stats.service.ts';

export const statsHandlers = {
  PinAnalyticsResource: {
    get: handler(resources.PinAnalyticsResource.get, (ctx, o) => pinStats(ctx, o)),
  },
};
