import { describe, expect, it } from 'vitest';
import {
  inviteLoginHeader,
  landingView,
  parseViewed,
  senderName,
  sharedHeader,
  withViewedPin,
} from './landing-rules.ts';

const invite = (channel: number, messaging = true) => ({
  sender: { id: '1', should_show_messaging: messaging },
  invite_channel: channel,
});

describe('landingView', () => {
  it('shows a signed-out desktop visitor the popover except on channels 5, 9, 12 and 16', () => {
    for (let channel = 1; channel <= 16; channel++)
      expect(landingView(invite(channel), null, true)).toBe(
        [5, 9, 12, 16].includes(channel) ? null : 'popover',
      );
  });
  it('shows a signed-out phone nothing', () => {
    expect(landingView(invite(1), null, false)).toBeNull();
  });
  it('toasts a signed-in viewer who is not the sender when both can message', () => {
    expect(landingView(invite(1), '2', true)).toBe('toast-desktop');
    expect(landingView(invite(5), '2', false)).toBe('toast-mobile');
    expect(landingView(invite(1), '1', true)).toBeNull();
    expect(landingView(invite(1, false), '2', true)).toBeNull();
  });
  it('shows nothing without data (a failed lookup)', () => {
    expect(landingView(null, null, true)).toBeNull();
    expect(landingView(undefined, '2', true)).toBeNull();
  });
});

describe('the 30-character sender name', () => {
  it.each([
    ['Dana', 'Dana shared this idea'],
    ['A'.repeat(30), `${'A'.repeat(30)} shared this idea`],
    ['B'.repeat(31), `${'B'.repeat(30)} shared this idea`],
    ['  Sam  ', 'Sam shared this idea'],
    ['', null],
    [null, null],
    ['   ', null],
  ])('%j gives %j', (name, header) => expect(sharedHeader(name)).toBe(header));
  it('never cuts an emoji in half', () => {
    const name = `${'x'.repeat(29)}😀😀`;
    expect(senderName(name)).toBe(`${'x'.repeat(29)}😀`);
  });
});

describe('board invite login header', () => {
  it('names the inviter, or says friends', () => {
    expect(inviteLoginHeader('Dana')).toBe('Dana invited you to join their board');
    expect(inviteLoginHeader('')).toBe('Your friends invited you to join their board');
  });
});

describe('viewedSharedPins', () => {
  it('keys by pin, the later code replacing the earlier', () => {
    const one = withViewedPin({}, '12', 'abc');
    expect(withViewedPin(one, '12', 'def')).toEqual({ '12': { inviteCode: 'def' } });
  });
  it('reads only well-formed entries', () => {
    expect(parseViewed('{"12":{"inviteCode":"abc"},"x":{"inviteCode":"y"},"13":{}}')).toEqual({
      '12': { inviteCode: 'abc' },
    });
    expect(parseViewed('not json')).toEqual({});
    expect(parseViewed(null)).toEqual({});
    expect(parseViewed('[1]')).toEqual({});
  });
});
