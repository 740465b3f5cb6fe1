import { expect, test } from '@playwright/test';
import { logInAsOwner, makeFixture, routes, settle, type Fixture } from './route-table.ts';
import { sidewaysScroll } from './walk-checks.ts';

// Issue 21: no sideways scroll on any page from 320 px up (the walk checks 390 and 1440).

test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

let fixture: Fixture;
test.beforeAll(async ({ browser }) => {
  fixture = await makeFixture(browser, process.env.BASE_URL!);
});

for (const signedIn of [false, true]) {
  test(`every page fits a 320 px phone, ${signedIn ? 'signed in' : 'signed out'}`, async ({
    page,
  }) => {
    // About 95 pages in one test: 2 s each on a quiet machine, 3 s and more on a busy one.
    test.setTimeout(360_000);
    if (signedIn) await logInAsOwner(page, fixture);
    const problems: string[] = [];
    for (const [name, path] of Object.entries(routes(fixture, signedIn))) {
      await page.goto(path);
      await settle(page);
      problems.push(...(await sidewaysScroll(page, 320)).map((p) => `${name} (${path}): ${p}`));
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
