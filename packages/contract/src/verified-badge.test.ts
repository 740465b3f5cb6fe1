import { describe, expect, it } from 'vitest';
import { badgeKind, normalizeDomain, txtRecordFor } from './verified-badge.ts';

describe('badgeKind (§4 "Verified badge")', () => {
  it.each([
    [{ isVerifiedMerchant: true, verifiedIdentity: { verified: true } }, 'merchant'],
    [{ isVerifiedMerchant: true, verifiedIdentity: { verified: false } }, 'merchant'],
    [{ isVerifiedMerchant: true }, 'merchant'],
    [{ isVerifiedMerchant: false, verifiedIdentity: { verified: true } }, 'domain'],
    [{ verifiedIdentity: { verified: true } }, 'domain'],
    [{ isVerifiedMerchant: false, verifiedIdentity: { verified: false } }, null],
    [{}, null],
    [null, null],
    [undefined, null],
  ] as const)('%j -> %s', (flags, want) => {
    expect(badgeKind(flags)).toBe(want);
  });
});

describe('normalizeDomain', () => {
  it.each([
    ['example.com', 'example.com'],
    ['  Example.COM ', 'example.com'],
    ['www.example.com', 'example.com'],
    ['https://www.Shop.example.co.uk/path?x=1', 'shop.example.co.uk'],
    ['example.com.', 'example.com'],
    ['example.com:8080', 'example.com'],
    ['bücher.de', 'xn--bcher-kva.de'],
  ])('%s -> %s', (input, want) => {
    expect(normalizeDomain(input)).toBe(want);
  });

  it.each([
    '',
    'localhost',
    '127.0.0.1',
    '[::1]',
    'http://10.0.0.1/',
    'exa mple.com',
    '-bad.com',
    'example.123',
    'a'.repeat(64) + '.com',
    'javascript:alert(1)',
  ])('refuses %j', (input) => {
    expect(normalizeDomain(input)).toBeNull();
  });

  it('names the TXT record to publish', () => {
    expect(txtRecordFor('abc')).toBe('tack-site-verification=abc');
  });
});
