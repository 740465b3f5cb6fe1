import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { notFound } from '../../lib/errors.ts';
import { findUserById, findUserByUsername, userCounts } from './users.repository.ts';
import { toUser } from './users.mapper.ts';

export const userHandlers = {
  UserResource: {
    get: handler(resources.UserResource.get, async (ctx, o) => {
      const viewerId = ctx.viewer?.id ?? null;
      const row =
        'username' in o
          ? await findUserByUsername(ctx.db, o.username, viewerId)
          : await findUserById(ctx.db, o.user_id, viewerId);
      if (!row) throw notFound('User');
      return toUser(row, await userCounts(ctx.db, row.id, viewerId));
    }),
  },
};
