import { resources } from '@tack/contract';
import { handler } from '../../plugins/resources.ts';
import { notFound } from '../../lib/errors.ts';
import { findUserById, findUserByUsername } from './users.repository.ts';
import { userInFieldSet } from './user-field-sets.ts';
import { redirectTarget } from '../settings/username.repository.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

async function redirectedUser(db: Kysely<Database>, oldName: string, viewerId: string | null) {
  const target = await redirectTarget(db, oldName);
  return target ? findUserById(db, target.id, viewerId) : undefined;
}

export const userHandlers = {
  UserResource: {
    get: handler(resources.UserResource.get, async (ctx, o) => {
      // An old username (changed in the last 90 days) answers its user under the new name; the
      // app sees the name differ and replaces the address (the page itself answers a 301).
      // Either way, someone hidden from the viewer is not found.
      const viewerId = ctx.viewer?.id ?? null;
      const row =
        o.username !== undefined
          ? ((await findUserByUsername(ctx.db, o.username, viewerId)) ??
            (await redirectedUser(ctx.db, o.username, viewerId)))
          : await findUserById(ctx.db, o.user_id!, viewerId);
      if (!row) throw notFound('User');
      return userInFieldSet(ctx, row, o.field_set_key);
    }),
  },
};
