import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { Layout } from './Layout.tsx';
import { NotFound } from './NotFound.tsx';
import { RouteError } from './ErrorPage.tsx';
import { HomePage } from '../features/feed/HomePage.tsx';

/**
 * A page in its own chunk, fetched when its route is first visited: the first load carries the
 * shell and the home feed only (docs/decisions/0008-accessible-primitives.md has the sizes).
 */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  return { lazy: () => load().then((m) => ({ Component: pick(m) })) };
}

const auth = () => import('../features/auth/LoginPage.tsx');
const search = () => import('./SearchPage.tsx');
const ideas = () => import('../features/discovery/IdeasPages.tsx');
const profile = () => import('../features/profile/ProfilePage.tsx');
const board = () => import('../features/boards/BoardPage.tsx');
const editor = () => import('../features/admin/ExperienceEditor.tsx');
/** The operators' list pages: messages, and the outbox, in one chunk. */
const adminList = () => import('../features/admin/AdminExperiencesPage.tsx');
const adminVerification = () => import('../features/verification/AdminVerificationPage.tsx');
const adminLinks = () => import('../features/offsite/AdminLinksPage.tsx');

/**
 * Account pages (issue 16, part A): they load with the log-in and sign-up chunk (sign-up goes on
 * to onboarding, log-in to a forgotten password), mapped by path in features/account/pages.ts.
 * No dynamic entry of their own: each one lists its files in the first load's script.
 */
const ACCOUNT_PATHS = [
  '/signup/welcome',
  '/password/reset',
  '/pw/:username',
  '/secure/panic',
  '/email/:page',
  '/email_verification_error',
];
const settings = () => import('../features/settings/SettingsLayout.tsx');
const pinPage = () => import('../features/pins/PinPage.tsx');
/** Conversations (issue 13): the list and one conversation, one chunk. */
const conversations = () => import('../features/invites/ConversationPages.tsx');

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
      { path: '/login', ...page(auth, (m) => m.LoginPage) },
      { path: '/signup', ...page(auth, (m) => m.SignupPage) },
      ...ACCOUNT_PATHS.map((path) => ({ path, ...page(auth, (m) => m.accountPages[path]!) })),
      {
        path: '/pin-builder',
        ...page(
          () => import('../features/create/PinBuilderPage.tsx'),
          (m) => m.PinBuilderPage,
        ),
      },
      {
        path: '/idea-pin-builder',
        ...page(
          () => import('../features/ideas/IdeaPinBuilderPage.tsx'),
          (m) => m.IdeaPinBuilderPage,
        ),
      },
      {
        path: '/pin/:id',
        ...page(pinPage, (m) => m.PinPage),
      },
      { path: '/pin/:id/comments', ...page(pinPage, (m) => () => <m.PinPage comments />) },
      // Only pinners edit: its own chunk like every page but home.
      {
        path: '/pin/:id/edit',
        ...page(
          () => import('../features/pins/edit/PinEditPage.tsx'),
          (m) => m.PinEditPage,
        ),
      },
      // Pin stats (issue 12): the chart library comes with this chunk only.
      {
        path: '/pin/:id/analytics',
        ...page(
          () => import('../features/stats/AnalyticsPage.tsx'),
          (m) => m.AnalyticsPage,
        ),
      },
      {
        path: '/pin/:id/repin',
        ...page(
          () => import('../features/saving/RepinPage.tsx'),
          (m) => m.RepinPage,
        ),
      },
      ...(['pins', 'boards', 'users'] as const).map((type) => ({
        path: `/search/${type}`,
        ...page(search, (m) => () => <m.SearchPage type={type} />),
      })),
      {
        path: '/edit',
        ...page(
          () => import('../features/discovery/TuneFeedPage.tsx'),
          (m) => m.TuneFeedPage,
        ),
      },
      // Pinterest's authorize address (issue 18): an app asks to use the account.
      {
        path: '/oauth',
        ...page(
          () => import('../features/api-access/ConsentPage.tsx'),
          (m) => m.ConsentPage,
        ),
      },
      // Settings routes its own sections (features/settings/sections.ts), each its own chunk, so
      // the first load carries none of them.
      { path: '/settings/*', ...page(settings, (m) => m.SettingsPage) },
      {
        path: '/notifications',
        ...page(
          () => import('../features/notifications/NotificationsPage.tsx'),
          (m) => m.NotificationsPage,
        ),
      },
      { path: '/conversations', ...page(conversations, (m) => m.ConversationsPage) },
      { path: '/conversation/:id', ...page(conversations, (m) => m.ConversationPage) },
      { path: '/ideas', ...page(ideas, (m) => m.IdeasPage) },
      { path: '/ideas/:slug/:id', ...page(ideas, (m) => m.InterestPage) },
      {
        path: '/business/convert',
        ...page(
          () => import('../features/auth/BusinessConvertPage.tsx'),
          (m) => m.BusinessConvertPage,
        ),
      },
      // The signed-out page where leaving an account ends (in the sign-in pages' chunk).
      { path: '/account/:kind', ...page(auth, (m) => m.AccountGone) },
      // Operators' pages: visitors never download them.
      {
        path: '/admin/experiences',
        ...page(adminList, (m) => m.AdminExperiencesPage),
      },
      {
        path: '/admin/outbox',
        ...page(adminList, (m) => m.AdminOutboxPage),
      },
      {
        path: '/admin/reports',
        ...page(adminList, (m) => m.AdminReportsPage),
      },
      {
        path: '/admin/verification',
        ...page(adminVerification, (m) => m.AdminVerificationPage),
      },
      {
        path: '/admin/links',
        ...page(adminLinks, (m) => m.AdminLinksPage),
      },
      // Where the blocked-link warning's Learn more leads (issue 12).
      {
        path: '/policy/spam',
        ...page(
          () => import('../features/offsite/SpamPolicyPage.tsx'),
          (m) => m.SpamPolicyPage,
        ),
      },
      ...['/admin/experiences/new', '/admin/experiences/:id'].map((path) => ({
        path,
        ...page(editor, (m) => m.ExperienceEditorPage),
      })),
      ...['/:username', '/:username/_saved'].map((path) => ({
        path,
        ...page(profile, (m) => () => <m.ProfilePage tab="saved" />),
      })),
      {
        path: '/:username/_created',
        ...page(profile, (m) => () => <m.ProfilePage tab="created" />),
      },
      ...['/:username/:board', '/:username/:board/:section'].map((path) => ({
        path,
        ...page(board, (m) => m.BoardPage),
      })),
      { path: '*', element: <NotFound /> },
    ]),
  },
]);
