import { describe, expect, it } from 'vitest';
import { isSet, mayMessage, type MessageFacts } from './person-rules.ts';

const facts = (f: Partial<MessageFacts>): MessageFacts => ({
  policy: 'everyone',
  recipientFollowsSender: false,
  blocked: false,
  recipientDeactivated: false,
  ...f,
});

describe('who may message whom', () => {
  it.each([
    ['everyone, a stranger', facts({}), true],
    [
      'people they follow, someone they follow',
      facts({ policy: 'following', recipientFollowsSender: true }),
      true,
    ],
    ['people they follow, a stranger', facts({ policy: 'following' }), false],
    [
      'no one, even someone they follow',
      facts({ policy: 'nobody', recipientFollowsSender: true }),
      false,
    ],
    ['everyone, but one blocked the other', facts({ blocked: true }), false],
    [
      'followed, but one blocked the other',
      facts({ policy: 'following', recipientFollowsSender: true, blocked: true }),
      false,
    ],
    ['everyone, but the account is deactivated', facts({ recipientDeactivated: true }), false],
  ])('%s', (_name, f, want) => {
    expect(mayMessage(f)).toBe(want);
  });
});

describe('flags from either engine', () => {
  it.each([
    [true, true],
    [1, true],
    ['1', true],
    [false, false],
    [0, false],
    [null, false],
    [undefined, false],
  ] as const)('%s is %s', (flag, want) => {
    expect(isSet(flag)).toBe(want);
  });
});
