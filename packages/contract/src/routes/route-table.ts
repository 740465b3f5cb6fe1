import { HOME_ROWS } from './home-rows.ts';
import {
  notServed,
  object,
  page,
  redirect,
  redirectByRequest,
  server,
  type RouteRow,
} from './route-rows.ts';

/** The sections of /settings (web/features/settings/sections.ts gives each its page). */
export const SETTINGS_SECTIONS = [
  'profile',
  'account',
  'security',
  'notifications',
  'privacy',
  'verification',
  'leave',
  'cookies',
  'apps',
  'import',
] as const;

const account = { noindex: true } as const;
const ops = { noindex: true } as const;

/**
 * THE route table (MC §2.1, §2.2, PC §2): every path shape of the spec and Tack's own pages, each
 * a page, a redirect, the server's own answer, or an honest 404. The server takes its status and
 * head from here (modules/web/page-head.ts); the web app's router is made from it
 * (web/app/router.tsx); usernames may not be any first segment (user.ts). One row a line.
 *
 * Matching is React Router's: the most specific pattern wins (route-match.ts), not the order.
 */
// prettier-ignore
export const ROUTES = [
  // Home: "/" and "/homefeed/" (home-rows.ts)
  ...HOME_ROWS,

  // Pin
  object('pin', '/pin/:id', { landing: 'closeup', pageKind: 'pin' }),
  object('pin-comments', '/pin/:id/comments', { landing: 'closeup', pageKind: 'pin' }),
  object('pin-edit', '/pin/:id/edit', { pageKind: 'pin', title: 'Edit Pin', noindex: true }),
  object('pin-repin', '/pin/:id/repin', { pageKind: 'pin', title: 'Save Pin', noindex: true }),
  object('pin-repin-x', '/pin/:id/repin/x', { pageKind: 'pin', title: 'Save Pin', noindex: true }),
  object('pin-analytics', '/pin/:id/analytics', { pageKind: 'pin', title: 'Pin stats', noindex: true }),
  notServed('pin-visual-search', '/pin/:id/visual-search', { pageKind: 'pin' }),
  notServed('pin-visual-search-products', '/pin/:id/visual-search/products', { pageKind: 'pin' }),
  notServed('pin-sent', '/pin/:id/sent', { pageKind: 'pin' }),
  notServed('pin-feedback', '/pin/:id/feedback', { pageKind: 'pin' }),
  redirect('pin-create', '/pin/create', '/pin-builder/'),
  redirectByRequest('pin-redirect', '/pin_redirect', { pageKind: 'pin' }),

  // Board, section, profile
  object('board', '/:username/:board', { landing: 'board', pageKind: 'board' }),
  object('section', '/:username/:board/:section', { landing: 'section', pageKind: 'board' }),
  object('board-edit', '/board/:id/edit', { title: 'Edit board', noindex: true }),
  object('board-edit-collaborators', '/board/:id/edit/collaborators', { title: 'Collaborators', noindex: true }),
  object('board-edit-add-collaborators', '/board/:id/edit/add_collaborators', { title: 'Invite collaborators', noindex: true }),
  object('section-edit', '/boardsection/:id/edit', { title: 'Edit section', noindex: true }),
  object('profile', '/:username', { landing: 'profile', pageKind: 'profile' }),
  object('profile-created', '/:username/_created', { landing: 'profile', pageKind: 'profile' }),
  object('profile-saved', '/:username/_saved', { landing: 'profile', pageKind: 'profile' }),
  redirectByRequest('me', '/me', { landing: 'profile', pageKind: 'profile' }),

  // Discovery
  page('ideas', '/ideas', { landing: 'ideas', pageKind: 'ideas-root', title: 'Ideas' }),
  object('interest', '/ideas/:slug/:id', { landing: 'ideas', pageKind: 'ideas' }),
  page('topics', '/topics', { landing: 'topic', title: 'Topics' }),
  page('videos', '/videos', { pageKind: 'videos', title: 'Videos' }),
  object('videos-category', '/videos/:category/:id', { pageKind: 'videos-category' }),
  page('shopping', '/shopping', { pageKind: 'shopping-root', title: 'Shopping' }),
  object('shopping-spotlight', '/shopping/:slug', { pageKind: 'shopping-spotlight' }),
  object('shopping-category', '/shopping/:category/:id', { pageKind: 'shopping-category' }),
  page('today', '/today', { landing: 'today', pageKind: 'today', title: 'Today' }),
  page('today-article', '/today/article', { landing: 'today', pageKind: 'article', title: 'Today' }),
  object('today-story', '/today/article/:id', { landing: 'today', pageKind: 'article' }),
  page('today-best', '/today/best', { landing: 'today', pageKind: 'today', title: 'Best of the week' }),
  page('today-trending', '/today/trending', { landing: 'today', pageKind: 'today', title: 'Trending' }),
  page('today-popular', '/today/popular', { landing: 'today', pageKind: 'today', title: 'Popular' }),
  page('today-shop', '/today/shop', { landing: 'today', pageKind: 'today', title: 'Shop today' }),
  notServed('discover-article', '/discover/article/*', { pageKind: 'article' }),
  page('tune-feed', '/edit', { title: 'Tune your home feed', noindex: true }),

  // Search
  redirect('search', '/search', '/search/pins/', { landing: 'search' }),
  page('search-pins', '/search/pins', { landing: 'search', title: 'Search' }),
  page('search-boards', '/search/boards', { landing: 'search', title: 'Search' }),
  page('search-users', '/search/users', { landing: 'search', title: 'Search' }),

  // Auth and account
  page('login', '/login', { pageKind: 'login', title: 'Log in' }),
  page('signup', '/signup', { pageKind: 'login', title: 'Sign up' }),
  page('signup-welcome', '/signup/welcome', { title: 'Welcome', ...account }),
  notServed('signup-sso-business', '/signup/sso-business-account', { pageKind: 'login' }),
  page('password-reset', '/password/reset', { title: 'Reset your password', ...account }),
  page('password-reset-link', '/pw/:username', { title: 'Choose a new password', ...account }),
  page('secure-panic', '/secure/panic', { title: 'Secure your account', ...account }),
  page('email-subscription', '/email/subscription', { title: 'Email settings', ...account }),
  page('email-verified', '/email/verified', { title: 'Email confirmed', ...account }),
  server('email-verify', '/email/verify', account),
  server('email-confirm', '/email/confirm', account),
  notServed('email-user-survey', '/email/user_survey'),
  page('email-verification-error', '/email_verification_error', { title: "That link didn't work", ...account }),
  page('account-deleted', '/account/deleted', { title: 'Your account was deleted', ...account }),
  page('account-deactivated', '/account/deactivated', { title: 'Your account is deactivated', ...account }),
  page('settings', '/settings', { title: 'Settings', ...account }),
  object('settings-section', '/settings/:section', { title: 'Settings', ...account }),
  // Pinterest's authorize address (issue 18): an app asks to use the account.
  page('oauth', '/oauth', { title: 'Allow access', ...account }),
  notServed('app-factory-oauth', '/app-factory-oauth'),
  notServed('age-appeal', '/age-appeal'),
  notServed('appealed-pin', '/appealed-pin'),
  notServed('reports-and-violations', '/reports-and-violations'),
  page('conversations', '/conversations', { title: 'Messages', ...account }),
  object('conversation', '/conversation/:id', { title: 'Messages', ...account }),
  page('notifications', '/notifications', { title: 'Notifications', ...account }),
  notServed('unauth-profile', '/unauth-profile', { pageKind: 'unauth-profile' }),

  // Creation
  page('pin-builder', '/pin-builder', { title: 'Create Pin' }),
  redirect('pin-editor', '/pin-editor', '/pin-builder/'),
  redirect('pin-creation-tool', '/pin-creation-tool', '/pin-builder/'),
  page('idea-pin-builder', '/idea-pin-builder', { title: 'Create an idea Pin' }),
  // Saving from other sites (issue 17): the window the bookmarklet and extension open, and the
  // page that offers them.
  page('save', '/save', { title: 'Save to Tack', noindex: true, bare: true }),
  page('save-from-browser', '/save-from-browser', { title: 'Save from your browser' }),
  redirect('story-pin-builder', '/story-pin-builder', '/idea-pin-builder/'),
  notServed('idea-ads-tool', '/idea-ads-tool'),
  notServed('tv-studio', '/tv/studio'),

  // Advertisers
  page('advertiser-quick-promote', '/advertiser/quick-promote', { title: 'Promote a Pin', noindex: true }),
  notServed('advertiser-ads-edit', '/advertiser/:id/ads/edit'),
  notServed('advertiser-ads-edit-draft', '/advertiser/:id/ads/edit_draft'),
  notServed('advertiser-ads-duplicate', '/advertiser/:id/ads/duplicate'),
  notServed('advertiser-ads-bulk-edit', '/advertiser/:id/ads/bulk_edit'),

  // Business
  page('business-convert', '/business/convert', { title: 'Get a business account', noindex: true }),
  page('business-hub', '/business/hub', { title: 'Business hub', noindex: true }),
  page('business-invite', '/business/invite', { title: 'Business invite', noindex: true }),
  object('business-access', '/business/business-access/:id', { title: 'Business access', noindex: true }),
  object('business-access-dashboard', '/business/business-access/:id/dashboard', { title: 'Business access', noindex: true }),
  object('business-access-people', '/business/business-access/:id/people', { title: 'People', noindex: true }),
  object('business-access-security', '/business/business-access/:id/security', { title: 'Security', noindex: true }),
  notServed('business-access-asset-groups', '/business/business-access/:id/asset-groups'),
  notServed('business-access-catalogs', '/business/business-access/:id/catalogs'),
  notServed('business-access-shared-tags', '/business/business-access/:id/shared-tags'),
  notServed('business-access-brand-safety', '/business/business-access/:id/brand-safety'),
  notServed('business-access-audiences', '/business/business-access/:id/audiences'),
  notServed('business-access-invoices', '/business/business-access/:id/invoice-management'),
  notServed('business-access-cee-migration', '/business/business-access/:id/ad-accounts/cee-migration'),
  redirect('business-manager', '/business-manager/:id', '/business/business-access/:id/'),
  redirect('business-manager-dashboard', '/business-manager/:id/dashboard', '/business/business-access/:id/dashboard/'),
  redirect('business-manager-security', '/business-manager/:id/security', '/business/business-access/:id/security/'),
  notServed('business-manager-asset-groups', '/business-manager/:id/asset-groups'),
  notServed('business-manager-catalogs', '/business-manager/:id/catalogs'),
  notServed('business-manager-shared-tags', '/business-manager/:id/shared-tags'),
  notServed('business-manager-brand-safety', '/business-manager/:id/brand-safety'),
  notServed('business-manager-audiences', '/business-manager/:id/audiences'),
  notServed('business-manager-invoices', '/business-manager/:id/invoice-management'),
  notServed('business-manager-cee-migration', '/business-manager/:id/ad-accounts/cee-migration'),
  notServed('business-hierarchy', '/business/business-hierarchy/:id'),
  notServed('business-hierarchy-dashboard', '/business/business-hierarchy/:id/dashboard'),
  notServed('business-hierarchy-hierarchy', '/business/business-hierarchy/:id/hierarchy'),
  notServed('business-hierarchy-security', '/business/business-hierarchy/:id/business_security'),
  notServed('business-hierarchy-managers', '/business/business-hierarchy/:id/managers'),
  notServed('business-catalogs', '/business/catalogs/:id'),
  notServed('business-commerce-integrations', '/business/commerce-integrations'),

  // Outbound links (the server checks the link, then 302s or warns) and Tack's own pages
  server('offsite', '/offsite', { noindex: true }),
  page('policy-spam', '/policy/spam', { title: 'Spam policy' }),
  page('admin-experiences', '/admin/experiences', { title: 'Messages', ...ops }),
  page('admin-experience-new', '/admin/experiences/new', { title: 'Messages', ...ops }),
  page('admin-experience', '/admin/experiences/:id', { title: 'Messages', ...ops }),
  page('admin-outbox', '/admin/outbox', { title: 'Outbox', ...ops }),
  page('admin-reports', '/admin/reports', { title: 'Reports', ...ops }),
  page('admin-verification', '/admin/verification', { title: 'Verification', ...ops }),
  page('admin-links', '/admin/links', { title: 'Links', ...ops }),
] as const satisfies readonly RouteRow[];

export { HOME_REFRESH_PLACEMENTS, HOME_ROWS } from './home-rows.ts';

export type Route = (typeof ROUTES)[number];
export type RouteId = Route['id'];
/** Rows the web app renders. */
export type PageRouteId = Extract<Route, { serve: 'page' }>['id'];
/** Rows whose status depends on the object the path names (the server resolves each). */
export type ObjectRouteId = Extract<Route, { status: 'object' }>['id'];
/** Redirects decided per request (the server and the web app each say where). */
export type RequestRedirectId = Extract<Route, { serve: 'redirect'; to: null }>['id'];
