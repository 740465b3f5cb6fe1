import {
  anyone,
  BOARD_OBJECTS,
  boardOf,
  PIN_OBJECTS,
  read,
  SECTION_OBJECTS,
  type ObjectKey,
} from './actors.ts';
import { get, type Cell, type Row } from './row.testing.ts';
import { slugOf } from './rows-boards.testing.ts';

const PINS: ObjectKey[] = [...PIN_OBJECTS, 'pin:missing'];
const BOARDS: ObjectKey[] = [...BOARD_OBJECTS, 'board:sage', 'board:missing'];
const SECTIONS: ObjectKey[] = [...SECTION_OBJECTS, 'section:missing'];
const INTERESTS: ObjectKey[] = ['interest', 'interest:missing'];
const NONE: ObjectKey[] = ['none'];

const ownerOf = (x: Cell) => (boardOf(x.obj) === 'sage' ? 'sage' : 'owen');
const page = (call: string, objects: ObjectKey[], path: (x: Cell) => string): Row => ({
  call,
  page: true,
  objects,
  // A page about an object answers as reading it does: 200, or 404 when hidden or missing.
  expect: objects === INTERESTS ? anyone : read,
  run: (x) => x.c.get(path(x)),
});

/**
 * The route table's object pages (issue 14): each answers 404 to anyone who may not see its
 * object, as reading it does; and the discovery calls of its pages.
 */
export const pageRows: Row[] = [
  page('GET /pin/:id/edit', PINS, (x) => `/pin/${x.id}/edit/`),
  page('GET /pin/:id/repin', PINS, (x) => `/pin/${x.id}/repin/`),
  page('GET /board/:id/edit', BOARDS, (x) => `/board/${x.id}/edit/`),
  page('GET /board/:id/edit/collaborators', BOARDS, (x) => `/board/${x.id}/edit/collaborators/`),
  page('GET /boardsection/:id/edit', SECTIONS, (x) => `/boardsection/${x.id}/edit/`),
  page(
    'GET /:username/:board/:section',
    SECTIONS,
    (x) =>
      `/${ownerOf(x)}/${slugOf(x)}/${x.w.ids[`sectionSlug:${boardOf(x.obj)}`] ?? 'no-such-section'}/`,
  ),
  page('GET /ideas/:slug/:id', INTERESTS, (x) => `/ideas/topic/${x.id}/`),
  page('GET /videos/:category/:id', INTERESTS, (x) => `/videos/topic/${x.id}/`),
  page('GET /shopping/:category/:id', INTERESTS, (x) => `/shopping/topic/${x.id}/`),
  page('GET /today/article/:id', INTERESTS, (x) => `/today/article/${x.id}/`),
  {
    call: 'BoardSectionResource.get',
    variant: 'by section_id (its edit page)',
    objects: SECTIONS,
    expect: read,
    run: (x) => get(x.c, 'BoardSectionResource', { section_id: x.id }),
  },
  {
    call: 'PinKindFeedResource.get',
    objects: INTERESTS,
    expect: anyone,
    run: (x) => get(x.c, 'PinKindFeedResource', { pin_kind: 'video', interest_id: x.id }),
  },
  {
    call: 'TodayResource.get',
    objects: NONE,
    expect: anyone,
    run: (x) => get(x.c, 'TodayResource', {}),
  },
  {
    call: 'TodayArticleResource.get',
    objects: INTERESTS,
    expect: anyone,
    run: (x) => get(x.c, 'TodayArticleResource', { interest_id: x.id }),
  },
  {
    call: 'TodayPinsResource.get',
    objects: NONE,
    expect: anyone,
    run: (x) => get(x.c, 'TodayPinsResource', { list: 'best' }),
  },
];
