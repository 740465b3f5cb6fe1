import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { api, PASSWORD, signUp } from './helpers.ts';
import { axeViolations, messageOverlaps, sidewaysScroll, smallTapTargets } from './walk-checks.ts';

// Issue 21, "Done when": every page of the route table, on a 390x844 touch phone and at
// 1440x900, signed out and signed in, on the server that has the demo's messages (as a first
// visit after `npm start` does): no sideways scroll, no control under 44x44 px on touch, no
// message over a heading or another message, no serious axe-core finding, and a screenshot of
// each in e2e/artifacts/walk/.

test.use({ baseURL: process.env.MESSAGES_BASE_URL });

const SIZES = {
  desktop: { viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
} as const;

type Fixture = {
  owner: string;
  pin: string;
  ownPin: string;
  board: string;
  section: string;
  interest: string;
};
let fixture: Fixture;

/** A person with a board, a section and a pin in it, and a demo pin and interest to visit. */
test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.MESSAGES_BASE_URL });
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
  fixture = {
    owner: username,
    pin: demo.id,
    ownPin: own.id,
    board: board.url,
    section: section.url,
    interest: interest.url,
  };
  await context.close();
});

/** The route table's pages (messaging-consent-routes.md §2.1) that Tack serves. */
function routes(f: Fixture, signedIn: boolean): Record<string, string> {
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
    'not-found': '/this/page/is/not/here/',
    ...(signedIn && {
      'pin-edit': `/pin/${f.ownPin}/edit/`,
      'pin-builder': '/pin-builder/',
      'tune-feed': '/edit',
      'business-convert': '/business/convert',
    }),
  };
}

/** Loaded: the app has rendered, its requests are done, and late messages had time to show. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('main')).not.toBeEmpty();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(800);
}

const ROUTE_NAMES = Object.keys(
  routes({ owner: '', pin: '', ownPin: '', board: '', section: '', interest: '' }, true),
);

for (const [size, device] of Object.entries(SIZES)) {
  for (const signedIn of [false, true]) {
    const who = signedIn ? 'signed-in' : 'signed-out';
    test.describe(`${size}, ${who}`, () => {
      test.use(device);
      for (const name of ROUTE_NAMES) {
        test(name, async ({ page }) => {
          const path = routes(fixture, signedIn)[name];
          test.skip(!path, 'a page for people who are signed in');
          if (signedIn)
            await api(page, 'UserSessionResource', 'create', {
              email: `${fixture.owner}@example.com`,
              password: PASSWORD,
            });
          await page.goto(path!);
          await settle(page);
          fs.mkdirSync('e2e/artifacts/walk', { recursive: true });
          await page.screenshot({ path: `e2e/artifacts/walk/${size}-${who}-${name}.png` });
          const problems = [
            ...(await sidewaysScroll(page, device.viewport.width)),
            ...(device.hasTouch ? await smallTapTargets(page) : []),
            ...(await messageOverlaps(page)),
            ...(await axeViolations(page)),
          ];
          expect(problems, `${path}:\n${problems.join('\n')}`).toEqual([]);
        });
      }
    });
  }
}
