import type { FastifyInstance } from 'fastify';
import { AttributionSourceQuery } from '@tack/contract';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/v3-reply.ts';
import { zodToAppError } from '../../plugins/errors.ts';
import { marketingAllowed } from '../consent/consent.service.ts';
import { pinsQuery } from '../pins/pins.repository.ts';

/**
 * `GET /attribution_source/` (pin-card-and-saving.md §7): the browser asks it while it registers
 * a promoted pin's view or click as an attribution source (the Attribution Reporting API), and
 * takes the source from the `Attribution-Reporting-Register-Source` header. Only a promoted pin
 * the viewer can see is an ad; anything else answers 404 and registers nothing. Registering is
 * marketing (an ad measured against the viewer's later visits): without marketing consent the
 * browser is told nothing to register (docs/privacy.md).
 */
export function attributionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/attribution_source/', async (request, reply) => {
    const q = AttributionSourceQuery.safeParse(request.query);
    if (!q.success) throw zodToAppError(q.error, 'query');
    const o = q.data;
    const pin = await pinsQuery(ctx.db, request.viewer?.id ?? null)
      .clearSelect()
      .select(['pins.id', 'pins.is_promoted'])
      .where('pins.id', '=', o.source_event_id)
      .executeTakeFirst();
    if (!pin || !pin.is_promoted) throw notFound('Ad');
    // A browser without the API sends no eligibility header: nothing to register then.
    const eligible =
      typeof request.headers['attribution-reporting-eligible'] === 'string' &&
      (await marketingAllowed({ ...ctx, request, reply, viewer: request.viewer ?? null }));
    if (eligible)
      reply.header(
        'Attribution-Reporting-Register-Source',
        JSON.stringify({
          source_event_id: o.source_event_id,
          destination: o.destination,
          expiry: o.expiry,
          priority: o.priority,
        }),
      );
    reply.header('Cache-Control', 'no-store');
    return ok({ registered: eligible, source_event_type: o.source_event_type });
  });
}
