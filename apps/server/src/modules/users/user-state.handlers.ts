import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { QUICK_SAVES_SLUG } from '../boards/board-rules.ts';

/**
 * UserStateResource (MC §7 "read with state QUICK_SAVES_BOARD_ID when logged in"): the viewer's
 * quick saves ("Profile") board's id, or null before their first quick save made it.
 */
export const userStateHandlers = {
  UserStateResource: {
    get: handler(resources.UserStateResource.get, async (ctx, o) => {
      const board = await ctx.db
        .selectFrom('boards')
        .select('id')
        .where('owner_id', '=', ctx.viewer!.id)
        .where('slug', '=', QUICK_SAVES_SLUG)
        .executeTakeFirst();
      return { state: o.state, value: board?.id ?? null };
    }),
  },
};
