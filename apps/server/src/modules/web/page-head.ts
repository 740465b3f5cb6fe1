import type { FastifyRequest } from 'fastify';
import { fillPath, matchRoute } from '@tack/contract/routes';
import type { AppContext } from '../../context.ts';
import {
  notFoundAnswer,
  RESOLVERS,
  rowAnswer,
  type PageAnswer,
  type PageRequest,
} from './page-resolvers.ts';
import { REQUEST_REDIRECTS } from './page-redirects.ts';

export type { PageAnswer };

/**
 * What the server answers for a raw (still escaped) page path, by the route table
 * (@tack/contract/routes): a page that renders is 200, with its head; a path no row serves, a
 * row that is not served, or an object that does not exist or is hidden from the viewer is 404
 * (still the app, which shows its not-found page); a redirect row moves. Links in the head use
 * PUBLIC_URL; without it they are relative, never built from the request's Host, which anyone
 * can set and caches would keep.
 */
export async function pageHead(
  ctx: AppContext,
  request: FastifyRequest,
  rawPath: string,
  query = new URLSearchParams(),
): Promise<PageAnswer> {
  const match = matchRoute(rawPath);
  if (!match) return notFoundAnswer();
  const { route, params } = match;
  const p: PageRequest = {
    ctx,
    request,
    rawPath,
    route,
    params,
    query,
    origin: ctx.config.publicUrl ?? '',
  };
  switch (route.serve) {
    case 'page':
      return route.status === 'object' ? RESOLVERS[route.id](p) : rowAnswer(p);
    case 'redirect':
      if (route.to === null) return REQUEST_REDIRECTS[route.id](p);
      return { ...rowAnswer(p), redirect: { to: fillPath(route.to, params), permanent: true } };
    // A server row reaches here only in a form its own route does not take (`/OFFSITE/`).
    case 'server':
    case 'not-served':
      return notFoundAnswer();
  }
}
