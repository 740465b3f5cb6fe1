import { ROUTES, type Route } from './route-table.ts';

export interface RouteMatch<R extends Route = Route> {
  route: R;
  /** The `:name` segments, decoded; `*` holds the rest of a splat. */
  params: Record<string, string>;
}

type Segment = { static: string } | { param: string } | { splat: true };

const segmentsOf = (pattern: string): Segment[] =>
  pattern
    .split('/')
    .filter(Boolean)
    .map((s) =>
      s === '*'
        ? { splat: true }
        : s.startsWith(':')
          ? { param: s.slice(1) }
          : { static: s.toLowerCase() },
    );

/**
 * React Router 7's ranking (its `computeScore`): a static segment 10, a `:param` 3, an empty one
 * 1, a splat -2, plus the number of segments. Ties keep the table's order, as React Router keeps
 * its sibling order. web/app/router.test.ts checks that both pick the same row for every path.
 */
export function routeScore(pattern: string): number {
  const parts = pattern.split('/');
  let score = parts.length + (parts.includes('*') ? -2 : 0);
  for (const p of parts) {
    if (p === '*') continue;
    score += /^:[\w-]+$/.test(p) ? 3 : p === '' ? 1 : 10;
  }
  return score;
}

const RANKED = ROUTES.map((route, order) => ({
  route,
  order,
  segments: segmentsOf(route.path),
  score: routeScore(route.path),
})).sort((a, b) => b.score - a.score || a.order - b.order);

/** Each segment of a raw (still escaped) path decoded once; null when one is not a valid escape. */
export function pathSegments(rawPath: string): string[] | null {
  try {
    return rawPath
      .split('/')
      .filter(Boolean)
      .map((p) => decodeURIComponent(p));
  } catch {
    return null;
  }
}

function matchSegments(pattern: Segment[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const seg = pattern[i]!;
    if ('splat' in seg) {
      params['*'] = parts.slice(i).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if ('param' in seg) params[seg.param] = part;
    else if (part.toLowerCase() !== seg.static) return null;
  }
  return parts.length === pattern.length ? params : null;
}

/** The row that serves already-decoded path segments, as React Router would pick it. */
export function matchSegmentsToRoute(parts: string[]): RouteMatch | null {
  for (const r of RANKED) {
    const params = matchSegments(r.segments, parts);
    if (params) return { route: r.route, params };
  }
  return null;
}

/** The row that serves a raw path (`location.pathname`, a request's path), or null: a 404. */
export function matchRoute(rawPath: string): RouteMatch | null {
  const parts = pathSegments(rawPath);
  return parts ? matchSegmentsToRoute(parts) : null;
}

/** A row's path with its `:params` filled in (each escaped), ending in a slash. */
export function fillPath(pattern: string, params: Record<string, string>): string {
  const filled = pattern
    .split('/')
    .filter(Boolean)
    .map((s) => {
      if (s === '*') return params['*'] ?? '';
      if (!s.startsWith(':')) return s;
      const value = params[s.slice(1)];
      if (value === undefined) throw new Error(`fillPath: no value for ${s} in ${pattern}`);
      return encodeURIComponent(value);
    })
    .filter(Boolean)
    .join('/');
  return filled ? `/${filled}/` : '/';
}

/** The static first segments of every row: product pages, so no username may take them. */
export const ROUTE_FIRST_SEGMENTS: readonly string[] = [
  ...new Set(
    ROUTES.map((r) => r.path.split('/').filter(Boolean)[0] ?? '').filter(
      (s) => s !== '' && !s.startsWith(':') && s !== '*',
    ),
  ),
];
