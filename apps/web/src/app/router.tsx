import { createBrowserRouter, type RouteObject } from 'react-router';
import { HOME_ROWS } from '@tack/contract/routes/home';
import { Layout } from './Layout.tsx';
import { RouteError } from './ErrorPage.tsx';
import { HomePage } from '../features/feed/HomePage.tsx';

/**
 * The rest of the route table's routes (full-routes.tsx): asked for at once, but not part of the
 * first load, which routes the home feed only (e2e/budget.spec.ts keeps it small).
 */
const rest = import('./full-routes.tsx');

/**
 * Every page gets our error page for what it throws while loading or rendering (a failed chunk,
 * a bug): shown inside the shell, with a way home, never React Router's bare default.
 */
const withErrorPage = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => ({ errorElement: <RouteError />, ...route }) as RouteObject);

/** The home feed's rows of the route table; only "/" shows the placements it refreshes. */
export const homeRoutes: RouteObject[] = HOME_ROWS.map((row) => ({
  id: row.id,
  path: row.path,
  element: <HomePage placements={row.refreshes ?? []} />,
}));

let patched = false;

export const router = createBrowserRouter(
  [
    {
      id: 'shell',
      element: <Layout />,
      // When the shell itself fails.
      errorElement: <RouteError />,
      children: withErrorPage(homeRoutes),
    },
  ],
  {
    /**
     * A path the home routes do not serve: the rest of the table joins them, once (React
     * Router's lazy route discovery), and decides.
     */
    async patchRoutesOnNavigation({ patch }) {
      const { otherRoutes, bareRoutes } = await rest;
      if (patched) return;
      patched = true;
      patch(null, withErrorPage(bareRoutes));
      patch('shell', withErrorPage(otherRoutes));
    },
  },
);
