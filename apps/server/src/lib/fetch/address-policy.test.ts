import { describe, expect, it } from 'vitest';
import { checkAddress } from './address-policy.ts';

/** The pure address rule, address by address; the fetcher's tests prove it is the one used. */
describe('checkAddress', () => {
  const refused: [string, string][] = [
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.100.100.200', 'carrierGradeNat'],
    ['169.254.169.254', 'linkLocal'],
    ['169.254.0.1', 'linkLocal'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd00::1', 'uniqueLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['100::1', 'discard'],
    ['2001:db8::1', 'reserved'],
    ['3fff::1', 'reserved'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'teredo'],
    ['2001:10::1', 'Orchid'],
    ['::ffff:127.0.0.1', 'ipv4-mapped of ipv4 loopback'],
    ['::ffff:7f00:1', 'ipv4-mapped of ipv4 loopback'],
    ['::ffff:10.0.0.1', 'ipv4-mapped of ipv4 private'],
    ['::ffff:169.254.169.254', 'ipv4-mapped of ipv4 linkLocal'],
    ['::ffff:0:127.0.0.1', 'ipv4-translated of ipv4 loopback'],
    ['64:ff9b::127.0.0.1', 'nat64 of ipv4 loopback'],
    ['64:ff9b::a00:1', 'nat64 of ipv4 private'],
    ['64:ff9b:1::8.8.8.8', 'nat64 local-use'],
    ['2002:7f00:1::', '6to4 of ipv4 loopback'],
    ['2002:a00:1::1', '6to4 of ipv4 private'],
    ['2002:a9fe:a9fe::', '6to4 of ipv4 linkLocal'],
    ['::127.0.0.1', 'loopback'],
    ['::a00:1', 'ipv4-compatible'],
    ['4000::1', 'unassigned'],
    ['not an address', 'unparsable'],
  ];
  it.each(refused)('refuses %s (%s)', (address, range) => {
    const verdict = checkAddress(address, 80);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.range).toContain(range);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:800::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
  ])('allows the public address %s', (address) => {
    expect(checkAddress(address, 443)).toEqual({ ok: true });
  });

  it('lets a test reach loopback only on the ports it names, and nothing else private', () => {
    const fixture = (port: number) => port === 8080;
    expect(checkAddress('127.0.0.1', 8080, fixture).ok).toBe(true);
    expect(checkAddress('127.0.0.2', 8080, fixture).ok).toBe(true);
    expect(checkAddress('::1', 8080, fixture).ok).toBe(true);
    expect(checkAddress('::ffff:127.0.0.1', 8080, fixture).ok).toBe(true);
    expect(checkAddress('127.0.0.1', 8081, fixture).ok).toBe(false);
    for (const a of ['10.0.0.1', '169.254.169.254', '0.0.0.0', '::', 'fd00::1', '192.168.1.1'])
      expect(checkAddress(a, 8080, () => true).ok).toBe(false);
  });
});
