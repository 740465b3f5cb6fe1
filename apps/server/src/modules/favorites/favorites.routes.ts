import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Id } from '@tack/contract';
import type { AppContext } from '../../context.ts';
import { notFound, unauthorized } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { ok } from '../../lib/v3-reply.ts';
import { zodToAppError } from '../../plugins/errors.ts';
import { pinsQuery } from '../pins/pins.repository.ts';

const Params = z.object({ id: Id });

/**
 * `POST` / `DELETE /v3/pins/{id}/favorite/` (spec §7). Idempotent: favoriting twice counts once.
 * Answers the pin's new count and state so the card can settle its optimistic toggle.
 */
export function favoriteRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/v3/pins/:id/favorite/',
      handler: async (request) => {
        const viewer = request.viewer;
        if (!viewer) throw unauthorized('Log in to favorite');
        const params = Params.safeParse(request.params);
        if (!params.success) throw zodToAppError(params.error, 'path');
        const pinId = params.data.id;
        const result = await ctx.db.transaction().execute(async (trx) => {
          const pin = await pinsQuery(trx, viewer.id)
            .where('pins.id', '=', pinId)
            .executeTakeFirst();
          if (!pin) throw notFound('Pin');
          const changed =
            method === 'POST'
              ? (
                  await trx
                    .insertInto('favorites')
                    .values({ user_id: viewer.id, pin_id: pinId, created_at: nowIso() })
                    .onConflict((oc) => oc.doNothing())
                    .executeTakeFirst()
                ).numInsertedOrUpdatedRows
              : (
                  await trx
                    .deleteFrom('favorites')
                    .where('user_id', '=', viewer.id)
                    .where('pin_id', '=', pinId)
                    .executeTakeFirst()
                ).numDeletedRows;
          if (Number(changed ?? 0) > 0) {
            await trx
              .updateTable('pins')
              .set((eb) => ({
                favorite_count: eb('favorite_count', method === 'POST' ? '+' : '-', 1),
              }))
              .where('id', '=', pinId)
              .execute();
          }
          const row = await trx
            .selectFrom('pins')
            .select('favorite_count')
            .where('id', '=', pinId)
            .executeTakeFirstOrThrow();
          return {
            id: pinId,
            favoritedByMe: method === 'POST',
            favoriteUserCount: row.favorite_count,
          };
        });
        return ok(result);
      },
    });
  }
}
