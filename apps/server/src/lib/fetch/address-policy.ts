import ipaddr from 'ipaddr.js';

/** Whether the fetcher may connect to an address, and the range that refuses it. */
export type AddressVerdict = { ok: true } | { ok: false; range: string };

/**
 * Loopback addresses a test may connect to (FETCH_ALLOW_LOOPBACK_FOR_TESTS, or a test's own
 * fixture port). Everything else is checked the same with or without it.
 */
export type LoopbackAllowance = (port: number) => boolean;

const NONE: LoopbackAllowance = () => false;

/**
 * The one rule for where the server may connect: public unicast only, read by ipaddr.js's
 * special ranges (loopback, private, link-local with the cloud metadata address, carrier-grade
 * NAT, multicast, broadcast, unspecified, documentation, benchmarking, reserved; unique-local,
 * site-local, discard, Teredo, ORCHID and the rest in IPv6). IPv6 forms that carry an IPv4
 * address (mapped, translated, NAT64, 6to4) are judged by that IPv4 address, since that is where
 * the packets end up; IPv4-compatible `::a.b.c.d` and NAT64's local-use prefix are refused.
 * Global IPv6 must also be inside 2000::/3, the only block IANA hands out.
 */
export function checkAddress(
  address: string,
  port: number,
  loopback: LoopbackAllowance = NONE,
): AddressVerdict {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(address);
  } catch {
    return { ok: false, range: 'unparsable' };
  }
  return ip.kind() === 'ipv4'
    ? checkV4(ip as ipaddr.IPv4, port, loopback)
    : checkV6(ip as ipaddr.IPv6, port, loopback);
}

function checkV4(ip: ipaddr.IPv4, port: number, loopback: LoopbackAllowance): AddressVerdict {
  const range = ip.range();
  if (range === 'unicast') return { ok: true };
  if (range === 'loopback' && loopback(port)) return { ok: true };
  return { ok: false, range: `ipv4 ${range}` };
}

/** The IPv4 address in bits `from`..`from+32` of an IPv6 address. */
function embeddedV4(ip: ipaddr.IPv6, from: number): ipaddr.IPv4 {
  const bytes = ip.toByteArray();
  return new ipaddr.IPv4(bytes.slice(from / 8, from / 8 + 4));
}

function viaV4(
  ip: ipaddr.IPv6,
  from: number,
  kind: string,
  port: number,
  loopback: LoopbackAllowance,
): AddressVerdict {
  const verdict = checkV4(embeddedV4(ip, from), port, loopback);
  return verdict.ok ? verdict : { ok: false, range: `${kind} of ${verdict.range}` };
}

const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

function checkV6(ip: ipaddr.IPv6, port: number, loopback: LoopbackAllowance): AddressVerdict {
  const range = ip.range();
  if (range === 'ipv4Mapped') return viaV4(ip, 96, 'ipv4-mapped', port, loopback);
  if (range === 'rfc6145') return viaV4(ip, 96, 'ipv4-translated', port, loopback);
  if (range === 'rfc6052')
    return ip.match(NAT64_WELL_KNOWN)
      ? viaV4(ip, 96, 'nat64', port, loopback)
      : { ok: false, range: 'ipv6 nat64 local-use' };
  if (range === '6to4') return viaV4(ip, 16, '6to4', port, loopback);
  if (range === 'loopback')
    return loopback(port) ? { ok: true } : { ok: false, range: 'ipv6 loopback' };
  if (range !== 'unicast') return { ok: false, range: `ipv6 ${range}` };
  if (ip.match(IPV4_COMPATIBLE)) return { ok: false, range: 'ipv6 ipv4-compatible' };
  if (!ip.match(GLOBAL_UNICAST)) return { ok: false, range: 'ipv6 unassigned' };
  return { ok: true };
}
