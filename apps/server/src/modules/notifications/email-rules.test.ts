import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@tack/contract';
import { toSettings } from './notification-rules.ts';
import {
  DAILY_HOLD_MS,
  DIGEST_EVERY_MS,
  digestSubject,
  emailedKinds,
  emailLine,
  mailCategory,
  sweepCutoffs,
} from './email-rules.ts';

const allOn = { activity: true, social: true, tips: true };

describe('which notifications go by email', () => {
  it('every kind by default (a daily email), none when emails are off', () => {
    const s = toSettings(undefined);
    expect(emailedKinds(s, allOn)).toEqual([...NOTIFICATION_KINDS]);
    expect(emailedKinds({ ...s, emailDigest: 'off' }, allOn)).toEqual([]);
  });
  it('leaves out a kind switched off by email, and every kind of an unsubscribed email kind', () => {
    const s = toSettings({ in_app_off: '[]', email_off: '["pin_saved"]', email_digest: 'daily' });
    expect(emailedKinds(s, allOn)).not.toContain('pin_saved');
    expect(emailedKinds(s, allOn)).toContain('pin_commented');
    expect(emailedKinds(s, { ...allOn, activity: false })).toEqual([
      'user_followed',
      'board_followed',
      'board_invited',
      'invite_accepted',
    ]);
    expect(emailedKinds(s, { ...allOn, social: false })).toEqual([
      'pin_reacted',
      'pin_commented',
      'pin_sent',
    ]);
  });
  it('does not depend on the in-app switch', () => {
    const s = toSettings({ in_app_off: '["pin_saved"]', email_off: '[]', email_digest: 'daily' });
    expect(emailedKinds(s, allOn)).toContain('pin_saved');
  });
});

describe('the email', () => {
  it('is an activity email when it tells of any activity, social when only of people', () => {
    expect(mailCategory(['user_followed', 'pin_saved'])).toBe('activity');
    expect(mailCategory(['user_followed', 'board_invited'])).toBe('social');
  });
  it('reads each line as the list does, with the pin or the comment', () => {
    const base = {
      actors: [{ fullName: 'Dana Diaz', username: 'dana' }],
      actorCount: 4,
      board: null,
    };
    expect(
      emailLine({ ...base, kind: 'pin_saved', pin: { title: 'Lemon tart' }, comment: null }),
    ).toBe('Dana Diaz and 3 others saved your Pin: Lemon tart');
    expect(
      emailLine({
        ...base,
        actorCount: 1,
        kind: 'pin_commented',
        pin: { title: 'T' },
        comment: 'Yum',
      }),
    ).toBe('Dana Diaz commented on your Pin: “Yum”');
    expect(
      emailLine({
        ...base,
        actorCount: 1,
        kind: 'board_followed',
        board: { name: 'Cakes' },
        pin: null,
        comment: null,
      }),
    ).toBe('Dana Diaz followed your board Cakes');
  });
  it('is titled by its one line, or by how many there are', () => {
    expect(digestSubject(['Dana saved your Pin: Tart'], 1)).toBe('Dana saved your Pin: Tart');
    expect(digestSubject(['x'.repeat(200)], 1)).toHaveLength(90);
    expect(digestSubject(['a', 'b'], 14)).toBe('You have 14 new notifications on Tack');
  });
  it('compares with a day ago, the hold and the lookback', () => {
    const now = Date.parse('2026-03-02T12:00:00.000Z');
    expect(sweepCutoffs(now)).toEqual({
      lastDigestBefore: new Date(now - DIGEST_EVERY_MS).toISOString(),
      heldSince: new Date(now - DAILY_HOLD_MS).toISOString(),
      since: new Date(now - 2 * DIGEST_EVERY_MS).toISOString(),
    });
  });
});
