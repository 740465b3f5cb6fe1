import { describe, expect, it } from 'vitest';
import { checkLink, signLink } from './signed-token.ts';

const key = new Uint8Array(32).fill(7);
const otherKey = new Uint8Array(32).fill(8);
const NOW = Date.parse('2026-01-01T00:00:00Z');

describe('signed link tokens', () => {
  it('a good token checks out with its claims', async () => {
    const t = await signLink(
      key,
      { sub: '42', purpose: 'verify_email', jti: 'abc' },
      { ttlSeconds: 60, now: NOW },
    );
    expect(await checkLink(key, t, 'verify_email', NOW + 59_000)).toEqual({
      ok: true,
      claims: { sub: '42', purpose: 'verify_email', jti: 'abc' },
    });
  });

  it('expires at its time, still naming its user', async () => {
    const t = await signLink(
      key,
      { sub: '42', purpose: 'password_reset', jti: 'j' },
      { ttlSeconds: 3600, now: NOW },
    );
    const r = await checkLink(key, t, 'password_reset', NOW + 3_600_001);
    expect(r).toMatchObject({ ok: false, problem: 'expired', expiredClaims: { sub: '42' } });
  });

  it('an unsubscribe token without a time limit keeps working', async () => {
    const t = await signLink(key, { sub: '9', purpose: 'unsubscribe' }, { now: NOW });
    expect((await checkLink(key, t, 'unsubscribe', NOW + 5 * 365 * 86_400_000)).ok).toBe(true);
  });

  it('refuses another key, another purpose, a changed payload, and alg none', async () => {
    const t = await signLink(
      key,
      { sub: '1', purpose: 'verify_email', jti: 'x' },
      { ttlSeconds: 60 },
    );
    expect(await checkLink(otherKey, t, 'verify_email')).toMatchObject({ problem: 'forged' });
    expect(await checkLink(key, t, 'password_reset')).toMatchObject({ problem: 'wrong_purpose' });
    const [h, , s] = t.split('.');
    const payload = Buffer.from(
      JSON.stringify({ sub: '2', aud: 'verify_email', iss: 'tack', jti: 'x' }),
    ).toString('base64url');
    expect(await checkLink(key, `${h}.${payload}.${s}`, 'verify_email')).toMatchObject({
      problem: 'forged',
    });
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect((await checkLink(key, `${none}.${payload}.`, 'verify_email')).ok).toBe(false);
    for (const junk of ['', 'a.b', 'a.b.c', 'x'.repeat(3000)])
      expect((await checkLink(key, junk, 'verify_email')).ok).toBe(false);
  });
});
