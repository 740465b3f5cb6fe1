import { expect, type Browser, type Page } from '@playwright/test';
import { api, pathOfLink, PASSWORD, receivedMail, signUp } from './helpers.ts';

// The route table's pages (messaging-consent-routes.md §2.1) that Tack serves, with the data
// that makes each one real: a person with a board, a section and a pin in it, a demo pin and
// an interest. The route walk (walk.spec.ts) and the narrow-phone check (narrow.spec.ts) use it.

export type Fixture = {
  owner: string;
  /** The owner's password reset page, from the link in the reset mail. */
  reset: string;
  /** Email settings from the unsubscribe link of a welcome mail (another person's). */
  subscription: string;
  pin: string;
  ownPin: string;
  board: string;
  section: string;
  /** The owner's board and section by id (their edit pages). */
  boardId: string;
  sectionId: string;
  interest: string;
  /** The owner's conversation with the person who sent them their own pin back. */
  conversation: string;
  /** The owner's user id (their own business access page). */
  ownerId: string;
  /** An app's authorization request (the owner's own app), for the consent page. */
  consent: string;
};

/** Makes the walk's data on the server at `baseURL`, as its owner would through the API. */
export async function makeFixture(browser: Browser, baseURL: string): Promise<Fixture> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const { username } = await signUp(page);
  const board = await api(page, 'BoardResource', 'create', { name: 'Walk board' });
  const section = await api(page, 'BoardSectionResource', 'create', {
    board_id: board.id,
    title: 'Walk section',
  });
  const [demo] = (await api(page, 'SearchPinsResource', 'get', { query: 'garden', page_size: 1 }))
    .items;
  const own = await api(page, 'RepinResource', 'create', {
    pin_id: demo.id,
    board_id: board.id,
    section: section.id,
  });
  const [interest] = (await api(page, 'InterestsResource', 'get', { page_size: 1 })).items;
  // Apps and API (issue 18): a token and an app in settings, and the app's consent page.
  await api(page, 'PersonalTokenResource', 'create', {
    name: 'Walk script',
    scopes: ['pins:read'],
  });
  const app = await api(page, 'ApiAppResource', 'create', {
    name: 'Walk app',
    redirect_uris: ['http://127.0.0.1:9/callback'],
  });
  const consent = `/oauth/?${new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: 'http://127.0.0.1:9/callback',
    response_type: 'code',
    scope: 'boards:read,pins:read,pins:write',
    state: 'walk',
  })}`;
  // The owner has not finished onboarding (its page is walked); someone else has, for the
  // welcome mail's unsubscribe link.
  await api(page, 'PasswordResetRequestResource', 'create', { email: `${username}@example.com` });
  const reset = (await receivedMail(`${username}@example.com`, /Reset your Tack password/))
    .links[0]!;
  await page.context().clearCookies();
  const { username: welcomed } = await signUp(page);
  await api(page, 'OnboardingResource', 'update', { finish: true });
  const welcome = await receivedMail(`${welcomed}@example.com`, /Welcome to Tack/);
  const subscription = welcome.links.find((l) => l.includes('/email/subscription/'))!;
  await context.close();
  // Someone else saves and comments on the owner's pin and follows them: the owner has
  // notifications, and the pin's page has a comment.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signUp(otherPage);
  await api(otherPage, 'RepinResource', 'create', { pin_id: own.id });
  await api(otherPage, 'PinCommentResource', 'create', { pin_id: own.id, text: 'Lovely!' });
  const owner = await api(otherPage, 'UserResource', 'get', { username });
  await api(otherPage, 'UserFollowResource', 'create', { user_id: owner.id });
  // ...and sends it to the owner: the owner has a conversation (issue 13).
  const sent = await api(otherPage, 'PinSendResource', 'create', {
    pin_id: own.id,
    user_ids: [owner.id],
  });
  await other.close();
  return {
    reset: pathOfLink(reset),
    subscription: pathOfLink(subscription),
    owner: username,
    pin: demo.id,
    ownPin: own.id,
    board: board.url,
    section: section.url,
    boardId: board.id,
    sectionId: section.id,
    interest: interest.url,
    conversation: sent.conversationIds[0],
    ownerId: owner.id,
    consent,
  };
}

/** Every served route, by a short name; some only for people who are signed in. */
export function routes(f: Fixture, signedIn: boolean): Record<string, string> {
  return {
    home: '/',
    homefeed: '/homefeed/',
    login: '/login',
    signup: '/signup',
    pin: `/pin/${f.pin}/`,
    'pin-repin': `/pin/${f.pin}/repin/`,
    'pin-not-found': '/pin/abc/',
    'pin-comments': `/pin/${f.ownPin}/comments`,
    'search-pins': '/search/pins/?q=garden',
    'search-boards': '/search/boards/?q=garden',
    'search-users': '/search/users/?q=a',
    ideas: '/ideas/',
    interest: f.interest,
    profile: `/${f.owner}/`,
    'profile-saved': `/${f.owner}/_saved`,
    'profile-created': `/${f.owner}/_created`,
    board: f.board,
    section: f.section,
    admin: '/admin/experiences',
    'admin-outbox': '/admin/outbox/',
    'admin-reports': '/admin/reports/',
    'admin-verification': '/admin/verification',
    'admin-links': '/admin/links',
    // Where the blocked-link warning's Learn more leads (issue 12).
    'policy-spam': '/policy/spam/',
    'password-reset': '/password/reset/',
    'password-reset-link': f.reset,
    'password-reset-bad-link': `/pw/${f.owner}/?token=not.a.token`,
    'secure-panic': '/secure/panic/',
    'email-verified': '/email/verified/',
    'email-verification-error': '/email_verification_error/?reason=expired',
    'email-subscription': f.subscription,
    'not-found': '/this/page/is/not/here/',
    'account-deleted': '/account/deleted/',
    'account-deactivated': '/account/deactivated/',
    // Signed out too: a visitor's cookie choices live in their browser (issue 13).
    'settings-cookies': '/settings/cookies',
    // The route table's discovery pages (issue 14): from the demo's activity of the last days.
    today: '/today/',
    'today-article': '/today/article/',
    'today-story': `/today/article/${interestId(f)}/`,
    'today-trending': '/today/trending/',
    'today-best': '/today/best/',
    'today-popular': '/today/popular/',
    'today-shop': '/today/shop/',
    topics: '/topics/',
    videos: '/videos/',
    'videos-category': f.interest.replace(/^\/ideas\//, '/videos/'),
    shopping: '/shopping/',
    'shopping-category': f.interest.replace(/^\/ideas\//, '/shopping/'),
    'shopping-spotlight': f.interest.replace(/^\/ideas\/([^/]+)\/.*$/, '/shopping/$1/'),
    // Redirects, followed to where they lead.
    me: '/me/',
    'pin-redirect': `/pin_redirect/?pin_id=${f.pin}`,
    search: '/search?q=garden',
    // Saving from other sites (issue 17): the page offering the button, and the save window
    // opened with nothing to save.
    'save-from-browser': '/save-from-browser/',
    save: '/save/',
    ...(signedIn && {
      'settings-privacy': '/settings/privacy',
      'settings-leave': '/settings/leave',
      'pin-edit': `/pin/${f.ownPin}/edit/`,
      'board-edit': `/board/${f.boardId}/edit/`,
      'board-edit-collaborators': `/board/${f.boardId}/edit/collaborators/`,
      'board-edit-add-collaborators': `/board/${f.boardId}/edit/add_collaborators/`,
      'section-edit': `/boardsection/${f.sectionId}/edit/`,
      'pin-create': '/pin/create/',
      // The owner's saved copy: its saves count toward the original, so that stat is a dash.
      'pin-analytics': `/pin/${f.ownPin}/analytics`,
      'pin-builder': '/pin-builder/',
      'idea-pin-builder': '/idea-pin-builder/',
      'tune-feed': '/edit',
      'business-convert': '/business/convert',
      onboarding: '/signup/welcome/',
      settings: '/settings',
      'settings-profile': '/settings/profile',
      'settings-account': '/settings/account',
      'settings-security': '/settings/security',
      'settings-notifications': '/settings/notifications',
      'settings-verification': '/settings/verification',
      'settings-apps': '/settings/apps',
      'oauth-consent': f.consent,
      'settings-import': '/settings/import',
      notifications: '/notifications/',
      conversations: '/conversations/',
      conversation: `/conversation/${f.conversation}/`,
      // Business access and advertisers (issue 14).
      'business-hub': '/business/hub',
      'business-access': `/business/business-access/${f.ownerId}/`,
      'business-access-people': `/business/business-access/${f.ownerId}/people`,
      'business-access-security': `/business/business-access/${f.ownerId}/security`,
      'business-invite-bad': '/business/invite/?code=abcdefghijklmnopqrstuvwxyz',
      'quick-promote': '/advertiser/quick-promote',
    }),
  };
}

/** An interest's id, from its page's path (`/ideas/{slug}/{id}/`). */
const interestId = (f: Fixture) => f.interest.split('/').filter(Boolean)[2] ?? '';

/** The walk's pages that are 404 on purpose: the server says so, and the page shows it. */
export const NOT_FOUND_ROUTES: ReadonlySet<string> = new Set(['pin-not-found', 'not-found']);

/** The route names a walk visits, signed in or out (tests are made before the data exists). */
export const routeNames = (signedIn: boolean): string[] =>
  Object.keys(
    routes(
      {
        owner: '',
        reset: '',
        subscription: '',
        pin: '',
        ownPin: '',
        board: '',
        section: '',
        boardId: '',
        sectionId: '',
        interest: '',
        conversation: '',
        ownerId: '',
        consent: '',
      },
      signedIn,
    ),
  );

/** Logs the page's context in as the fixture's owner. */
export async function logInAsOwner(page: Page, f: Fixture) {
  await api(page, 'UserSessionResource', 'create', {
    email: `${f.owner}@example.com`,
    password: PASSWORD,
  });
}

/** Loaded: the app has rendered, its requests are done, and late messages had time to show. */
export async function settle(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('main')).not.toBeEmpty();
  // Every page has its h1 once its data has come ("Loading…" has none): on a busy machine the
  // wait below was not always enough for a conversation's (axe then found no h1, in CI).
  await expect(page.locator('h1').first()).toBeAttached();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(800);
}
