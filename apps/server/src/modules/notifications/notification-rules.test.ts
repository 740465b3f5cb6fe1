import { describe, expect, it } from 'vitest';
import {
  GROUP_WINDOW_MS,
  joinsLine,
  mergeSettings,
  offList,
  toSettings,
  wantsAny,
} from './notification-rules.ts';

const t0 = Date.parse('2026-01-01T00:00:00.000Z');

describe('grouping', () => {
  it('joins an unread line begun within the window', () => {
    const line = { read_at: null, created_at: new Date(t0).toISOString() };
    expect(joinsLine(line, t0 + 1000)).toBe(true);
    expect(joinsLine(line, t0 + GROUP_WINDOW_MS - 1)).toBe(true);
  });
  it('starts a new line once the window has passed', () => {
    const line = { read_at: null, created_at: new Date(t0).toISOString() };
    expect(joinsLine(line, t0 + GROUP_WINDOW_MS)).toBe(false);
  });
  it('starts a new line once the old one was read', () => {
    const line = { read_at: new Date(t0).toISOString(), created_at: new Date(t0).toISOString() };
    expect(joinsLine(line, t0 + 1000)).toBe(false);
  });
  it('starts a new line once the old one was emailed (a line is never emailed twice)', () => {
    const line = {
      read_at: null,
      emailed_at: new Date(t0).toISOString(),
      created_at: new Date(t0).toISOString(),
    };
    expect(joinsLine(line, t0 + 1000)).toBe(false);
  });
});

describe('settings', () => {
  it('has everything on and a daily email without a row', () => {
    const s = toSettings(undefined);
    expect(Object.values(s.inApp).every(Boolean)).toBe(true);
    expect(Object.values(s.email).every(Boolean)).toBe(true);
    expect(s.emailDigest).toBe('daily');
  });
  it('reads the stored lists, ignoring what is not a kind', () => {
    const s = toSettings({
      in_app_off: '["pin_saved","nonsense"]',
      email_off: 'not json',
      email_digest: 'immediate',
    });
    expect(s.inApp.pin_saved).toBe(false);
    expect(s.inApp.pin_sent).toBe(true);
    expect(s.email.pin_saved).toBe(true);
  });
  it('changes only the named kinds and round-trips through the stored list', () => {
    const s = mergeSettings(toSettings(undefined), {
      in_app: { user_followed: false },
      email: { pin_saved: false },
    });
    expect(s.inApp.user_followed).toBe(false);
    expect(s.inApp.pin_saved).toBe(true);
    expect(offList(s.email)).toBe('["pin_saved"]');
    expect(
      toSettings({ in_app_off: offList(s.inApp), email_off: '[]', email_digest: 'daily' }).inApp,
    ).toEqual(s.inApp);
  });
  it('stores an event only when a channel wants it', () => {
    const off = mergeSettings(toSettings(undefined), {
      in_app: { pin_saved: false },
      email_digest: 'off',
    });
    expect(wantsAny(off, 'pin_saved')).toBe(false);
    expect(wantsAny(off, 'pin_sent')).toBe(true);
    const emailOnly = mergeSettings(off, { email_digest: 'daily' });
    expect(wantsAny(emailOnly, 'pin_saved')).toBe(true);
  });
});
