import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Id } from '@tack/contract';
import type { AppContext } from '../../context.ts';
import { badRequest, unauthorized } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import { ok } from '../../lib/v3-reply.ts';
import { zodToAppError } from '../../plugins/errors.ts';
import { visibleBoard } from '../boards/boards.access.ts';
import { recordFollowChange } from './feed-sources.ts';
import { notify } from '../notifications/notify.ts';
import { hasBlocked } from '../privacy/blocks.repository.ts';

const Params = z.object({ id: Id });

/** `PUT` follows and `DELETE` unfollows a board (spec §7). Idempotent; owners cannot follow their own. */
export function boardFollowRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const method of ['PUT', 'DELETE'] as const) {
    app.route({
      method,
      url: '/v3/boards/:id/follow/',
      handler: async (request, reply) => {
        const viewer = request.viewer;
        if (!viewer) throw unauthorized('Log in to follow');
        const params = Params.safeParse(request.params);
        if (!params.success) throw zodToAppError(params.error, 'path');
        const boardId = params.data.id;
        const data = await ctx.db.transaction().execute(async (trx) => {
          const board = await visibleBoard({ ...ctx, db: trx, viewer, request, reply }, boardId);
          if (board.owner_id === viewer.id)
            throw badRequest("You can't follow your own board", 'id');
          if (method === 'PUT' && (await hasBlocked(trx, viewer.id, board.owner_id)))
            throw badRequest('You blocked its owner. Unblock them to follow this board.', 'id');
          const changed =
            method === 'PUT'
              ? (
                  await trx
                    .insertInto('board_follows')
                    .values({ user_id: viewer.id, board_id: boardId, created_at: nowIso() })
                    .onConflict((oc) => oc.doNothing())
                    .executeTakeFirst()
                ).numInsertedOrUpdatedRows
              : (
                  await trx
                    .deleteFrom('board_follows')
                    .where('user_id', '=', viewer.id)
                    .where('board_id', '=', boardId)
                    .executeTakeFirst()
                ).numDeletedRows;
          await recordFollowChange(trx, viewer.id, 'board', boardId, method === 'PUT');
          if (Number(changed ?? 0) > 0) {
            await trx
              .updateTable('boards')
              .set((eb) => ({
                follower_count: eb('follower_count', method === 'PUT' ? '+' : '-', 1),
              }))
              .where('id', '=', boardId)
              .execute();
            if (method === 'PUT')
              await notify(trx, {
                kind: 'board_followed',
                recipientId: board.owner_id,
                actorId: viewer.id,
                boardId,
              });
          }
          const row = await trx
            .selectFrom('boards')
            .select('follower_count')
            .where('id', '=', boardId)
            .executeTakeFirstOrThrow();
          return { id: boardId, followedByMe: method === 'PUT', followerCount: row.follower_count };
        });
        return ok(data);
      },
    });
  }
}
