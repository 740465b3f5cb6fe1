import { describe, expect, it } from 'vitest';
import { notificationSentence, whoText } from './notification-text.ts';

const dana = { fullName: 'Dana Scully', username: 'dana' };
const lee = { fullName: 'Lee', username: 'lee' };
const blank = { fullName: '  ', username: 'nameless' };

describe('notification sentences', () => {
  it.each([
    [[dana], 1, 'Dana Scully'],
    [[dana, lee], 2, 'Dana Scully and Lee'],
    [[dana, lee], 3, 'Dana Scully and 2 others'],
    [[dana, lee], 4, 'Dana Scully and 3 others'],
    // Only the newest actor was sent but two acted: never "and 1 others".
    [[dana], 2, 'Dana Scully and 1 other'],
    [[blank], 1, 'nameless'],
    [[], 0, 'Someone'],
  ] as const)('names %j of %i', (actors, count, want) => {
    expect(whoText(actors, count)).toBe(want);
  });

  it('says what happened, with the board where there is one', () => {
    const base = { actors: [dana, lee], actorCount: 4, board: null };
    expect(notificationSentence({ ...base, kind: 'pin_saved' })).toBe(
      'Dana Scully and 3 others saved your Pin',
    );
    expect(notificationSentence({ ...base, kind: 'user_followed', actorCount: 1 })).toBe(
      'Dana Scully started following you',
    );
    expect(notificationSentence({ ...base, kind: 'board_followed', board: { name: 'Trip' } })).toBe(
      'Dana Scully and 3 others followed your board Trip',
    );
    expect(
      notificationSentence({
        ...base,
        kind: 'board_invited',
        actorCount: 1,
        board: { name: 'Trip' },
      }),
    ).toBe('Dana Scully invited you to join Trip');
    expect(notificationSentence({ ...base, kind: 'pin_sent', actorCount: 1 })).toBe(
      'Dana Scully sent you a Pin',
    );
    expect(notificationSentence({ ...base, kind: 'invite_accepted', board: null })).toBe(
      'Dana Scully and 3 others joined your board',
    );
  });
});
