import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { fillPath, matchRoute, ROUTES, SETTINGS_SECTIONS } from '@tack/contract/routes';
import { tableRoutes } from './table-routes.tsx';
import { SETTINGS_SECTIONS as SECTION_PAGES } from '../features/settings/sections.ts';

// The web router is made from the route table (table-routes.tsx); the server answers by the same
// table. These tests hold them to one answer: for every path shape, React Router renders the
// row whose status the server sends.

const routes: RouteObject[] = [{ children: tableRoutes(() => ({})) }];
const reactRouterRow = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.id;

const SAMPLE = {
  id: '123',
  username: 'someone',
  board: 'garden',
  section: 'beds',
  slug: 'garden',
  category: 'garden',
  '*': 'a/b',
};

describe('the web router and the route table', () => {
  it('has a route for every row, with its path, and a catch-all not-found page', () => {
    const children = routes[0]!.children!;
    expect(children.map((r) => [r.id, r.path])).toEqual([
      ...ROUTES.map((r) => [r.id, r.path]),
      ['not-found', '*'],
    ]);
  });

  it.each(ROUTES.map((r) => [r.id, fillPath(r.path, SAMPLE)]))(
    'React Router picks %s for %s, as the server does',
    (id, path) => {
      expect(reactRouterRow(path)).toBe(id);
      expect(matchRoute(path)?.route.id).toBe(id);
    },
  );

  it.each([
    '/pin/123/anything/',
    '/someone/garden/beds/extra/',
    '/search/people/',
    '/today/tomorrow/',
    '/PIN/123/',
    '/Someone/Garden/',
    '/discover/article/',
    '/business/business-access/1/nothing/',
    '/settings/nope/more/',
  ])('%s: React Router and the server pick the same row (or none)', (path) => {
    expect(reactRouterRow(path) ?? 'not-found').toBe(matchRoute(path)?.route.id ?? 'not-found');
  });

  it('lists the settings sections the server knows, in the app', () => {
    expect(SECTION_PAGES.map((s) => s.path).sort()).toEqual([...SETTINGS_SECTIONS].sort());
  });
});
