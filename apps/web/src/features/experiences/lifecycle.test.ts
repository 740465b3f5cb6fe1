import { describe, expect, it } from 'vitest';
import {
  contextEquals,
  createOnceGuard,
  followsNavigation,
  onMountActions,
  pageTypeOf,
  refetchAfter,
  sampled,
  shouldFetch,
  suppressedPath,
  type PlacementSnapshot,
} from './lifecycle.ts';

const mounted: PlacementSnapshot = {
  status: 'mounted',
  hasRenderable: true,
  lastContext: { page_type: 'home' },
  fetched: true,
};

describe('experience lifecycle (MC §4)', () => {
  it('fetches only when mounted and nothing renderable is current, or the context changed', () => {
    expect(shouldFetch({ ...mounted, fetched: false }, {}, 3)).toBe(true);
    expect(shouldFetch(mounted, { page_type: 'home' }, 3)).toBe(false);
    expect(shouldFetch({ ...mounted, hasRenderable: false }, { page_type: 'home' }, 3)).toBe(true);
    expect(shouldFetch(mounted, { page_type: 'search' }, 3)).toBe(true);
    expect(shouldFetch({ ...mounted, status: 'unmounted', fetched: false }, {}, 3)).toBe(false);
    expect(
      shouldFetch({ ...mounted, status: 'registered_after_action', fetched: false }, {}, 3),
    ).toBe(false);
  });

  it('compares contexts to a depth: the home feed uses 3', () => {
    const a = { a: { b: { c: 1 } } };
    expect(contextEquals(a, { a: { b: { c: 1 } } }, 3)).toBe(true);
    expect(contextEquals(a, { a: { b: { c: 2 } } }, 3)).toBe(false);
    expect(contextEquals({ x: 1 }, { x: 1, y: 2 }, 3)).toBe(false);
    expect(contextEquals([1, 2], [1, 2], 1)).toBe(true);
    expect(contextEquals([1], { 0: 1 }, 2)).toBe(false);
    expect(contextEquals(null, {}, 3)).toBe(false);
  });

  it('completion counts on the first attempt, or when removal is prevented, or with action code 2', () => {
    const g = createOnceGuard();
    expect(g.complete()).toBe(true);
    expect(g.complete()).toBe(false);
    expect(g.complete({ preventRemoval: true })).toBe(true);
    expect(g.complete({ actionCode: 2 })).toBe(true);
    expect(g.complete({ actionCode: 1 })).toBe(false);
  });

  it('dismissal counts once per mounted component', () => {
    const g = createOnceGuard();
    expect(g.dismiss()).toBe(true);
    expect(g.dismiss()).toBe(false);
    expect(createOnceGuard().dismiss()).toBe(true);
  });

  it('refetches after completion or dismissal unless removal is prevented or without refresh', () => {
    expect(refetchAfter()).toBe(true);
    expect(refetchAfter({ preventRemoval: true })).toBe(false);
    expect(refetchAfter({ withoutRefresh: true })).toBe(false);
  });

  it('suppresses messages in the pin builder and idea pin builder', () => {
    expect(suppressedPath('/pin-builder/')).toBe(true);
    expect(suppressedPath('/idea-pin-builder')).toBe(true);
    expect(suppressedPath('/pin/1/')).toBe(false);
  });

  it('samples failures at 10%', () => {
    expect(sampled(0.05)).toBe(true);
    expect(sampled(0.1)).toBe(false);
  });

  it('names the page type targeting reads', () => {
    expect(pageTypeOf('/')).toBe('home');
    expect(pageTypeOf('/search/pins/')).toBe('search');
    expect(pageTypeOf('/pin/123/')).toBe('pin');
    expect(pageTypeOf('/maya/')).toBe('profile');
    expect(pageTypeOf('/maya/_saved')).toBe('profile');
    expect(pageTypeOf('/maya/garden-plans/')).toBe('board');
    expect(pageTypeOf('/maya/garden-plans/', 'maya')).toBe('board');
    // Not profiles or boards, though their paths have those shapes.
    for (const path of ['/ideas/', '/ideas/garden/12/', '/login', '/edit', '/notifications/'])
      expect(pageTypeOf(path), path).toBe('other');
  });

  it('fixed ids act by themselves (§9)', () => {
    expect(onMountActions(500500)).toEqual(['view']);
    expect(onMountActions(1000075)).toEqual(['view']);
    for (const id of [502312, 502320, 502321, 502322])
      expect(onMountActions(id)).toEqual(['view', 'complete']);
    expect(onMountActions(42)).toEqual([]);
    expect(followsNavigation(507054)).toBe(false);
    expect(followsNavigation(42)).toBe(true);
  });
});
