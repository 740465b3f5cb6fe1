// Issue 14, "The route table": every row of the route table (@tack/contract/routes) answered by
// the server, on both engines: a page that renders is 200 with its title; an unknown path, a
// row that is not served, and an unknown or hidden pin, board, section, user or topic are 404
// with the not-found page; a redirect moves where it says. Each row has its case below (the
// compiler wants one per row), and each case is checked to exercise its own row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoute, ROUTES, type RouteId } from '@tack/contract/routes';
import { createTestApp, describeEngines, type TestApp } from '../../../test/engines.ts';
import { testClient, type TestClient } from '../../../test/client.ts';
import { fakeWebDist } from '../../../test/web-dist.ts';
import { ok, people, pinBy, type Person } from '../notifications/people.testing.ts';

const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const MISSING = '1234567890123456789';

interface Fixture {
  pin: string;
  secretPin: string;
  board: string;
  secretBoard: string;
  section: string;
  interest: string;
  conversation: string;
  /** Rowan's user id (their own business access pages) and Sam's (someone else's). */
  owner: string;
  other: string;
}
type Who = 'owner' | 'visitor';
type Check =
  | { status: 200; title?: RegExp }
  | { status: 301 | 302 | 303; location: string | RegExp }
  | { status: 400 | 404 };
interface Case {
  path: (f: Fixture) => string;
  who?: Who;
  expect: Check;
  /** Paths of the same row naming nothing, or something hidden from `who`: each a 404. */
  missing?: (f: Fixture) => string[];
}

const page = (path: Case['path'], title?: RegExp, more: Partial<Case> = {}): Case => ({
  path,
  expect: { status: 200, title },
  ...more,
});
const gone = (path: string): Case => ({ path: () => path, expect: { status: 404 } });
const moved = (path: string, location: string, status: 301 | 302 = 301): Case => ({
  path: () => path,
  expect: { status, location },
});
const signedIn = (c: Case): Case => ({ ...c, who: 'owner' });

const BIZ = '/business/business-access/123';
const MGR = '/business-manager/123';

const CASES: Record<RouteId, Case> = {
  home: page(() => '/', /^Tack$/),
  homefeed: page(() => '/homefeed/', /^Tack$/),
  pin: page((f) => `/pin/${f.pin}/`, /^Rowan's tulips \| Tack$/, {
    missing: (f) => ['/pin/abc/', `/pin/${MISSING}/`, `/pin/${f.secretPin}/`],
  }),
  'pin-comments': page((f) => `/pin/${f.pin}/comments/`, /tulips/, {
    missing: (f) => [`/pin/${MISSING}/comments/`, `/pin/${f.secretPin}/comments/`],
  }),
  'pin-edit': page((f) => `/pin/${f.pin}/edit/`, /Edit Pin/, {
    missing: (f) => [`/pin/${f.secretPin}/edit/`],
  }),
  'pin-repin': page((f) => `/pin/${f.pin}/repin/`, /Save Pin/, {
    missing: (f) => [`/pin/${f.secretPin}/repin/`],
  }),
  'pin-repin-x': page((f) => `/pin/${f.pin}/repin/x/`, /Save Pin/),
  'pin-analytics': signedIn(
    page((f) => `/pin/${f.pin}/analytics/`, /Pin stats/, {
      missing: () => [`/pin/${MISSING}/analytics/`],
    }),
  ),
  'pin-visual-search': gone('/pin/1/visual-search/'),
  'pin-visual-search-products': gone('/pin/1/visual-search/products/'),
  'pin-sent': gone('/pin/1/sent/'),
  'pin-feedback': gone('/pin/1/feedback/'),
  'pin-create': moved('/pin/create/?url=https%3A%2F%2Fa.example', '/pin-builder/?url=https%3A%2F%2Fa.example'),
  'pin-redirect': {
    path: (f) => `/pin_redirect/?pin_id=${f.pin}`,
    expect: { status: 302, location: /^\/pin\/\d+\/$/ },
    missing: (f) => [`/pin_redirect/?pin_id=${f.secretPin}`, '/pin_redirect/', '/pin_redirect/?pin_id=x'],
  },
  board: page(() => '/rowan/garden/', /^Garden \| Tack$/, {
    missing: () => ['/rowan/stash/', '/rowan/nope/', '/rowan/_x/', '/nobody/garden/'],
  }),
  section: page(() => '/rowan/garden/beds/', /^Beds in Garden \| Tack$/, {
    missing: () => ['/rowan/garden/nope/', '/rowan/stash/beds/', '/pin/123/anything/'],
  }),
  'board-edit': page((f) => `/board/${f.board}/edit/`, /Edit board/, {
    missing: (f) => [`/board/${f.secretBoard}/edit/`, `/board/${MISSING}/edit/`, '/board/x/edit/'],
  }),
  'board-edit-collaborators': page((f) => `/board/${f.board}/edit/collaborators/`, /Collaborators/, {
    missing: (f) => [`/board/${f.secretBoard}/edit/collaborators/`],
  }),
  'board-edit-add-collaborators': page((f) => `/board/${f.board}/edit/add_collaborators/`, /Invite/, {
    missing: () => [`/board/${MISSING}/edit/add_collaborators/`],
  }),
  'section-edit': page((f) => `/boardsection/${f.section}/edit/`, /Edit section/, {
    missing: () => [`/boardsection/${MISSING}/edit/`, '/boardsection/x/edit/'],
  }),
  profile: page(() => '/rowan/', /\(@rowan\) \| Tack$/, { missing: () => ['/nobody/', '/pin/', '/_x/'] }),
  'profile-created': page(() => '/rowan/_created/', /@rowan/, { missing: () => ['/nobody/_created/'] }),
  'profile-saved': page(() => '/rowan/_saved', /@rowan/, { missing: () => ['/nobody/_saved'] }),
  me: moved('/me/', '/login?next=%2Fme%2F', 302),
  ideas: page(() => '/ideas/', /^Ideas \| Tack$/),
  interest: page((f) => `/ideas/baking/${f.interest}/`, /^Baking \| Tack$/, {
    missing: () => [`/ideas/baking/${MISSING}/`, '/ideas/baking/abc/'],
  }),
  topics: page(() => '/topics/', /^Topics \| Tack$/),
  videos: page(() => '/videos/', /^Videos \| Tack$/),
  'videos-category': page((f) => `/videos/baking/${f.interest}/`, /^Baking videos \| Tack$/, {
    missing: () => [`/videos/baking/${MISSING}/`],
  }),
  shopping: page(() => '/shopping/', /^Shopping \| Tack$/),
  'shopping-spotlight': page(() => '/shopping/baking/', /^Shop Baking \| Tack$/, {
    missing: () => ['/shopping/nope/'],
  }),
  'shopping-category': page((f) => `/shopping/baking/${f.interest}/`, /^Shop Baking \| Tack$/, {
    missing: () => [`/shopping/baking/${MISSING}/`],
  }),
  today: page(() => '/today/', /^Today \| Tack$/),
  'today-article': page(() => '/today/article/', /^Today \| Tack$/),
  'today-story': page((f) => `/today/article/${f.interest}/`, /^Today: Baking \| Tack$/, {
    missing: () => [`/today/article/${MISSING}/`],
  }),
  'today-best': page(() => '/today/best/', /Best of the week/),
  'today-trending': page(() => '/today/trending/', /Trending/),
  'today-popular': page(() => '/today/popular/', /Popular/),
  'today-shop': page(() => '/today/shop/', /Shop today/),
  'discover-article': gone('/discover/article/a-story/1/'),
  'tune-feed': page(() => '/edit', /Tune your home feed/),
  search: moved('/search?q=tulips', '/search/pins/?q=tulips'),
  'search-pins': page(() => '/search/pins/?q=tulips', /^Search \| Tack$/),
  'search-boards': page(() => '/search/boards/?q=tulips', /^Search \| Tack$/),
  'search-users': page(() => '/search/users/?q=r', /^Search \| Tack$/),
  login: page(() => '/login', /^Log in \| Tack$/),
  signup: page(() => '/signup', /^Sign up \| Tack$/),
  'signup-welcome': page(() => '/signup/welcome/', /Welcome/),
  'signup-sso-business': gone('/signup/sso-business-account/'),
  'password-reset': page(() => '/password/reset/', /Reset your password/),
  'password-reset-link': page(() => '/pw/rowan/?token=x', /Choose a new password/),
  'secure-panic': page(() => '/secure/panic/', /Secure your account/),
  'email-subscription': page(() => '/email/subscription/', /Email settings/),
  'email-verified': page(() => '/email/verified/', /Email confirmed/),
  // The server's own routes: a link without its token goes to the page that says so.
  'email-verify': { path: () => '/email/verify', expect: { status: 303, location: /^\/email_verification_error\// } },
  'email-confirm': { path: () => '/email/confirm', expect: { status: 303, location: /^\/email_verification_error\// } },
  'email-user-survey': gone('/email/user_survey/'),
  'email-verification-error': page(() => '/email_verification_error/?reason=expired', /didn't work/),
  'account-deleted': page(() => '/account/deleted/', /deleted/),
  'account-deactivated': page(() => '/account/deactivated/', /deactivated/),
  settings: page(() => '/settings', /^Settings \| Tack$/),
  'settings-section': page(() => '/settings/apps', /^Settings \| Tack$/, {
    missing: () => ['/settings/nope/'],
  }),
  // The consent page checks the app and its request itself (its call answers 400 for a bad one).
  oauth: page(() => '/oauth/?client_id=x', /Allow access/),
  'app-factory-oauth': gone('/app-factory-oauth/'),
  'age-appeal': gone('/age-appeal/'),
  'appealed-pin': gone('/appealed-pin/'),
  'reports-and-violations': gone('/reports-and-violations/'),
  conversations: page(() => '/conversations/', /Messages/),
  conversation: signedIn(
    page((f) => `/conversation/${f.conversation}/`, /Messages/, {
      missing: () => [`/conversation/${MISSING}/`],
    }),
  ),
  notifications: page(() => '/notifications/', /Notifications/),
  'unauth-profile': gone('/unauth-profile/'),
  'pin-builder': page(() => '/pin-builder/', /Create Pin/),
  'pin-editor': moved('/pin-editor/', '/pin-builder/'),
  'pin-creation-tool': moved('/pin-creation-tool', '/pin-builder/'),
  'idea-pin-builder': page(() => '/idea-pin-builder/', /Create an idea Pin/),
  'story-pin-builder': moved('/story-pin-builder/?draft=12', '/idea-pin-builder/?draft=12'),
  save: page(() => '/save/', /Save to Tack/),
  'save-from-browser': page(() => '/save-from-browser/', /Save from your browser/),
  'idea-ads-tool': gone('/idea-ads-tool/'),
  'tv-studio': gone('/tv/studio/'),
  // Advertisers and business (issue 14): the pages Tack serves, and honest 404s for the rest.
  'advertiser-quick-promote': page(() => '/advertiser/quick-promote/', /Promote a Pin/),
  'advertiser-ads-edit': gone('/advertiser/123/ads/edit/'),
  'advertiser-ads-edit-draft': gone('/advertiser/123/ads/edit_draft/'),
  'advertiser-ads-duplicate': gone('/advertiser/123/ads/duplicate/'),
  'advertiser-ads-bulk-edit': gone('/advertiser/123/ads/bulk_edit/'),
  'business-convert': page(() => '/business/convert', /Get a business account/),
  'business-hub': page(() => '/business/hub/', /Business hub/),
  'business-invite': page(() => '/business/invite/?code=abc', /Business invite/),
  // A profile's access pages: its own and its managers' (signed out: the log-in step, 200).
  'business-access': signedIn(
    page((f) => `/business/business-access/${f.owner}/`, /Business access/, {
      missing: (f) => [`/business/business-access/${f.other}/`, `${BIZ}/`],
    }),
  ),
  'business-access-dashboard': page(() => `${BIZ}/dashboard/`, /Business access/),
  'business-access-people': signedIn(
    page((f) => `/business/business-access/${f.owner}/people/`, /People/, {
      missing: (f) => [`/business/business-access/${f.other}/people/`],
    }),
  ),
  'business-access-security': signedIn(
    page((f) => `/business/business-access/${f.owner}/security/`, /Security/, {
      missing: (f) => [`/business/business-access/${f.other}/security/`],
    }),
  ),
  'business-access-asset-groups': gone(`${BIZ}/asset-groups/`),
  'business-access-catalogs': gone(`${BIZ}/catalogs/`),
  'business-access-shared-tags': gone(`${BIZ}/shared-tags/`),
  'business-access-brand-safety': gone(`${BIZ}/brand-safety/`),
  'business-access-audiences': gone(`${BIZ}/audiences/`),
  'business-access-invoices': gone(`${BIZ}/invoice-management/`),
  'business-access-cee-migration': gone(`${BIZ}/ad-accounts/cee-migration/`),
  'business-manager': moved(`${MGR}/`, `${BIZ}/`),
  'business-manager-dashboard': moved(`${MGR}/dashboard/`, `${BIZ}/dashboard/`),
  'business-manager-security': moved(`${MGR}/security/`, `${BIZ}/security/`),
  'business-manager-asset-groups': gone(`${MGR}/asset-groups/`),
  'business-manager-catalogs': gone(`${MGR}/catalogs/`),
  'business-manager-shared-tags': gone(`${MGR}/shared-tags/`),
  'business-manager-brand-safety': gone(`${MGR}/brand-safety/`),
  'business-manager-audiences': gone(`${MGR}/audiences/`),
  'business-manager-invoices': gone(`${MGR}/invoice-management/`),
  'business-manager-cee-migration': gone(`${MGR}/ad-accounts/cee-migration/`),
  'business-hierarchy': gone('/business/business-hierarchy/123/'),
  'business-hierarchy-dashboard': gone('/business/business-hierarchy/123/dashboard/'),
  'business-hierarchy-hierarchy': gone('/business/business-hierarchy/123/hierarchy/'),
  'business-hierarchy-security': gone('/business/business-hierarchy/123/business_security/'),
  'business-hierarchy-managers': gone('/business/business-hierarchy/123/managers/'),
  'business-catalogs': gone('/business/catalogs/123/'),
  'business-commerce-integrations': gone('/business/commerce-integrations/'),
  // The server's own page: without a link to check it refuses, in its own words.
  offsite: { path: () => '/offsite/', expect: { status: 400 } },
  'policy-spam': page(() => '/policy/spam/', /Spam policy/),
  'admin-experiences': page(() => '/admin/experiences', /Messages/),
  'admin-experience-new': page(() => '/admin/experiences/new', /Messages/),
  'admin-experience': page(() => '/admin/experiences/123', /Messages/),
  'admin-outbox': page(() => '/admin/outbox/', /Outbox/),
  'admin-reports': page(() => '/admin/reports/', /Reports/),
  'admin-verification': page(() => '/admin/verification', /Verification/),
  'admin-links': page(() => '/admin/links', /Links/),
}; // prettier-ignore

const titleOf = (html: string) =>
  (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

describeEngines('the route table: status and page of every row', (engine) => {
  const web = fakeWebDist();
  let t: TestApp;
  let p: Record<string, Person>;
  let f: Fixture;
  let visitor: TestClient;
  const clientOf = (who: Who = 'visitor') => (who === 'owner' ? p.rowan!.c : visitor);

  beforeAll(async () => {
    t = await createTestApp(engine, { WEB_DIST: web.dir });
    visitor = testClient(t.app);
    p = await people(t, ['rowan', 'sam']);
    await ok(p.rowan!.c.resource('BoardResource', 'update', { board_id: p.rowan!.board, name: 'Garden' }));
    const stash = await ok(p.rowan!.c.resource('BoardResource', 'create', { name: 'Stash' }));
    await ok(p.rowan!.c.resource('BoardResource', 'update', { board_id: stash.id, privacy: 'secret' }));
    const section = await ok(
      p.rowan!.c.resource('BoardSectionResource', 'create', { board_id: p.rowan!.board, title: 'Beds' }),
    );
    const pin = await pinBy(p.rowan!, "Rowan's tulips");
    const secretPin = await pinBy(p.rowan!, 'Hidden bulbs', stash.id);
    const interest = '1700000000000000001';
    await t.db.db
      .insertInto('interests')
      .values({ id: interest, name: 'Baking', slug: 'baking', created_at: '2025-01-01' })
      .execute();
    await ok(p.sam!.c.resource('UserFollowResource', 'create', { user_id: p.rowan!.id }));
    const sent = await ok(
      p.rowan!.c.resource('PinSendResource', 'create', { pin_id: pin, user_ids: [p.sam!.id] }),
    );
    f = {
      pin,
      secretPin,
      board: p.rowan!.board,
      secretBoard: stash.id,
      section: section.id,
      interest,
      conversation: sent.conversationIds[0],
      owner: p.rowan!.id,
      other: p.sam!.id,
    };
  }); // prettier-ignore
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it.each(ROUTES.map((r) => [r.id, r.serve] as const))('%s (%s)', async (id) => {
    const c = CASES[id];
    const path = c.path(f);
    // The case exercises its own row.
    expect(matchRoute(path.split('?')[0]!)?.route.id, path).toBe(id);
    const res = await clientOf(c.who).get(path, BROWSER);
    expect(res.status, `${path}: ${res.body.slice(0, 200)}`).toBe(c.expect.status);
    if (c.expect.status === 200) {
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
      if (c.expect.title) expect(titleOf(res.body)).toMatch(c.expect.title);
      expect(titleOf(res.body)).not.toMatch(/not found/i);
    } else if ('location' in c.expect) {
      expect(res.headers.location).toMatch(c.expect.location);
    } else if (c.expect.status === 404) {
      // The app with its not-found page: the page's title says so.
      expect(res.body).toContain('<div id="root">');
      expect(titleOf(res.body)).toMatch(/not found \| Tack$/);
    }
    for (const missing of c.missing?.(f) ?? []) {
      const gone = await clientOf(c.who).get(missing, BROWSER);
      expect(gone.status, missing).toBe(404);
      expect(titleOf(gone.body), missing).toMatch(/not found \| Tack$/);
    }
  });

  describe('pages that depend on who asks', () => {
    it('/me/ is your own profile when signed in', async () => {
      const res = await p.rowan!.c.get('/me/', BROWSER);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/rowan/');
      expect(res.headers['cache-control']).toMatch(/no-store/);
    });

    it('/pin_redirect leads to the pin itself', async () => {
      const res = await visitor.get(`/pin_redirect/?pin_id=${f.pin}`, BROWSER);
      expect(res.headers.location).toBe(`/pin/${f.pin}/`);
      // Its owner may follow it to a secret pin.
      const own = await p.rowan!.c.get(`/pin_redirect/?pin_id=${f.secretPin}`, BROWSER);
      expect(own.headers.location).toBe(`/pin/${f.secretPin}/`);
    });

    it('a secret board and its pages are found by their owner, not by anyone else', async () => {
      for (const path of ['/rowan/stash/', `/board/${f.secretBoard}/edit/`, `/pin/${f.secretPin}/`]) {
        expect((await p.rowan!.c.get(path, BROWSER)).status, path).toBe(200);
        expect((await p.sam!.c.get(path, BROWSER)).status, path).toBe(404);
      }
    });

    it("a pin's stats are 404 for anyone but its pinner", async () => {
      expect((await p.sam!.c.get(`/pin/${f.pin}/analytics/`, BROWSER)).status).toBe(404);
    });
  }); // prettier-ignore

  it.each(['pin_redirect', 'email_verification_error', 'today', 'videos', 'shopping', 'topics', 'business', 'advertiser', 'boardsection'])(
    'no one may sign up, or rename themselves, as "%s": it is a page',
    async (name) => {
      const res = await testClient(t.app).resource('UserRegisterResource', 'create', {
        email: `${name}@example.com`,
        password: 'correct horse battery',
        username: name,
        first_name: 'Test',
      });
      expect(res.status).toBe(409);
      expect(res.json.resource_response.error.message).toBe(
        `"${name}" is the name of a page on Tack, so it can't be a username`,
      );
      const rename = await p.sam!.c.resource('UserProfileResource', 'update', { username: name });
      expect(rename.status).toBe(409);
    },
  ); // prettier-ignore

  it('once answered wrongly, now right (issue 14)', async () => {
    const status = async (path: string) => (await visitor.get(path, BROWSER)).status;
    // Rendering pages that answered 404.
    expect(await status('/business/convert')).toBe(200);
    expect(await status('/admin/verification')).toBe(200);
    // "Not found" pages that answered 200.
    expect(await status('/search')).toBe(301);
    expect(await status('/pin/create/')).toBe(301);
    expect(await status(`/pin/${f.pin}/anything/`)).toBe(404);
    expect(await status('/rowan/garden/no-such-section/')).toBe(404);
    expect(await status('/rowan/_x')).toBe(404);
  });
});
