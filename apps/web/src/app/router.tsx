import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './Layout.tsx';
import { NotFound } from './NotFound.tsx';
import { RouteError } from './ErrorPage.tsx';
import { SearchPage } from './SearchPage.tsx';
import { HomePage } from '../features/feed/HomePage.tsx';
import { LoginPage, SignupPage } from '../features/auth/LoginPage.tsx';
import { PinPage } from '../features/pins/PinPage.tsx';
import { ProfilePage } from '../features/profile/ProfilePage.tsx';
import { BoardPage } from '../features/boards/BoardPage.tsx';
import { PinBuilderPage } from '../features/create/PinBuilderPage.tsx';
import { RepinPage } from '../features/saving/RepinPage.tsx';
import { TuneFeedPage } from '../features/discovery/TuneFeedPage.tsx';
import { IdeasPage, InterestPage } from '../features/discovery/IdeasPages.tsx';
import { BusinessConvertPage } from '../features/auth/BusinessConvertPage.tsx';

/**
 * Every page gets our error page for what it throws while loading or rendering (a failed chunk,
 * a bug): shown inside the shell, with a way home, never React Router's bare default.
 */
const withErrorPage = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => ({ errorElement: <RouteError />, ...route }));

export const router = createBrowserRouter([
  {
    element: <Layout />,
    // When the shell itself fails.
    errorElement: <RouteError />,
    children: withErrorPage([
      { path: '/', element: <HomePage /> },
      { path: '/homefeed/', element: <HomePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/pin-builder', element: <PinBuilderPage /> },
      { path: '/pin/:id', element: <PinPage /> },
      { path: '/pin/:id/repin', element: <RepinPage /> },
      // Only pinners edit: its own chunk, so the first load of every other page stays small.
      {
        path: '/pin/:id/edit',
        lazy: () =>
          import('../features/pins/edit/PinEditPage.tsx').then((m) => ({
            Component: m.PinEditPage,
          })),
      },
      { path: '/search/pins', element: <SearchPage type="pins" /> },
      { path: '/search/boards', element: <SearchPage type="boards" /> },
      { path: '/search/users', element: <SearchPage type="users" /> },
      { path: '/edit', element: <TuneFeedPage /> },
      { path: '/ideas', element: <IdeasPage /> },
      { path: '/ideas/:slug/:id', element: <InterestPage /> },
      { path: '/business/convert', element: <BusinessConvertPage /> },
      // Operators' pages are their own chunk: visitors never download them.
      {
        path: '/admin/experiences',
        lazy: () =>
          import('../features/admin/AdminExperiencesPage.tsx').then((m) => ({
            Component: m.AdminExperiencesPage,
          })),
      },
      ...['/admin/experiences/new', '/admin/experiences/:id'].map((path) => ({
        path,
        lazy: () =>
          import('../features/admin/ExperienceEditor.tsx').then((m) => ({
            Component: m.ExperienceEditorPage,
          })),
      })),
      { path: '/:username', element: <ProfilePage tab="saved" /> },
      { path: '/:username/_saved', element: <ProfilePage tab="saved" /> },
      { path: '/:username/_created', element: <ProfilePage tab="created" /> },
      { path: '/:username/:board', element: <BoardPage /> },
      { path: '/:username/:board/:section', element: <BoardPage /> },
      { path: '*', element: <NotFound /> },
    ]),
  },
]);
