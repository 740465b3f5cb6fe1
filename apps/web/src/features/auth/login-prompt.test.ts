import { describe, expect, it } from 'vitest';
import {
  LOGIN_HEADERS,
  nextAfterLogin,
  SIGNUP_HEADINGS,
  signupHeading,
  type PromptAction,
} from './login-prompt.ts';

describe('login prompt (MC §2.2, §4, §8)', () => {
  it.each([
    ['continue', 'Log in to continue'],
    ['save', 'Log in to save this Pin'],
    ['send', 'Log in to send this Pin'],
    ['edit', 'Log in to edit this Pin'],
    ['hide', 'Log in to hide this Pin'],
    ['create', 'Log in to create a Pin or board'],
    ['createBoard', 'Log in to create a board'],
    ['shareProfile', 'Log in to share the profile'],
    ['follow', 'Log in to follow'],
    ['unfollow', 'Log in to unfollow'],
  ] as const)('%s says "%s"', (action, header) => expect(LOGIN_HEADERS[action]).toBe(header));

  it.each([
    ['save', '/pin/42/', '/pin/42/repin/'],
    ['save', '/pin/42', '/pin/42/repin/'],
    ['edit', '/pin/42/', '/pin/42/edit/'],
    ['save', '/', '/'],
    ['follow', '/pin/42/', '/pin/42/'],
    ['hide', '/pin/42/', '/pin/42/'],
    ['shareProfile', '/ana/', '/ana/'],
  ] as const)('%s on %s -> %s', (action, path, next) =>
    expect(nextAfterLogin(action, path)).toBe(next),
  );

  it.each([
    ['save', 0, SIGNUP_HEADINGS.saving],
    ['save', 2, SIGNUP_HEADINGS.saving],
    ['follow', 1, SIGNUP_HEADINGS.saved],
    ['create', 1, SIGNUP_HEADINGS.saved],
    ['create', 0, SIGNUP_HEADINGS.create],
    ['send', 0, SIGNUP_HEADINGS.create],
  ] as [PromptAction, number, string][])(
    'signing up from %s with %i saved pins: "%s"',
    (action, saved, heading) => expect(signupHeading(action, saved)).toBe(heading),
  );
  it('uses the three headings of §8', () =>
    expect(Object.values(SIGNUP_HEADINGS)).toEqual([
      'Sign up to continue saving and access your ideas',
      'Access your saved ideas and discover even more',
      'Bring your ideas to life',
    ]));
});
