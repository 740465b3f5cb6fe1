import type { RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { HOME_ROWS, ROUTES, type PageRouteId, type RequestRedirectId } from '@tack/contract/routes';
import { tableRoutes } from './table-routes.tsx';
import type { AccountPageId } from '../features/account/pages.tsx';

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
const kinds = () => import('../features/discovery/KindPages.tsx');
const today = () => import('../features/today/TodayPages.tsx');
const profile = () => import('../features/profile/ProfilePage.tsx');
const board = () => import('../features/boards/BoardPage.tsx');
const boardEdit = () => import('../features/boards/BoardEditPages.tsx');
const editor = () => import('../features/admin/ExperienceEditor.tsx');
/** The operators' list pages: messages, and the outbox, in one chunk. */
const adminList = () => import('../features/admin/AdminExperiencesPage.tsx');
const adminVerification = () => import('../features/verification/AdminVerificationPage.tsx');
const adminLinks = () => import('../features/offsite/AdminLinksPage.tsx');
const settings = () => import('../features/settings/SettingsLayout.tsx');
const business = () => import('../features/business/BusinessPages.tsx');
const pinPage = () => import('../features/pins/PinPage.tsx');
const repin = () => import('../features/saving/RepinPage.tsx');
const pinBuilder = () => import('../features/create/PinBuilderPage.tsx');
/** Conversations (issue 13): the list and one conversation, one chunk. */
const conversations = () => import('../features/invites/ConversationPages.tsx');
const redirects = () => import('./RequestRedirects.tsx');
/** Saving from other sites (issue 17): the save window and the page offering the button. */
const save = () => import('../features/save/pages.ts');

/**
 * Account pages (issue 16, part A) load with the log-in and sign-up chunk (sign-up goes on to
 * onboarding, log-in to a forgotten password), mapped by row in features/account/pages.tsx.
 */
const accountPage = (id: AccountPageId) => page(auth, (m) => m.accountPages[id]);

/**
 * Every page row of the route table and its page: the compiler refuses a table with a page row
 * that has none here (flipping a row to a page means giving it one).
 */
const PAGES: Record<PageRouteId, Partial<RouteObject>> = {
  // The first load routes these two itself (router.tsx); they are left out below.
  home: {},
  homefeed: {},
  pin: page(pinPage, (m) => m.PinPage),
  'pin-comments': page(pinPage, (m) => () => <m.PinPage comments />),
  // Only pinners edit: its own chunk like every page but home.
  'pin-edit': page(
    () => import('../features/pins/edit/PinEditPage.tsx'),
    (m) => m.PinEditPage,
  ),
  'pin-repin': page(repin, (m) => m.RepinPage),
  'pin-repin-x': page(repin, (m) => m.RepinPage),
  // Pin stats (issue 12): the chart library comes with this chunk only.
  'pin-analytics': page(
    () => import('../features/stats/AnalyticsPage.tsx'),
    (m) => m.AnalyticsPage,
  ),
  board: page(board, (m) => m.BoardPage),
  section: page(board, (m) => m.BoardPage),
  'board-edit': page(boardEdit, (m) => m.BoardEditPage),
  'board-edit-collaborators': page(boardEdit, (m) => () => <m.BoardEditPage tab="collaborators" />),
  'board-edit-add-collaborators': page(boardEdit, (m) => () => <m.BoardEditPage tab="invite" />),
  'section-edit': page(boardEdit, (m) => m.SectionEditPage),
  profile: page(profile, (m) => () => <m.ProfilePage tab="saved" />),
  'profile-saved': page(profile, (m) => () => <m.ProfilePage tab="saved" />),
  'profile-created': page(profile, (m) => () => <m.ProfilePage tab="created" />),
  ideas: page(ideas, (m) => m.IdeasPage),
  interest: page(ideas, (m) => m.InterestPage),
  topics: page(ideas, (m) => m.TopicsPage),
  videos: page(kinds, (m) => () => <m.KindPage kind="video" />),
  'videos-category': page(kinds, (m) => () => <m.KindCategoryPage kind="video" />),
  shopping: page(kinds, (m) => () => <m.KindPage kind="product" />),
  'shopping-spotlight': page(kinds, (m) => () => <m.KindCategoryPage kind="product" />),
  'shopping-category': page(kinds, (m) => () => <m.KindCategoryPage kind="product" />),
  today: page(today, (m) => m.TodayPage),
  'today-article': page(today, (m) => m.TodayArticlePage),
  'today-story': page(today, (m) => m.TodayArticlePage),
  'today-best': page(today, (m) => () => <m.TodayListPage list="best" />),
  'today-trending': page(today, (m) => m.TodayTrendingPage),
  'today-popular': page(today, (m) => () => <m.TodayListPage list="popular" />),
  'today-shop': page(today, (m) => () => <m.TodayListPage list="shop" />),
  'tune-feed': page(
    () => import('../features/discovery/TuneFeedPage.tsx'),
    (m) => m.TuneFeedPage,
  ),
  'search-pins': page(search, (m) => () => <m.SearchPage type="pins" />),
  'search-boards': page(search, (m) => () => <m.SearchPage type="boards" />),
  'search-users': page(search, (m) => () => <m.SearchPage type="users" />),
  login: page(auth, (m) => m.LoginPage),
  signup: page(auth, (m) => m.SignupPage),
  'signup-welcome': accountPage('signup-welcome'),
  'password-reset': accountPage('password-reset'),
  'password-reset-link': accountPage('password-reset-link'),
  'secure-panic': accountPage('secure-panic'),
  'email-subscription': accountPage('email-subscription'),
  'email-verified': accountPage('email-verified'),
  'email-verification-error': accountPage('email-verification-error'),
  // The signed-out pages where leaving an account ends (in the sign-in pages' chunk).
  'account-deleted': page(auth, (m) => () => <m.AccountGone kind="deleted" />),
  'account-deactivated': page(auth, (m) => () => <m.AccountGone kind="deactivated" />),
  // Settings shows its own sections (features/settings/sections.ts), each its own chunk, so the
  // first load carries none of them.
  settings: page(settings, (m) => m.SettingsPage),
  'settings-section': page(settings, (m) => m.SettingsPage),
  conversations: page(conversations, (m) => m.ConversationsPage),
  conversation: page(conversations, (m) => m.ConversationPage),
  notifications: page(
    () => import('../features/notifications/NotificationsPage.tsx'),
    (m) => m.NotificationsPage,
  ),
  'pin-builder': page(pinBuilder, (m) => m.PinBuilderPage),
  'idea-pin-builder': page(
    () => import('../features/ideas/IdeaPinBuilderPage.tsx'),
    (m) => m.IdeaPinBuilderPage,
  ),
  oauth: page(
    () => import('../features/api-access/ConsentPage.tsx'),
    (m) => m.ConsentPage,
  ),
  save: page(save, (m) => m.SaveWindow),
  'save-from-browser': page(save, (m) => m.SaveFromBrowserPage),
  'business-convert': page(
    () => import('../features/auth/BusinessConvertPage.tsx'),
    (m) => m.BusinessConvertPage,
  ),
  // Business access and advertisers (issue 14), one chunk.
  'business-hub': page(business, (m) => m.BusinessHubPage),
  'business-invite': page(business, (m) => m.BusinessInvitePage),
  'business-access': page(business, (m) => m.BusinessAccessPage),
  'business-access-dashboard': page(business, (m) => m.BusinessAccessPage),
  'business-access-people': page(business, (m) => m.BusinessAccessPage),
  'business-access-security': page(business, (m) => m.BusinessAccessPage),
  'advertiser-quick-promote': page(business, (m) => m.QuickPromotePage),
  // Where the blocked-link warning's Learn more leads (issue 12).
  'policy-spam': page(
    () => import('../features/offsite/SpamPolicyPage.tsx'),
    (m) => m.SpamPolicyPage,
  ),
  // Operators' pages: visitors never download them.
  'admin-experiences': page(adminList, (m) => m.AdminExperiencesPage),
  'admin-outbox': page(adminList, (m) => m.AdminOutboxPage),
  'admin-reports': page(adminList, (m) => m.AdminReportsPage),
  'admin-verification': page(adminVerification, (m) => m.AdminVerificationPage),
  'admin-links': page(adminLinks, (m) => m.AdminLinksPage),
  'admin-experience-new': page(editor, (m) => m.ExperienceEditorPage),
  'admin-experience': page(editor, (m) => m.ExperienceEditorPage),
};

/** The redirects the request decides (the server makes the same ones, page-redirects.ts). */
const REQUEST_REDIRECTS: Record<RequestRedirectId, Partial<RouteObject>> = {
  me: page(redirects, (m) => m.MeRedirect),
  'pin-redirect': page(redirects, (m) => m.PinRedirect),
};

const HOME_IDS: ReadonlySet<string> = new Set(HOME_ROWS.map((r) => r.id));
const BARE_IDS: ReadonlySet<string> = new Set(ROUTES.filter((r) => r.bare).map((r) => r.id));

const allRoutes = tableRoutes((row) =>
  row.serve === 'page'
    ? PAGES[row.id]
    : row.serve === 'redirect' && row.to === null
      ? REQUEST_REDIRECTS[row.id]
      : null,
);

/**
 * The route table's routes but the home feed's, which the first load has already: fetched while
 * the home page renders, or when a visit starts anywhere else (router.tsx). Shown in the shell.
 */
export const otherRoutes: RouteObject[] = allRoutes.filter(
  (r) => !HOME_IDS.has(r.id!) && !BARE_IDS.has(r.id!),
);

/** The rows that are pages of their own, without the shell (the save window). */
export const bareRoutes: RouteObject[] = allRoutes.filter((r) => BARE_IDS.has(r.id!));
