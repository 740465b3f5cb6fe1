import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { unauthorized } from '../../lib/errors.ts';
import { ok } from '../../lib/v3-reply.ts';
import { profilesOf } from './business-access.service.ts';

/**
 * `GET /vx/business_access/profiles/` (MC §3 "Business profile", §7): the profiles the viewer may
 * act as, keyed by id. Its auth-failure redirect is disabled: signed out, it answers 401 JSON.
 */
export function businessRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/vx/business_access/profiles/', async (request, reply) => {
    if (!request.viewer) throw unauthorized();
    reply.header('Cache-Control', 'no-store');
    return ok(await profilesOf({ ...ctx, viewer: request.viewer, request, reply }));
  });
}
