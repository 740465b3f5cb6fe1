import type { z } from 'zod';
import type { ResourceDef } from './resources.ts';
import { BulkDeleteAllOptions, BulkEditResult } from './collaboration.ts';
import { UserState, UserStateOptions } from './user.ts';
import { FeedTypeAnswer, FeedTypeOptions } from './feed-types.ts';

const def = <I extends z.ZodType, O extends z.ZodType>(d: ResourceDef<I, O>) => d;

/** Calls §7 of both spec files names that Tack had no resource for (issue 15). */
export const specCallResources = {
  UserStateResource: {
    get: def({
      options: UserStateOptions,
      data: UserState,
      auth: 'user',
      summary: "A piece of the viewer's state: QUICK_SAVES_BOARD_ID, their Profile board's id",
    }),
  },
  BulkEditSelectAllResource: {
    delete: def({
      options: BulkDeleteAllOptions,
      data: BulkEditResult,
      auth: 'user',
      summary: 'Delete every pin of a board or section except the ones listed (MC §7)',
    }),
  },
  FeedResource: {
    get: def({
      options: FeedTypeOptions,
      data: FeedTypeAnswer,
      auth: 'public',
      summary: 'One page of a feed by its feed type (MC §3: boardfeed, boardless-pins, …)',
    }),
  },
};
