import { describe, expect, it } from 'vitest';
import type { Targeting } from '@tack/contract';
import { DEMO_MESSAGES } from './messages.ts';
import { matchesTargeting, type ViewerFacts } from './../modules/experiences/targeting.ts';

const facts = (pageType: string, signedIn = true): ViewerFacts => ({
  key: 'v:test',
  signedIn,
  accountAgeDays: signedIn ? 1 : null,
  country: 'US',
  locale: 'en-US',
  pageType,
  boardCount: 1,
  partner: false,
  employee: false,
  advertiserId: null,
});

/** The page types (of the web app's pageTypeOf) where a demo message may show. */
function pagesOf(name: string): string[] {
  const m = DEMO_MESSAGES.find((d) => d.name === name)!;
  return ['home', 'search', 'pin', 'board', 'profile', 'other'].filter((p) =>
    [true, false].some((signedIn) =>
      matchesTargeting((m.targeting ?? {}) as Targeting, facts(p, signedIn), m.experience_id),
    ),
  );
}

// Issue 21: the demo's messages where they make sense. A page that was not found is typed by
// its path, so `/someone/nothing/` is a "board" page and `/nobody/` a "profile" page.
describe('demo messages are targeted to sensible pages', () => {
  it('the keyboard tip about the search box shows on search pages only', () => {
    expect(pagesOf('Keyboard tip toast')).toEqual(['search']);
  });

  it('the search hint shows on home, not over a pin page or a board', () => {
    expect(pagesOf('Search hint')).toEqual(['home']);
  });

  it('the Explore popover is not on search pages, over the search tips banner', () => {
    expect(pagesOf('Explore popover')).not.toContain('search');
    expect(pagesOf('Search info callout')).toEqual(['search']);
  });
});
