import {
  BOARD_OBJECTS,
  PIN_OBJECTS,
  SECTION_OBJECTS,
  anyone,
  boardAction,
  hiddenByBlock,
  read,
  sees,
  userOf,
  type ObjectKey,
  type Rule,
} from './actors.ts';
import { pinOn } from './rows-boards.testing.ts';
import { get, MISSING_ID, type Cell, type Row } from './row.testing.ts';

/** Calls §7 of both spec files names (issue 15): bulk deletes, user state, feed types, field sets. */
const BOARDS: ObjectKey[] = [...BOARD_OBJECTS, 'board:sage', 'board:missing'];
const SECTIONS: ObjectKey[] = [...SECTION_OBJECTS, 'section:missing'];
const PINS: ObjectKey[] = [...PIN_OBJECTS, 'pin:missing'];
const PROFILES: ObjectKey[] = ['user:owen', 'user:cara', 'user:missing'];
const NONE: ObjectKey[] = ['none'];

const username = (x: Cell) => (x.obj === 'user:missing' ? 'nobodyzq' : x.obj.slice(5));
const feed = (x: Cell, options: Record<string, unknown>) => get(x.c, 'FeedResource', options);
const signedInOnly: Rule = (a) => (a === 'signedOut' ? 401 : 200);

/** The quick saves set is private: the person themself, 403 for anyone else, 404 for nobody or someone hidden. */
const ownOnly: Rule = (a, o) =>
  o === 'user:missing' || hiddenByBlock(a, o)
    ? 404
    : userOf(a) === o.slice('user:'.length)
      ? 200
      : 403;

/** A pin that is not an idea pin: 400 to whoever sees it, 404 (as missing) to anyone else. */
const notAStory: Rule = (a, o) => (sees(a, o) ? 400 : 404);

export const specCallRows: Row[] = [
  {
    call: 'BulkEditResource.delete',
    variant: 'DELETE the pins of the board (MC §7)',
    objects: BOARDS,
    expect: boardAction('delete_pin'),
    stores: true,
    run: (x) =>
      x.c.request('DELETE', '/resource/BulkEditResource/delete/', {
        options: { board_id: x.id, pin_ids: [pinOn(x)] },
      }),
  },
  {
    call: 'BulkEditResource.delete',
    variant: 'naming pins from elsewhere on the open board (no probing)',
    objects: ['pin:pub:owner', 'pin:sec:owner', 'pin:pro:collab', 'pin:chg', 'pin:missing'],
    // Pins not on the named board answer one 400 whoever asks, hidden or missing alike.
    expect: (a, o) =>
      a === 'signedOut'
        ? 401
        : hiddenByBlock(a, 'board:pub')
          ? 404
          : o === 'pin:pub:owner'
            ? boardAction('delete_pin')(a, 'board:pub')
            : 400,
    stores: true,
    run: (x) =>
      x.c.request('DELETE', '/resource/BulkEditResource/delete/', {
        options: { board_id: x.w.ids['board:pub']!, pin_ids: [x.id] },
      }),
  },
  {
    call: 'BulkEditSelectAllResource.delete',
    objects: BOARDS,
    expect: boardAction('delete_pin'),
    stores: true,
    run: (x) =>
      x.c.request('DELETE', '/resource/BulkEditSelectAllResource/delete/', {
        options: { board_id: x.id, pin_ids: [] },
      }),
  },
  {
    call: 'UserStateResource.get',
    objects: NONE,
    expect: signedInOnly,
    run: (x) => get(x.c, 'UserStateResource', { state: 'QUICK_SAVES_BOARD_ID' }),
  },
  {
    call: 'UserResource.get',
    variant: 'field_set_key quicksave: only the person themself',
    objects: PROFILES,
    expect: ownOnly,
    run: (x) =>
      get(
        x.c,
        'UserResource',
        x.obj === 'user:missing'
          ? { user_id: MISSING_ID, field_set_key: 'quicksave' }
          : { user_id: x.w.users[username(x) as 'owen'].id, field_set_key: 'quicksave' },
      ),
  },
  {
    call: 'BoardResource.get',
    variant: 'field_set_key boardEdit (with collaborators)',
    objects: BOARDS,
    expect: read,
    run: (x) => get(x.c, 'BoardResource', { board_id: x.id, field_set_key: 'boardEdit' }),
  },
  {
    call: 'FeedResource.get',
    variant: 'boardfeed',
    objects: BOARDS,
    expect: read,
    run: (x) => feed(x, { feed_type: 'boardfeed', board_id: x.id }),
  },
  {
    call: 'FeedResource.get',
    variant: 'board-sections',
    objects: BOARDS,
    expect: read,
    run: (x) => feed(x, { feed_type: 'board-sections', board_id: x.id }),
  },
  {
    call: 'FeedResource.get',
    variant: 'board-section-pins',
    objects: SECTIONS,
    expect: read,
    run: (x) => feed(x, { feed_type: 'board-section-pins', section_id: x.id }),
  },
  {
    call: 'FeedResource.get',
    variant: 'trieditfeed (saves of the pin)',
    objects: PINS,
    expect: read,
    run: (x) => feed(x, { feed_type: 'trieditfeed', pin_id: x.id }),
  },
  {
    call: 'FeedResource.get',
    variant: 'storyPinData of a pin that has no pages',
    objects: PINS,
    expect: notAStory,
    run: (x) => feed(x, { feed_type: 'storyPinData', pin_id: x.id }),
  },
  ...(['boardless-pins', 'profile-pins-feed', 'profileBoards', 'story-pins-feed'] as const).map(
    (type): Row => ({
      call: 'FeedResource.get',
      variant: `${type} of a profile`,
      objects: PROFILES,
      expect: anyone,
      run: (x) => feed(x, { feed_type: type, username: username(x) }),
    }),
  ),
  {
    call: 'FeedResource.get',
    variant: 'todayArticleInterestFeed',
    objects: ['interest', 'interest:missing'],
    expect: anyone,
    run: (x) => feed(x, { feed_type: 'todayArticleInterestFeed', interest_id: x.id }),
  },
  ...(['todayTabFeed', 'useCaseFeed'] as const).map((type): Row => ({
    call: 'FeedResource.get',
    variant: type,
    objects: NONE,
    expect: anyone,
    run: (x) => feed(x, { feed_type: type }),
  })),
  {
    call: 'FeedResource.get',
    variant: 'searchPins for the hidden word',
    objects: NONE,
    expect: anyone,
    run: (x) => feed(x, { feed_type: 'searchPins', query: 'zqhidden' }),
  },
];
