import {
  anyone,
  BOARD_OBJECTS,
  boardOf,
  COMMENT_OBJECTS,
  isCollab,
  operatorOnly,
  PIN_OBJECTS,
  read,
  SECTION_OBJECTS,
  sees,
  type ObjectKey,
  type Rule,
} from './actors.ts';
import { get, type Cell, type Row } from './row.testing.ts';
import { slugOf } from './rows-boards.testing.ts';

const PINS: ObjectKey[] = [...PIN_OBJECTS, 'pin:missing'];
const BOARDS: ObjectKey[] = [...BOARD_OBJECTS, 'board:sage', 'board:missing'];
const SECTIONS: ObjectKey[] = [...SECTION_OBJECTS, 'section:missing'];
const INTERESTS: ObjectKey[] = ['interest', 'interest:missing'];
const NONE: ObjectKey[] = ['none'];

const COMMENTS: ObjectKey[] = [...COMMENT_OBJECTS];

/**
 * Reporting a comment: anyone signed in who sees it, but not its writer (400: Stan wrote
 * `comment:pub`, Cara `comment:sec`).
 */
const reportComment: Rule = (a, o) => {
  if (a === 'signedOut') return 401;
  if (!sees(a, o)) return 404;
  const writer = o === 'comment:pub' ? a === 'stranger' : isCollab(a);
  return writer ? 400 : 200;
};

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
 * object, as reading it does; and the calls of its pages (discovery, comment threads).
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
    call: 'PinCommentRepliesResource.get',
    objects: COMMENTS,
    expect: read,
    run: (x) => get(x.c, 'PinCommentRepliesResource', { comment_id: x.id }),
  },
  {
    call: 'PinCommentReportResource.create',
    objects: COMMENTS,
    expect: reportComment,
    stores: true,
    run: (x) =>
      x.c.resource('PinCommentReportResource', 'create', { comment_id: x.id, reason: 'spam' }),
  },
  {
    call: 'AdminCommentReportsResource.get',
    objects: NONE,
    expect: operatorOnly,
    run: (x) => get(x.c, 'AdminCommentReportsResource', {}),
  },
  ...(['remove', 'dismiss'] as const).map((action): Row => ({
    call: 'AdminCommentReportsResource.update',
    variant: action,
    objects: COMMENTS,
    expect: operatorOnly,
    stores: action === 'remove',
    run: (x) => x.c.resource('AdminCommentReportsResource', 'update', { comment_id: x.id, action }),
  })),
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
