import { useEffect } from 'react';
import { Navigate, useLocation, useParams, type RouteObject } from 'react-router';
import { fillPath, ROUTES, type Route } from '@tack/contract/routes';
import { NotFound } from './NotFound.tsx';

/**
 * The web app's routes, made from the route table (@tack/contract/routes): one route per row,
 * with the row's id and path, and the page `pick` gives it. A row that is not served shows the
 * not-found page (so `/business/hub` is never taken for a board); a redirect row moves at once;
 * a row the server answers itself is loaded from the server. router.test.ts checks that React
 * Router picks the same row as the server for every path shape.
 */
export function tableRoutes(pick: (row: Route) => Partial<RouteObject> | null): RouteObject[] {
  return [
    ...ROUTES.map(
      (row) =>
        ({
          ...(pick(row) ?? standard(row)),
          id: row.id,
          path: row.path,
        }) as RouteObject,
    ),
    { id: 'not-found', path: '*', element: <NotFound /> },
  ];
}

function standard(row: Route): Partial<RouteObject> {
  if (row.serve === 'redirect' && row.to !== null)
    return { element: <TableRedirect to={row.to} /> };
  if (row.serve === 'server') return { element: <ServerPage /> };
  return { element: <NotFound /> };
}

/** A redirect row: its target with this path's params, the query kept (as the server's 301). */
function TableRedirect({ to }: { to: string }) {
  const params = useParams();
  const { search, hash } = useLocation();
  return (
    <Navigate to={`${fillPath(to, params as Record<string, string>)}${search}${hash}`} replace />
  );
}

/** A page the server answers itself (`/offsite/`): reached inside the app, it is loaded anew. */
function ServerPage() {
  useEffect(() => window.location.replace(window.location.href), []);
  return <p className="empty">Loading…</p>;
}
