import {
  anyone,
  except,
  operatorOnly,
  signedIn,
  userOf,
  type ObjectKey,
  type Rule,
} from './actors.ts';
import { get, type Cell, type Row } from './row.testing.ts';

const PROFILES: ObjectKey[] = ['user:owen', 'user:cara', 'user:remy', 'user:missing'];
const INTERESTS: ObjectKey[] = ['interest', 'interest:missing'];
const MESSAGES: ObjectKey[] = ['experience', 'experience:missing'];
const NONE: ObjectKey[] = ['none'];

const username = (x: Cell) => (x.obj === 'user:missing' ? 'nobodyzq' : x.obj.slice(5));
const placed = (x: Cell) => (x.obj === 'experience' ? x.w.placedExperience : '999:999');
const signedInList: Rule = (a) => (a === 'signedOut' ? 401 : 200);
/** Following: anyone signed in, not oneself (400). */
const followOwen: Rule = except(signedIn, (a, o) =>
  a === 'owner' && o === 'user:owen' ? 400 : undefined,
);

/**
 * Owen has five originals: one on his own open board and one on each of `pub`, `sec`, `pro` and
 * `chg`. Only he counts all five; everyone else counts the two on open boards (finding 8).
 */
const owenPinCount = (x: Cell, res: { json: unknown }): string | null => {
  if (x.obj !== 'user:owen') return null;
  const count = (res.json as { resource_response: { data: { pinCount: number } } })
    .resource_response.data.pinCount;
  const want = x.actor === 'owner' ? 5 : 2;
  return count === want ? null : `pinCount ${count}, want ${want}`;
};

/** The interest is on pins of `pub`, `sec` and `chg`: others count only the open one. */
const interestPinCount = (x: Cell, res: { json: unknown }): string | null => {
  if (x.obj !== 'interest') return null;
  const data = (res.json as { resource_response: { data: unknown } }).resource_response.data as
    { pinCount: number; id: string } | { items: { pinCount: number; id: string }[] };
  const found = 'items' in data ? data.items.find((i) => i.id === x.w.ids.interest) : data;
  // Bea counts none: the open pin is Owen's, who blocked her.
  const want = x.actor === 'blocked' ? 0 : 1;
  return found && found.pinCount !== want
    ? `interest pinCount ${found.pinCount}, want ${want}`
    : null;
};

/** Blocking and unblocking: anyone signed in, anyone they see, not themself (400). */
const blockRule: Rule = except(signedIn, (a, o) =>
  o.startsWith('user:') && userOf(a) === o.slice(5) ? 400 : undefined,
);
const userIdOf = (x: Cell) => (x.obj === 'user:missing' ? '1234567890123456789' : x.id);

export const otherRows: Row[] = [
  {
    call: 'UserBlockResource.create',
    objects: PROFILES,
    expect: blockRule,
    stores: true,
    run: (x) => x.c.resource('UserBlockResource', 'create', { user_id: userIdOf(x) }),
  },
  {
    call: 'UserBlockResource.delete',
    objects: PROFILES,
    expect: blockRule,
    run: (x) => x.c.resource('UserBlockResource', 'delete', { user_id: userIdOf(x) }),
  },
  {
    call: 'UserResource.get',
    objects: PROFILES,
    expect: anyone,
    check: owenPinCount,
    run: (x) =>
      get(
        x.c,
        'UserResource',
        x.obj === 'user:missing' ? { username: 'nobodyzq' } : { username: username(x) },
      ),
  },
  {
    call: 'BoardsResource.get',
    objects: PROFILES,
    expect: anyone,
    run: (x) => get(x.c, 'BoardsResource', { username: username(x) }),
  },
  {
    call: 'UserSavedPinsResource.get',
    objects: PROFILES,
    expect: anyone,
    run: (x) => get(x.c, 'UserSavedPinsResource', { username: username(x) }),
  },
  {
    call: 'UserCreatedPinsResource.get',
    objects: PROFILES,
    expect: anyone,
    run: (x) => get(x.c, 'UserCreatedPinsResource', { username: username(x) }),
  },
  {
    call: 'UserFollowersResource.get',
    objects: PROFILES,
    expect: anyone,
    run: (x) => get(x.c, 'UserFollowersResource', { username: username(x) }),
  },
  {
    call: 'UserFollowingResource.get',
    objects: PROFILES,
    expect: anyone,
    run: (x) => get(x.c, 'UserFollowingResource', { username: username(x) }),
  },
  {
    call: 'UserFollowResource.create',
    objects: ['user:owen', 'user:missing'],
    expect: followOwen,
    run: (x) =>
      x.c.resource('UserFollowResource', 'create', {
        user_id: x.obj === 'user:owen' ? x.w.users.owen.id : '1234567890123456789',
      }),
  },
  {
    call: 'UserFollowResource.delete',
    objects: ['user:owen', 'user:missing'],
    expect: followOwen,
    run: (x) =>
      x.c.resource('UserFollowResource', 'delete', {
        user_id: x.obj === 'user:owen' ? x.w.users.owen.id : '1234567890123456789',
      }),
  },
  {
    call: 'GET /:username',
    page: true,
    objects: PROFILES,
    expect: anyone,
    run: (x) => x.c.get(`/${username(x)}/`),
  },
  // Lists and searches name no object: every actor may call them, and the leak check proves
  // that none shows a hidden board, section or pin to anyone outside those boards.
  {
    call: 'UserHomefeedResource.get',
    objects: NONE,
    expect: anyone,
    run: (x) => get(x.c, 'UserHomefeedResource', {}),
  },
  {
    call: 'SearchPinsResource.get',
    objects: NONE,
    expect: anyone,
    run: (x) => get(x.c, 'SearchPinsResource', { query: 'zq' }),
  },
  {
    call: 'SearchBoardsResource.get',
    objects: NONE,
    expect: anyone,
    run: (x) => get(x.c, 'SearchBoardsResource', { query: 'zq' }),
  },
  {
    call: 'SearchUsersResource.get',
    objects: NONE,
    expect: anyone,
    run: (x) => get(x.c, 'SearchUsersResource', { query: 'o' }),
  },
  {
    call: 'SearchSuggestionsResource.get',
    objects: NONE,
    expect: anyone,
    run: (x) => get(x.c, 'SearchSuggestionsResource', { query: 'zq' }),
  },
  {
    call: 'FeedControlResource.get',
    objects: NONE,
    expect: signedInList,
    run: (x) => get(x.c, 'FeedControlResource', {}),
  },
  {
    call: 'InterestsResource.get',
    objects: ['interest'],
    expect: anyone,
    check: interestPinCount,
    run: (x) => get(x.c, 'InterestsResource', {}),
  },
  {
    call: 'InterestResource.get',
    objects: INTERESTS,
    expect: anyone,
    check: interestPinCount,
    run: (x) => get(x.c, 'InterestResource', { id: x.id }),
  },
  {
    call: 'InterestFeedResource.get',
    objects: INTERESTS,
    expect: anyone,
    run: (x) => get(x.c, 'InterestFeedResource', { interest_id: x.id }),
  },
  {
    call: 'InterestFollowResource.create',
    objects: INTERESTS,
    expect: signedIn,
    stores: true,
    run: (x) => x.c.resource('InterestFollowResource', 'create', { interest_id: x.id }),
  },
  {
    call: 'InterestFollowResource.delete',
    objects: INTERESTS,
    expect: signedIn,
    run: (x) => x.c.resource('InterestFollowResource', 'delete', { interest_id: x.id }),
  },
  // Messages: per-viewer state that anyone, signed out too, reads and reports.
  {
    call: 'UserExperiencePlatformResource.get',
    objects: NONE,
    expect: anyone,
    run: (x) => get(x.c, 'UserExperiencePlatformResource', {}),
  },
  {
    call: 'UserExperienceResource.get',
    objects: NONE,
    expect: anyone,
    run: (x) => get(x.c, 'UserExperienceResource', { placement_ids: [7] }),
  },
  ...(
    [
      ['UserExperienceResource', 'delete'],
      ['ViewedExperienceResource', 'update'],
      ['CompletedExperienceResource', 'update'],
    ] as const
  ).map(([name, action]): Row => ({
    call: `${name}.${action}`,
    objects: MESSAGES,
    expect: anyone,
    stores: true,
    run: (x) => x.c.resource(name, action, { placed_experience_id: placed(x) }),
  })),
  {
    call: 'ViewedExperienceResource.get',
    objects: MESSAGES,
    expect: anyone,
    run: (x) => get(x.c, 'ViewedExperienceResource', { placed_experience_id: placed(x) }),
  },
  {
    call: 'PUT /v3/experiences/:placed/trigger',
    objects: MESSAGES,
    expect: anyone,
    run: (x) => x.c.put(`/v3/experiences/${placed(x)}/trigger/`),
  },
  {
    call: 'ExperienceEventsResource.create',
    objects: NONE,
    expect: anyone,
    stores: true,
    run: (x) =>
      x.c.resource('ExperienceEventsResource', 'create', {
        events: [{ event_type: 101, placed_experience_id: x.w.placedExperience }],
      }),
  },
  // Authoring messages: operators only, and the refusal is the same whatever the id.
  {
    call: 'AdminExperiencesResource.get',
    objects: NONE,
    expect: operatorOnly,
    run: (x) => get(x.c, 'AdminExperiencesResource', {}),
  },
  {
    call: 'AdminPinReportsResource.get',
    objects: NONE,
    expect: operatorOnly,
    run: (x) => get(x.c, 'AdminPinReportsResource', {}),
  },
  {
    call: 'AdminOutboxResource.get',
    objects: NONE,
    expect: operatorOnly,
    run: (x) => get(x.c, 'AdminOutboxResource', {}),
  },
  {
    call: 'AdminExperienceResource.get',
    objects: MESSAGES,
    expect: operatorOnly,
    run: (x) => get(x.c, 'AdminExperienceResource', { id: x.id }),
  },
  {
    call: 'AdminExperienceResource.create',
    objects: NONE,
    expect: operatorOnly,
    stores: true,
    run: (x) =>
      x.c.resource('AdminExperienceResource', 'create', {
        experience_id: 5151,
        placement_id: 7,
        name: 'Another',
        kind: 'toast',
        display_data: { text: 'Hi' },
      }),
  },
  {
    call: 'AdminExperienceResource.update',
    objects: MESSAGES,
    expect: operatorOnly,
    stores: true,
    run: (x) => x.c.resource('AdminExperienceResource', 'update', { id: x.id, name: 'Renamed' }),
  },
  {
    call: 'AdminExperienceResource.delete',
    objects: MESSAGES,
    expect: operatorOnly,
    stores: true,
    run: (x) => x.c.resource('AdminExperienceResource', 'delete', { id: x.id }),
  },
];
