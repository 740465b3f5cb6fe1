import { expect, type Browser, type Page } from '@playwright/test';
import { api, PASSWORD, signUp } from './helpers.ts';

// The route table's pages (messaging-consent-routes.md §2.1) that Tack serves, with the data
// that makes each one real: a person with a board, a section and a pin in it, a demo pin and
// an interest. The route walk (walk.spec.ts) and the narrow-phone check (narrow.spec.ts) use it.

export type Fixture = {
  owner: string;
  pin: string;
  ownPin: string;
  board: string;
  section: string;
  interest: string;
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
  await context.close();
  return {
    owner: username,
    pin: demo.id,
    ownPin: own.id,
    board: board.url,
    section: section.url,
    interest: interest.url,
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
    'not-found': '/this/page/is/not/here/',
    'account-deleted': '/account/deleted/',
    'account-deactivated': '/account/deactivated/',
    ...(signedIn && {
      'settings-privacy': '/settings/privacy',
      'settings-leave': '/settings/leave',
      'pin-edit': `/pin/${f.ownPin}/edit/`,
      'pin-builder': '/pin-builder/',
      'tune-feed': '/edit',
      'business-convert': '/business/convert',
      settings: '/settings',
      'settings-profile': '/settings/profile',
      'settings-account': '/settings/account',
      'settings-security': '/settings/security',
    }),
  };
}

/** The route names a walk visits, signed in or out (tests are made before the data exists). */
export const routeNames = (signedIn: boolean): string[] =>
  Object.keys(
    routes({ owner: '', pin: '', ownPin: '', board: '', section: '', interest: '' }, signedIn),
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
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(800);
}
