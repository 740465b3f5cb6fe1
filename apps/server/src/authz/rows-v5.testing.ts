import {
  BOARD_OBJECTS,
  PIN_OBJECTS,
  SECTION_OBJECTS,
  boardAction,
  boardOf,
  boardOwner,
  except,
  pinAction,
  read,
  signedIn,
  type ObjectKey,
  type Rule,
} from './actors.ts';
import { MISSING_ID, type Cell, type Row } from './row.testing.ts';
import type { TestResponse } from '../../test/client.ts';

const BOARDS: ObjectKey[] = [...BOARD_OBJECTS, 'board:sage', 'board:missing'];
const SECTIONS: ObjectKey[] = [...SECTION_OBJECTS, 'section:missing'];
const PINS: ObjectKey[] = [...PIN_OBJECTS, 'pin:missing'];

/** The board a section object is on (a missing section: a missing board). */
const boardOfSection = (x: Cell) => {
  const b = boardOf(x.obj);
  return b ? x.w.ids[`board:${b}`]! : MISSING_ID;
};

/**
 * A v5 call with the asker's personal access token (every scope), so only the web app's access
 * rules can refuse it. Signed out there is no token: 401. Created (201) and deleted (204) count
 * as the matrix's 200.
 */
async function v5(x: Cell, method: string, path: string, body?: unknown): Promise<TestResponse> {
  const headers: Record<string, string> =
    x.actor === 'signedOut' ? {} : { authorization: `Bearer ${x.w.tokens[x.me]}` };
  const res = await x.c.request(method, `/v5${path}`, body, headers);
  return { ...res, status: res.status === 201 || res.status === 204 ? 200 : res.status };
}

/** Signed out there is no token: every v5 call answers 401 before it looks at an object. */
const row = (
  call: string,
  objects: ObjectKey[],
  expect: Rule,
  run: Row['run'],
  extra: Partial<Row> = {},
): Row => ({
  call,
  objects,
  expect: (a, o) => (a === 'signedOut' ? 401 : expect(a, o)),
  run,
  ...extra,
});

/**
 * The v5 API on the matrix's objects: the same answers as the web app's calls for the same
 * actions (hidden looks missing, 403 for what one sees but may not do), through bearer tokens.
 */
export const v5Rows: Row[] = [
  row('GET /v5/boards/:board_id', BOARDS, read, (x) => v5(x, 'GET', `/boards/${x.id}`)),
  row(
    'PATCH /v5/boards/:board_id',
    BOARDS,
    boardOwner,
    (x) => v5(x, 'PATCH', `/boards/${x.id}`, { name: 'Renamed' }),
    { stores: true },
  ),
  row(
    'DELETE /v5/boards/:board_id',
    BOARDS,
    boardOwner,
    (x) => v5(x, 'DELETE', `/boards/${x.id}`),
    {
      stores: true,
    },
  ),
  row('GET /v5/boards/:board_id/pins', BOARDS, read, (x) => v5(x, 'GET', `/boards/${x.id}/pins`)),
  row('GET /v5/boards/:board_id/sections', BOARDS, read, (x) =>
    v5(x, 'GET', `/boards/${x.id}/sections`),
  ),
  row(
    'POST /v5/boards/:board_id/sections',
    BOARDS,
    boardAction('create_section'),
    (x) => v5(x, 'POST', `/boards/${x.id}/sections`, { name: 'More' }),
    { stores: true },
  ),
  row(
    'PATCH /v5/boards/:board_id/sections/:section_id',
    SECTIONS,
    boardAction('edit_section'),
    (x) => v5(x, 'PATCH', `/boards/${boardOfSection(x)}/sections/${x.id}`, { name: 'Renamed' }),
    {
      stores: true,
    },
  ),
  row(
    'DELETE /v5/boards/:board_id/sections/:section_id',
    SECTIONS,
    boardAction('delete_section'),
    (x) => v5(x, 'DELETE', `/boards/${boardOfSection(x)}/sections/${x.id}`),
    { stores: true },
  ),
  row('GET /v5/boards/:board_id/sections/:section_id/pins', SECTIONS, read, (x) =>
    v5(x, 'GET', `/boards/${boardOfSection(x)}/sections/${x.id}/pins`),
  ),
  row('GET /v5/pins/:pin_id', PINS, read, (x) => v5(x, 'GET', `/pins/${x.id}`)),
  row(
    'PATCH /v5/pins/:pin_id',
    PINS,
    pinAction('edit_pin'),
    (x) => v5(x, 'PATCH', `/pins/${x.id}`, { title: 'defaced', link: 'https://evil.example/' }),
    {
      stores: true,
    },
  ),
  row(
    'DELETE /v5/pins/:pin_id',
    PINS,
    pinAction('delete_pin'),
    (x) => v5(x, 'DELETE', `/pins/${x.id}`),
    {
      stores: true,
    },
  ),
  row(
    'POST /v5/pins/:pin_id/save',
    PINS,
    signedIn,
    (x) => v5(x, 'POST', `/pins/${x.id}/save`, {}),
    {
      variant: 'to the profile board',
      stores: true,
    },
  ),
  row(
    'POST /v5/pins/:pin_id/save',
    BOARDS,
    // The open pin is Owen's: Bea, whom he blocked, finds no such pin wherever she saves it.
    except(boardAction('save_pin'), (a) => (a === 'blocked' ? 404 : undefined)),
    (x) => v5(x, 'POST', `/pins/${x.w.ids['pin:pub:owner']}/save`, { board_id: x.id }),
    { variant: 'an open pin onto the board', stores: true },
  ),
  row(
    'POST /v5/pins',
    BOARDS,
    boardAction('save_pin'),
    (x) =>
      v5(x, 'POST', '/pins', {
        board_id: x.id,
        title: 'New',
        media_source: {
          source_type: 'image_base64',
          content_type: 'image/png',
          data: x.w.imageBase64,
        },
      }),
    { stores: true },
  ),
];
