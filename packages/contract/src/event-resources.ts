import type { z } from 'zod';
import type { ResourceDef } from './resources.ts';
import { EventBatchOptions, EventBatchResult } from './event-log.ts';

const def = <I extends z.ZodType, O extends z.ZodType>(d: ResourceDef<I, O>) => d;

/** Issue 12: the event log (pin-card-and-saving.md §7): impressions, pin clicks, follows. */
export const eventResources = {
  EventBatchResource: {
    create: def({
      options: EventBatchOptions,
      data: EventBatchResult,
      auth: 'public',
      summary:
        'Log a batch of up to 100 events (impressions by milestone, pin clicks, board and topic follows, carousel impressions)',
    }),
  },
};
