import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Id, longText, lookupText } from '@tack/contract';
import type { AppContext } from '../../context.ts';
import { unauthorized } from '../../lib/errors.ts';
import { ok } from '../../lib/v3-reply.ts';
import { zodToAppError } from '../../plugins/errors.ts';
import { setHidden, type Surface } from './hides.service.ts';

/** The body of the search hide calls (also documented in /openapi.json). */
export const SearchBody = z
  .object({
    query: longText({ multiline: false }).max(200).default(''),
    pin_type: lookupText().max(40).optional(),
  })
  .strict();

function parse<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const r = schema.safeParse(value ?? {});
  if (!r.success) throw zodToAppError(r.error, where);
  return r.data;
}

/**
 * The hide calls of spec §7: search (`hide`/`unhide`, with query and pin_type), p2p
 * (`hide`/`unhide`) and a news item (`hide`/`undo`). Hidden pins never come back on that surface.
 */
export function hideRoutes(app: FastifyInstance, ctx: AppContext): void {
  const viewer = (request: FastifyRequest) => {
    if (!request.viewer) throw unauthorized('Log in to hide this Pin');
    return request.viewer.id;
  };
  const route = (
    url: string,
    surface: Surface,
    hidden: boolean,
    context: (request: FastifyRequest) => string,
  ) =>
    app.put(url, async (request) => {
      const { pinId } = parse(z.object({ pinId: Id }).passthrough(), request.params, 'path');
      return ok(await setHidden(ctx.db, viewer(request), pinId, surface, hidden, context(request)));
    });
  const searchQuery = (request: FastifyRequest) => parse(SearchBody, request.body, 'body').query;
  const newsId = (request: FastifyRequest) =>
    parse(z.object({ newsId: Id, pinId: Id }), request.params, 'path').newsId;
  const none = () => '';
  route('/v3/search/:pinId/hide/', 'search', true, searchQuery);
  route('/v3/search/:pinId/unhide/', 'search', false, searchQuery);
  route('/v3/p2p/:pinId/hide/', 'p2p', true, none);
  route('/v3/p2p/:pinId/unhide/', 'p2p', false, none);
  route('/v3/news_hub/:newsId/pin/:pinId/hide/', 'news', true, newsId);
  route('/v3/news_hub/:newsId/pin/:pinId/undo/', 'news', false, newsId);
}
