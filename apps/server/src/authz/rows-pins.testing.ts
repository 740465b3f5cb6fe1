import {
  BOARD_OBJECTS,
  PIN_OBJECTS,
  boardAction,
  boardOf,
  except,
  operatorOnly,
  isCollab,
  pinAction,
  read,
  sees,
  signedIn,
  type ObjectKey,
  type Rule,
} from './actors.ts';
import { get, type Cell, type Row } from './row.testing.ts';

const PINS: ObjectKey[] = [...PIN_OBJECTS, 'pin:missing'];
/** Pins on boards with a section (every board of Owen's; Sage's has none). */
const PINS_WITH_SECTIONS: ObjectKey[] = PINS.filter((p) => p !== 'pin:copy');
const TARGETS: ObjectKey[] = [...BOARD_OBJECTS, 'board:sage', 'board:missing'];

const sectionOf = (x: Cell) => x.w.ids[`section:${boardOf(x.obj) ?? 'pub'}`]!;
const hideRoute = (method: 'PUT', path: (id: string) => string, body?: unknown): Row => ({
  call: `${method} ${path(':pinId')}`.replace(/\/$/, ''),
  objects: PINS,
  expect: signedIn,
  run: (x) => x.c.put(path(x.id), body),
});

/**
 * A pin's stats (PC §2 /pin/{id}/analytics): its pinner (Owen's own pins and `pin:chg`, Cara's,
 * Remy's) or an operator, among those who see the pin; everyone else, signed out too, 404.
 */
const pinStatsRule: Rule = (a, o) => {
  if (a === 'signedOut' || !sees(a, o)) return 404;
  const pinner = /^pin:\w+:collab$/.test(o)
    ? isCollab(a)
    : /^pin:\w+:removed$/.test(o)
      ? a === 'removed'
      : o === 'pin:copy'
        ? false
        : a === 'owner';
  // Operators get the 404 anyone else gets (issue 12): stats are the pinner's.
  return pinner ? 200 : 404;
};

export const pinRows: Row[] = [
  {
    call: 'PinAnalyticsResource.get',
    objects: PINS,
    expect: pinStatsRule,
    run: (x) => get(x.c, 'PinAnalyticsResource', { pin_id: x.id }),
  },
  {
    call: 'PinResource.get',
    objects: PINS,
    expect: read,
    run: (x) => get(x.c, 'PinResource', { id: x.id }),
  },
  {
    call: 'PinResource.create',
    objects: TARGETS,
    expect: boardAction('save_pin'),
    stores: true,
    run: (x) =>
      x.c.resource('PinResource', 'create', {
        board_id: x.id,
        image_signature: x.w.image,
        title: 'New',
      }),
  },
  {
    call: 'PinResource.create',
    variant: 'image_base64 with a method (messaging-consent-routes §7)',
    objects: TARGETS,
    expect: boardAction('save_pin'),
    stores: true,
    run: (x) =>
      x.c.resource('PinResource', 'create', {
        board_id: x.id,
        image_base64: x.w.imageBase64,
        method: 'button',
      }),
  },
  {
    call: 'PinResource.update',
    variant: 'title and link (finding 2: the removed collaborator)',
    objects: PINS,
    expect: pinAction('edit_pin'),
    stores: true,
    run: (x) =>
      x.c.resource('PinResource', 'update', {
        id: x.id,
        title: 'defaced',
        link: 'https://evil.example/',
      }),
  },
  {
    call: 'PinResource.update',
    variant: "into a section of the pin's board",
    objects: PINS_WITH_SECTIONS,
    expect: pinAction('edit_pin'),
    stores: true,
    run: (x) => x.c.resource('PinResource', 'update', { id: x.id, section_id: sectionOf(x) }),
  },
  {
    call: 'PinResource.update',
    variant: "move the asker's own pin onto the board",
    objects: TARGETS,
    expect: boardAction('save_pin'),
    stores: true,
    run: (x) => x.c.resource('PinResource', 'update', { id: x.own.pin, board_id: x.id }),
  },
  {
    call: 'PinResource.delete',
    objects: PINS,
    expect: pinAction('delete_pin'),
    stores: true,
    run: (x) => x.c.resource('PinResource', 'delete', { id: x.id }),
  },
  {
    call: 'RepinResource.create',
    variant: 'save the pin to quick saves',
    objects: PINS,
    expect: signedIn,
    stores: true,
    run: (x) => x.c.resource('RepinResource', 'create', { pin_id: x.id }),
  },
  {
    call: 'RepinResource.create',
    variant: 'save an open pin onto the board',
    objects: TARGETS,
    // The open pin is Owen's: Bea, whom he blocked, finds no such pin wherever she saves it.
    expect: except(boardAction('save_pin'), (a) => (a === 'blocked' ? 404 : undefined)),
    stores: true,
    run: (x) =>
      x.c.resource('RepinResource', 'create', {
        pin_id: x.w.ids['pin:pub:owner']!,
        board_id: x.id,
      }),
  },
  {
    call: 'PinReactionResource.create',
    objects: PINS,
    expect: signedIn,
    stores: true,
    run: (x) => x.c.resource('PinReactionResource', 'create', { pin_id: x.id, reaction_type: 1 }),
  },
  {
    call: 'PinReactionResource.delete',
    objects: PINS,
    expect: signedIn,
    run: (x) => x.c.resource('PinReactionResource', 'delete', { pin_id: x.id }),
  },
  {
    call: 'PinFeedbackResource.update',
    objects: PINS,
    expect: signedIn,
    stores: true,
    run: (x) => x.c.resource('PinFeedbackResource', 'update', { pin_id: x.id, feedback_type: 1 }),
  },
  {
    call: 'RelatedPinsResource.get',
    objects: PINS,
    expect: read,
    run: (x) => get(x.c, 'RelatedPinsResource', { pin_id: x.id }),
  },
  {
    call: 'POST /v3/pins/:id/favorite',
    objects: PINS,
    expect: signedIn,
    stores: true,
    run: (x) => x.c.post(`/v3/pins/${x.id}/favorite/`),
  },
  {
    call: 'DELETE /v3/pins/:id/favorite',
    objects: PINS,
    expect: signedIn,
    run: (x) => x.c.delete(`/v3/pins/${x.id}/favorite/`),
  },
  // Reporting: anyone signed in who sees the pin, once (each cell starts from the seeded world).
  {
    call: 'PinReportResource.create',
    objects: PINS,
    expect: signedIn,
    stores: true,
    run: (x) =>
      x.c.resource('PinReportResource', 'create', {
        pin_id: x.id,
        reason: 'spam',
        surface: 'home',
      }),
  },
  // Operators decide on any pin, whoever may see it (they review what was reported).
  {
    call: 'AdminPinReportsResource.update',
    variant: 'hide for everyone',
    objects: PINS,
    expect: operatorOnly,
    stores: true,
    run: (x) => x.c.resource('AdminPinReportsResource', 'update', { pin_id: x.id, action: 'hide' }),
  },
  {
    call: 'AdminPinReportsResource.update',
    variant: 'dismiss',
    objects: PINS,
    expect: operatorOnly,
    run: (x) =>
      x.c.resource('AdminPinReportsResource', 'update', { pin_id: x.id, action: 'dismiss' }),
  },
  hideRoute('PUT', (id) => `/v3/search/${id}/hide/`, { query: 'zq' }),
  hideRoute('PUT', (id) => `/v3/search/${id}/unhide/`, { query: 'zq' }),
  hideRoute('PUT', (id) => `/v3/p2p/${id}/hide/`),
  hideRoute('PUT', (id) => `/v3/p2p/${id}/unhide/`),
  {
    ...hideRoute('PUT', (id) => `/v3/news_hub/77/pin/${id}/hide/`),
    call: 'PUT /v3/news_hub/:newsId/pin/:pinId/hide',
  },
  {
    ...hideRoute('PUT', (id) => `/v3/news_hub/77/pin/${id}/undo/`),
    call: 'PUT /v3/news_hub/:newsId/pin/:pinId/undo',
  },
  {
    call: 'GET /pin/:id',
    page: true,
    objects: PINS,
    expect: read,
    run: (x) => x.c.get(`/pin/${x.id}/`),
  },
];
