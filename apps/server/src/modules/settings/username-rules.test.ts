import { describe, expect, it } from 'vitest';
import { redirectExpiry, usernameVerdict } from './username-rules.ts';

describe('who may take a username', () => {
  const now = Date.UTC(2026, 5, 1);
  const live = new Date(now + 1000).toISOString();
  const gone = new Date(now - 1000).toISOString();
  const base = { name: 'kim', askerId: 'me', holderId: null, redirect: null, now };

  it.each([
    ['free', base],
    ['reserved', { ...base, name: 'settings' }],
    ['taken', { ...base, holderId: 'other' }],
    ['free', { ...base, holderId: 'me' }],
    ['held', { ...base, redirect: { userId: 'other', expiresAt: live } }],
    ['own-old-name', { ...base, redirect: { userId: 'me', expiresAt: live } }],
    ['free', { ...base, redirect: { userId: 'other', expiresAt: gone } }],
    ['held', { ...base, askerId: null, redirect: { userId: 'other', expiresAt: live } }],
  ] as const)('%s: %j', (verdict, input) => {
    expect(usernameVerdict(input)).toBe(verdict);
  });

  it('holds an old name for 90 days', () => {
    expect(Date.parse(redirectExpiry(now)) - now).toBe(90 * 86_400_000);
  });
});
