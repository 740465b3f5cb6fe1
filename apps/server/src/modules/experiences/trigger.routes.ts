import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PlacedExperienceId } from '@tack/contract';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import { ok } from '../../lib/v3-reply.ts';
import { zodToAppError } from '../../plugins/errors.ts';
import { trigger } from './experiences.service.ts';

const Params = z.object({ placed: PlacedExperienceId });
/** The trigger call's optional body (also documented in /openapi.json). */
export const TriggerBody = z
  .object({ extra_context: z.string().max(10_000).optional() })
  .strict()
  .nullish();

/**
 * `PUT /v3/experiences/{placement:experience}/trigger/` fires that follow-up (§7: the client
 * sends one per item of an experience's triggerable_placed_exps).
 */
export function triggerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.put('/v3/experiences/:placed/trigger/', async (request, reply) => {
    const params = Params.safeParse(request.params);
    if (!params.success) throw zodToAppError(params.error, 'path');
    const body = TriggerBody.safeParse(request.body);
    if (!body.success) throw zodToAppError(body.error, 'body');
    if (body.data?.extra_context) {
      try {
        JSON.parse(body.data.extra_context);
      } catch {
        throw badRequest('extra_context must be JSON text', 'extra_context');
      }
    }
    return ok(
      await trigger({ ...ctx, viewer: request.viewer, request, reply }, params.data.placed),
    );
  });
}
