import { describe, expect, it } from 'vitest';
import { PLACEMENTS } from '../constants.ts';
import { RESERVED_USERNAMES } from '../user.ts';
import {
  fillPath,
  HOME_REFRESH_PLACEMENTS,
  landingPageType,
  matchRoute,
  navigationEntry,
  pageKindOf,
  routeScore,
  ROUTES,
  targetingPageType,
  type LandingPageType,
  type PageKind,
  type RouteId,
} from './index.ts';

/** A value for each `:param` name the table uses. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '123',
  username: 'someone',
  board: 'garden',
  section: 'beds',
  slug: 'garden',
  category: 'garden',
  '*': 'some/story',
};

describe('the route table', () => {
  it('names each row once, and no two rows have one path', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path.toLowerCase())).size).toBe(ROUTES.length);
  });

  it.each(ROUTES.map((r) => [r.id, r] as const))('%s: its own path leads to it', (id, row) => {
    const path = fillPath(row.path, SAMPLE_PARAMS);
    expect(matchRoute(path)?.route.id).toBe(id);
    // Without the trailing slash, and in capitals, too (React Router ignores both).
    expect(matchRoute(path.replace(/\/$/, '') || '/')?.route.id).toBe(id);
    expect(matchRoute(path.toUpperCase())?.route.id).toBe(id);
  });

  it('ranks like React Router: static beats :param beats a splat', () => {
    expect(routeScore('/pin/create')).toBeGreaterThan(routeScore('/pin/:id'));
    expect(routeScore('/shopping/:slug')).toBeGreaterThan(routeScore('/:username/:board'));
    expect(routeScore('/:username/_saved')).toBeGreaterThan(routeScore('/:username/:board'));
    expect(routeScore('/discover/article/*')).toBeGreaterThan(
      routeScore('/:username/:board/:section'),
    );
  });

  it('serves no other path shape: nothing matches, or only a profile-style row of a reserved name', () => {
    for (const path of [
      '/pin/123/anything/',
      '/pin/123/edit/more/',
      '/someone/garden/beds/extra/',
      '/search/people/',
      '/today/tomorrow/',
      '/settings/profile/more/',
      '/business/business-access/1/nothing/',
    ]) {
      const match = matchRoute(path);
      // `/pin/123/anything` has the shape of a section; no user can be called "pin" (the server
      // answers 404 for a user that does not exist, as the app shows "not found").
      if (match) expect(RESERVED_USERNAMES.has(match.params.username ?? ''), path).toBe(true);
    }
    expect(matchRoute('/someone/garden/beds/extra/')).toBeNull();
  });

  it('decodes each segment once; a bad escape matches nothing', () => {
    expect(matchRoute('/caf%C3%A9/')?.params).toEqual({ username: 'café' });
    expect(matchRoute('/a%2Fb/c/')?.params).toEqual({ username: 'a/b', board: 'c' });
    expect(matchRoute('/%E0%A4%A/')).toBeNull();
  });

  it('fills a path pattern, escaping each value', () => {
    expect(fillPath('/pin/:id/comments', { id: '9' })).toBe('/pin/9/comments/');
    expect(fillPath('/:username', { username: 'a b' })).toBe('/a%20b/');
    expect(fillPath('/', {})).toBe('/');
  });

  it('declares placements 11, 1000541 and 1000503 as refreshing on "/" only (§2.2)', () => {
    expect(HOME_REFRESH_PLACEMENTS).toEqual([11, 1000541, 1000503]);
    expect(HOME_REFRESH_PLACEMENTS).toEqual([
      PLACEMENTS.homeTop,
      PLACEMENTS.homeCallout,
      PLACEMENTS.homeModal,
    ]);
    const refreshing = ROUTES.filter((r) => 'refreshes' in r && r.refreshes?.length);
    expect(refreshing.map((r) => r.path)).toEqual(['/']);
    expect(matchRoute('/homefeed/')?.route).not.toHaveProperty('refreshes');
  });
});

/**
 * §2.2 landing page types and PC §2 page kinds by example, as the specs describe the pages;
 * every row of the table is covered by at least one example (checked below).
 */
const EXAMPLES: [path: string, landing: LandingPageType, kind: PageKind][] = [
  ['/', 'home', 'home'],
  ['/homefeed/', 'home', 'home'],
  ['/pin/123/', 'closeup', 'pin'],
  ['/pin/123/comments/', 'closeup', 'pin'],
  ['/pin/123/edit/', '', 'pin'],
  ['/pin/123/repin/', '', 'pin'],
  ['/pin/123/repin/x/', '', 'pin'],
  ['/pin/123/analytics/', '', 'pin'],
  ['/pin/123/visual-search/', '', 'pin'],
  ['/pin/123/visual-search/products/', '', 'pin'],
  ['/pin/123/sent/', '', 'pin'],
  ['/pin/123/feedback/', '', 'pin'],
  ['/pin/create/', '', 'other'],
  ['/pin_redirect/?pin_id=123', '', 'pin'],
  ['/someone/garden/', 'board', 'board'],
  ['/someone/garden/beds/', 'section', 'board'],
  ['/board/123/edit/', '', 'other'],
  ['/board/123/edit/collaborators/', '', 'other'],
  ['/board/123/edit/add_collaborators/', '', 'other'],
  ['/boardsection/123/edit/', '', 'other'],
  ['/someone/', 'profile', 'profile'],
  ['/someone/_created/', 'profile', 'profile'],
  ['/someone/_saved', 'profile', 'profile'],
  ['/me/', 'profile', 'profile'],
  ['/ideas/', 'ideas', 'ideas-root'],
  ['/ideas/gardening/123/', 'ideas', 'ideas'],
  ['/topics/', 'topic', 'other'],
  ['/videos/', '', 'videos'],
  ['/videos/gardening/123/', '', 'videos-category'],
  ['/shopping/', '', 'shopping-root'],
  ['/shopping/gardening/', '', 'shopping-spotlight'],
  ['/shopping/gardening/123/', '', 'shopping-category'],
  ['/today', 'today', 'today'],
  ['/today/article/', 'today', 'article'],
  ['/today/article/123/', 'today', 'article'],
  ['/today/best/', 'today', 'today'],
  ['/today/trending/', 'today', 'today'],
  ['/today/popular/', 'today', 'today'],
  ['/today/shop/', 'today', 'today'],
  ['/discover/article/some-story/123/', '', 'article'],
  ['/edit', '', 'other'],
  ['/search', 'search', 'other'],
  ['/search/pins/?q=garden', 'search', 'other'],
  ['/search/boards/', 'search', 'other'],
  ['/search/users/', 'search', 'other'],
  ['/login', '', 'login'],
  ['/signup', '', 'login'],
  ['/signup/welcome/', '', 'other'],
  ['/signup/sso-business-account/', '', 'login'],
  ['/password/reset', '', 'other'],
  ['/pw/someone/', '', 'other'],
  ['/secure/panic', '', 'other'],
  ['/email/subscription', '', 'other'],
  ['/email/verified/', '', 'other'],
  ['/email/verify', '', 'other'],
  ['/email/confirm', '', 'other'],
  ['/email/user_survey', '', 'other'],
  ['/email_verification_error', '', 'other'],
  ['/account/deleted/', '', 'other'],
  ['/account/deactivated/', '', 'other'],
  ['/settings', '', 'other'],
  ['/settings/profile', '', 'other'],
  ['/oauth', '', 'other'],
  ['/app-factory-oauth', '', 'other'],
  ['/age-appeal', '', 'other'],
  ['/appealed-pin/', '', 'other'],
  ['/reports-and-violations/', '', 'other'],
  ['/conversations/', '', 'other'],
  ['/conversation/123/', '', 'other'],
  ['/notifications/', '', 'other'],
  ['/unauth-profile', '', 'unauth-profile'],
  ['/pin-builder', '', 'other'],
  ['/pin-editor', '', 'other'],
  ['/pin-creation-tool', '', 'other'],
  ['/idea-pin-builder', '', 'other'],
  ['/story-pin-builder', '', 'other'],
  ['/save/', '', 'other'],
  ['/save-from-browser/', '', 'other'],
  ['/idea-ads-tool', '', 'other'],
  ['/tv/studio', '', 'other'],
  ['/advertiser/quick-promote', '', 'other'],
  ['/advertiser/123/ads/edit/', '', 'other'],
  ['/advertiser/123/ads/edit_draft/', '', 'other'],
  ['/advertiser/123/ads/duplicate/', '', 'other'],
  ['/advertiser/123/ads/bulk_edit/', '', 'other'],
  ['/business/convert', '', 'other'],
  ['/business/hub', '', 'other'],
  ['/business/invite/', '', 'other'],
  ...[
    '',
    'dashboard/',
    'people/',
    'security/',
    'asset-groups/',
    'catalogs/',
    'shared-tags/',
    'brand-safety/',
    'audiences/',
    'invoice-management/',
    'ad-accounts/cee-migration/',
  ].flatMap((sub): [string, LandingPageType, PageKind][] => [
    [`/business/business-access/123/${sub}`, '', 'other'],
    ...(sub === 'people/'
      ? []
      : [[`/business-manager/123/${sub}`, '', 'other'] as [string, LandingPageType, PageKind]]),
  ]),
  ...['', 'dashboard/', 'hierarchy/', 'business_security/', 'managers/'].map(
    (sub): [string, LandingPageType, PageKind] => [
      `/business/business-hierarchy/123/${sub}`,
      '',
      'other',
    ],
  ),
  ['/business/catalogs/123/', '', 'other'],
  ['/business/commerce-integrations/', '', 'other'],
  ['/offsite/?url=x', '', 'other'],
  ['/policy/spam/', '', 'other'],
  ['/admin/experiences', '', 'other'],
  ['/admin/experiences/new', '', 'other'],
  ['/admin/experiences/123', '', 'other'],
  ['/admin/outbox/', '', 'other'],
  ['/admin/reports/', '', 'other'],
  ['/admin/verification', '', 'other'],
  ['/admin/links', '', 'other'],
  ['/no/such/page/here/', '', 'other'],
];

const path = (p: string) => p.split('?')[0]!;

describe('landing page type (MC §2.2) and logged-out page kind (PC §2)', () => {
  it.each(EXAMPLES)('%s: landing "%s", page kind %s', (p, landing, kind) => {
    expect(landingPageType(path(p), null)).toBe(landing);
    expect(pageKindOf(path(p))).toBe(kind);
  });

  it('every row of the table has an example', () => {
    const covered = new Set(EXAMPLES.map(([p]) => matchRoute(path(p))?.route.id));
    const missing = ROUTES.map((r) => r.id).filter((id: RouteId) => !covered.has(id));
    expect(missing).toEqual([]);
  });

  it("a board or section on the viewer's own profile is own_board or own_section", () => {
    expect(landingPageType('/someone/garden/', 'someone')).toBe('own_board');
    expect(landingPageType('/Someone/garden/beds/', 'someone')).toBe('own_section');
    expect(landingPageType('/someone/garden/', 'other')).toBe('board');
    expect(landingPageType('/someone/', 'someone')).toBe('profile');
  });

  it('gives experiences their targeting page type from the landing type', () => {
    expect(targetingPageType(landingPageType('/', null))).toBe('home');
    expect(targetingPageType(landingPageType('/pin/1/', null))).toBe('pin');
    expect(targetingPageType(landingPageType('/search/pins/', null))).toBe('search');
    expect(targetingPageType(landingPageType('/a/b/', 'a'))).toBe('board');
    expect(targetingPageType(landingPageType('/a/b/c/', null))).toBe('board');
    expect(targetingPageType(landingPageType('/a/_saved', null))).toBe('profile');
    // Not boards or profiles, whatever their shape (pageTypeOf called them so before).
    for (const p of ['/ideas/x/1/', '/ideas/', '/login', '/edit', '/notifications/', '/today/'])
      expect(targetingPageType(landingPageType(p, null)), p).toBe('other');
  });
});

describe('deeplink or click (MC §2.2)', () => {
  it.each([
    [{ action: 'PUSH', key: 'k1', entrySource: 'news_hub' }, 'deeplink'],
    [{ action: 'PUSH', key: 'k1' }, 'click'],
    [{ action: 'PUSH', key: 'k1', entrySource: 'grid' }, 'click'],
    [{ action: 'REPLACE', key: 'k1' }, 'click'],
    [{ action: 'REPLACE', key: 'k1', entrySource: 'news_hub' }, 'click'],
    [{ action: 'POP', key: 'default' }, 'deeplink'],
    [{ action: 'POP', key: undefined }, 'deeplink'],
    [{ action: 'POP', key: '' }, 'deeplink'],
    [{ action: 'POP', key: 'k2' }, null],
  ] as const)('%o is %s', (nav, entry) => {
    expect(navigationEntry(nav)).toBe(entry);
  });
});

describe('reserved names', () => {
  /** Every first segment of MC §2.1's path shapes, as the spec writes them. */
  const SPEC_FIRST_SEGMENTS = [
    'homefeed',
    'pin',
    'pin_redirect',
    'board',
    'boardsection',
    'ideas',
    'videos',
    'shopping',
    'topics',
    'today',
    'discover',
    'login',
    'signup',
    'password',
    'pw',
    'secure',
    'email',
    'email_verification_error',
    'settings',
    'oauth',
    'app-factory-oauth',
    'age-appeal',
    'appealed-pin',
    'reports-and-violations',
    'conversation',
    'notifications',
    'search',
    'unauth-profile',
    'pin-builder',
    'pin-editor',
    'pin-creation-tool',
    'story-pin-builder',
    'idea-pin-builder',
    'idea-ads-tool',
    'tv',
    'advertiser',
    'business',
    'business-manager',
    'offsite',
    'edit',
    'me',
  ];

  it.each(SPEC_FIRST_SEGMENTS)('"%s" is a page, so it cannot be a username', (name) => {
    expect(RESERVED_USERNAMES.has(name)).toBe(true);
  });

  it("every first segment of Tack's own pages is reserved too", () => {
    for (const r of ROUTES) {
      const first = r.path.split('/').filter(Boolean)[0];
      if (first && !first.startsWith(':')) expect(RESERVED_USERNAMES.has(first), first).toBe(true);
    }
  });
});
