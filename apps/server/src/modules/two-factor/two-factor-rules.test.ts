import { describe, expect, it } from 'vitest';
import { afterFailure, FAILURE_WINDOW_MS, lockedForSeconds } from './failure-limit.ts';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.ts';
import { codeAt, matchStep, newTotpSecret, stepAt } from './totp.ts';

describe('TOTP', () => {
  const secret = newTotpSecret();
  const t0 = Date.UTC(2026, 0, 1, 12, 0, 10);

  it('accepts the current step and one either side, and answers which step matched', () => {
    expect(matchStep(secret, codeAt(secret, t0), t0)).toBe(stepAt(t0));
    expect(matchStep(secret, codeAt(secret, t0 - 30_000), t0)).toBe(stepAt(t0) - 1);
    expect(matchStep(secret, codeAt(secret, t0 + 30_000), t0)).toBe(stepAt(t0) + 1);
    expect(matchStep(secret, codeAt(secret, t0 - 90_000), t0)).toBeNull();
    expect(matchStep(newTotpSecret(), codeAt(secret, t0), t0)).toBeNull();
  });

  it('makes 160-bit base32 secrets', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });
});

describe('recovery codes', () => {
  it('are ten distinct 16-character codes in groups of four', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^([0-9a-hjkmnp-tv-z]{4}-){3}[0-9a-hjkmnp-tv-z]{4}$/);
  });

  it('read the same typed in any case, with spaces or without dashes', () => {
    const n = normalizeRecoveryCode('abcd-efgh-jkmn-pqrs');
    expect(n).toBe('abcdefghjkmnpqrs');
    expect(normalizeRecoveryCode(' ABCD EFGH JKMN PQRS ')).toBe(n);
    expect(normalizeRecoveryCode('abcdefghjkmnpqrs')).toBe(n);
    expect(hashRecoveryCode(n!)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuse anything of another length or with letters the alphabet leaves out', () => {
    expect(normalizeRecoveryCode('123456')).toBeNull();
    expect(normalizeRecoveryCode('abcd-efgh-ijkl-mnop')).toBeNull(); // i, l, o
    expect(normalizeRecoveryCode('abcd-efgh-jkmn-pqrst')).toBeNull();
  });
});

describe('wrong-code limit', () => {
  const now = Date.UTC(2026, 0, 1);
  it('locks after five wrong codes within 15 minutes, until the window ends', () => {
    let s = { failedCount: 0, failedSince: null as string | null };
    for (let i = 0; i < 4; i++) {
      s = afterFailure(s, now + i * 1000);
      expect(lockedForSeconds(s, now + i * 1000)).toBe(0);
    }
    s = afterFailure(s, now + 5000);
    expect(s.failedCount).toBe(5);
    expect(lockedForSeconds(s, now + 5000)).toBe(FAILURE_WINDOW_MS / 1000 - 5);
    expect(lockedForSeconds(s, now + FAILURE_WINDOW_MS)).toBe(0);
  });

  it('starts a new window once the last has ended', () => {
    const old = { failedCount: 4, failedSince: new Date(now).toISOString() };
    expect(afterFailure(old, now + FAILURE_WINDOW_MS + 1)).toEqual({
      failedCount: 1,
      failedSince: new Date(now + FAILURE_WINDOW_MS + 1).toISOString(),
    });
  });
});
