import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { logEventBatch } from './events.service.ts';

export const eventHandlers = {
  EventBatchResource: {
    create: handler(resources.EventBatchResource.create, logEventBatch),
  },
};
